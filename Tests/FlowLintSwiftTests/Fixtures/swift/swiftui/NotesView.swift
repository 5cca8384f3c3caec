import SwiftUI

struct NotesView: View {
    @State private var composing = false
    @State private var editing: Note?
    @State private var searching = false
    @State private var replying = false

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
                .sheet(isPresented: $replying) {
                    NavigationStack { ConfirmedEditView() }
                }
        }
    }

    /// What a shortcut or a row's swipe runs.
    func open(_ note: Note?) {
        if let note { editing = note } else { searching = true }
        replying = note == nil
    }
}

struct Note: Identifiable {
    let id: Int
}
