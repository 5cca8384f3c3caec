import SwiftUI

// The same in-place editor, handed the flag its holder tests as a binding: its Cancel leaves edit
// mode and closes nothing; the sheet closes with Done (only the swipe while editing is a finding).
struct NotesButton: View {
    @State private var showsNotes = false

    var body: some View {
        Button("Notes") { showsNotes = true }
            .sheet(isPresented: $showsNotes) { NotesSheet() }
    }
}

struct NotesSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var editing = false

    var body: some View {
        NavigationStack {
            Group {
                if editing {
                    NotesEditor(editing: $editing)
                } else {
                    Button("Edit notes") { editing = true }
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
        }
    }
}

struct NotesEditor: View {
    @Binding var editing: Bool
    @State private var title = ""
    @State private var text = ""
    @State private var due = Date()

    var body: some View {
        Form {
            TextField("Title", text: $title)
            TextField("Text", text: $text)
            DatePicker("Due", selection: $due)
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { editing.toggle() } }
            ToolbarItem(placement: .confirmationAction) { Button("Save") { editing = false } }
        }
    }
}
