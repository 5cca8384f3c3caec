import SwiftUI

/// A sheet in its own navigation stack: its bar shows the title and a Cancel that asks before
/// throwing the draft away, and it refuses the swipe while there is one. Nothing to report.
struct AddBookView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var discarding = false

    var body: some View {
        Form { TextField("Title", text: $title) }
            .navigationTitle("New Book")
            .interactiveDismissDisabled(!title.isEmpty)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { discarding = true }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") { dismiss() }
                }
            }
            .confirmationDialog("Discard this book?", isPresented: $discarding) {
                Button("Discard", role: .destructive) { dismiss() }
            }
    }
}

/// Covers the screen with a title in its bar and nothing to leave by: the one finding here.
struct ScannerView: View {
    var body: some View {
        Text("Point the camera at a barcode")
            .navigationTitle("Scan")
    }
}
