import SwiftUI

/// A view split across extensions in its file: its body, and the toolbar with its Close, are
/// written in an extension of a type nested in it.
struct ImportFileView: View {
    var body: some View {
        Content()
    }
}

extension ImportFileView {
    struct Content: View {
        @Environment(\.dismiss) var dismiss
    }
}

extension ImportFileView.Content {
    var body: some View {
        NavigationStack {
            Text("Choose a file")
                .navigationTitle("Import")
                .toolbar { closeItem }
        }
    }

    private var closeItem: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            Button("Close") { dismiss() }
        }
    }
}

struct LibraryView: View {
    @State private var importing = false

    var body: some View {
        Button("Import") { importing = true }
            .navigationTitle("Library")
            .sheet(isPresented: $importing) { ImportFileView() }
    }
}
