import SwiftUI

struct NotesView: View {
    @State private var composing = false
    @State private var editing: Note?
    @State private var searching = false

    var body: some View {
        NavigationStack {
            List { Text("Notes") }
                .navigationTitle("Notes")
                .toolbar { Button("New") { composing = true } }
                .sheet(isPresented: $composing) {
                    NavigationStack { ComposeView() }
                }
                .sheet(item: $editing) { note in
                    NavigationStack { EditView(note: note) }
                }
                .fullScreenCover(isPresented: $searching) { SearchView() }
        }
    }
}

struct Note: Identifiable {
    let id: Int
}
