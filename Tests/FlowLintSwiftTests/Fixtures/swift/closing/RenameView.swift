import SwiftUI

struct FileView: View {
    @State private var renaming = false

    var body: some View {
        Text("Report.pdf")
            .toolbar { Button("Rename") { renaming = true } }
            .sheet(isPresented: $renaming) { RenameView() }
    }
}

/// Presented with no NavigationStack: it has no bar, so its toolbar's Cancel never shows, and only
/// the swipe closes it.
struct RenameView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Rename")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
    }
}
