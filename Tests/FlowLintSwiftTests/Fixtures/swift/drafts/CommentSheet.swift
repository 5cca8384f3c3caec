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

/// Finished by a Post that closes it after its work, neither Done nor Save: an editor all the
/// same, whose Cancel and swipe lose the post.
struct PostComposer: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var text = ""
    let send: (String, String) -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextEditor(text: $text)
            }
            .navigationTitle("New Post")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Post") {
                        send(title, text)
                        dismiss()
                    }
                }
            }
        }
    }
}

/// A Preview that only shows the text elsewhere finishes nothing: no editor.
struct NotePad: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    @State private var previewing = false

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationTitle("Scratch")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Cancel") { dismiss() } }
                    ToolbarItem(placement: .topBarTrailing) { Button("Preview") { previewing = true } }
                }
        }
    }
}

struct CommentsView: View {
    @State private var commenting = false
    @State private var posting = false
    @State private var scribbling = false

    var body: some View {
        VStack {
            Button("Comment") { commenting = true }
            Button("Post") { posting = true }
            Button("Scratch") { scribbling = true }
        }
        .sheet(isPresented: $commenting) { CommentSheet() }
        .sheet(isPresented: $posting) { PostComposer { _, _ in } }
        .sheet(isPresented: $scribbling) { NotePad() }
    }
}
