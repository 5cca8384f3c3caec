import SwiftUI

/// The older `navigationBarTitle` and a toolbar's principal item title their sheets.
struct KeysView: View {
    @State private var addsKey = false
    @State private var editsNotes = false

    var body: some View {
        List {
            Button("Add") { addsKey = true }
            Button("Notes") { editsNotes = true }
        }
        .sheet(isPresented: $addsKey) { NewKeyView() }
        .sheet(isPresented: $editsNotes) { NotesEditorView() }
    }
}

struct NewKeyView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationView {
            Form { Text("Key") }
                .navigationBarTitle("New Key", displayMode: .inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                }
        }
    }
}

struct NotesEditorView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form { Text("Notes") }
                .toolbar {
                    ToolbarItem(placement: .principal) { Text("Edit Notes") }
                    ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                }
        }
    }
}
