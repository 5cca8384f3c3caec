import SwiftUI

/// An editor that asks before its Cancel throws the draft away, and refuses the swipe while it
/// holds one: nothing to report.
struct ConfirmedEditView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    @State private var confirmingDiscard = false

    var body: some View {
        TextEditor(text: $text)
            .navigationTitle("Reply")
            .interactiveDismissDisabled(!text.isEmpty)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { confirmingDiscard = true }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") { dismiss() }
                }
            }
            .confirmationDialog("Discard your reply?", isPresented: $confirmingDiscard) {
                Button("Discard", role: .destructive) { dismiss() }
                Button("Keep Editing", role: .cancel) {}
            }
    }
}
