import SwiftUI

/// A draft a swipe would throw away: the sheet lets it, and Cancel does not ask.
struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
            .navigationTitle("New Note")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                }
            }
    }
}

/// The same editor, which refuses the swipe while it holds text.
struct EditView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    let note: Note

    var body: some View {
        TextEditor(text: $text)
            .navigationTitle("Edit Note")
            .interactiveDismissDisabled(!text.isEmpty)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button { dismiss() } label: { Text("Done") }
                }
            }
    }
}
