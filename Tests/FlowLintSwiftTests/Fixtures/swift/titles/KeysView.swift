import SwiftUI

/// The older `navigationBarTitle` and a toolbar's principal item title their sheets.
struct KeysView: View {
    @State private var addsKey = false
    @State private var editsNotes = false
    @State private var showsLog = false

    var body: some View {
        List {
            Button("Add") { addsKey = true }
            Button("Notes") { editsNotes = true }
            Button("Log") { showsLog = true }
        }
        .sheet(isPresented: $addsKey) { NewKeyView() }
        .sheet(isPresented: $editsNotes) { NotesEditorView() }
        .sheet(isPresented: $showsLog) { LogView(filter: nil) }
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

/// A principal item that shows a title worked out in a constant first, under modifiers and
/// inside a branch: the title is what the constant is bound to, on one line.
struct LogView: View {
    @Environment(\.dismiss) private var dismiss
    let filter: String?

    var body: some View {
        NavigationStack {
            List { Text("Entries") }
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        let title =
                            filter
                            ?? "Log"
                        if filter == nil {
                            Text(title).font(.headline)
                        } else {
                            Label(title, systemImage: "line.3.horizontal.decrease")
                        }
                    }
                    ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                }
        }
    }
}
