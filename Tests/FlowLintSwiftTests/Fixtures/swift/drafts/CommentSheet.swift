import SwiftUI

/// iOS 26's button roles, with no placement to say them: `.close` is the ✕ (named "Close"), and
/// `.confirm` finishes the comment as Done does.
struct CommentSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationTitle("Comment")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button(role: .close) { dismiss() } }
                    ToolbarItem(placement: .topBarTrailing) { Button(role: .confirm) { dismiss() } }
                }
        }
    }
}

struct CommentsView: View {
    @State private var commenting = false

    var body: some View {
        Button("Comment") { commenting = true }
            .sheet(isPresented: $commenting) { CommentSheet() }
    }
}
