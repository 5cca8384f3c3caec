import SwiftUI

struct FiltersView: View {
    let finished: () -> Void
    @State private var onlyUnread = false

    var body: some View {
        VStack {
            Toggle("Only unread", isOn: $onlyUnread)
            Button(action: finished) {
                Image(systemName: "checkmark")
            }
        }
    }
}

struct HelpView: View {
    var body: some View {
        List {
            Text("How do I add a book?")
        }
    }
}

struct NoteView: View {
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationTitle("Note")
        }
    }
}

struct AboutView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Version 1")
            Button("Back to library") { dismiss() }
        }
        .navigationTitle("About")
    }
}

struct TagPickerView: View {
    @State private var tags = ["Fiction", "History"]
    @State private var chosen: String?

    var body: some View {
        List(tags, id: \.self, selection: $chosen) { tag in
            Text(tag)
        }
    }
}

/// A Wi-Fi password prompt: a password typed and cancelled is no draft to ask about.
struct JoinNetworkView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var password = ""

    var body: some View {
        NavigationStack {
            SecureField("Password", text: $password)
                .navigationTitle("Enter Password")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    ToolbarItem(placement: .confirmationAction) { Button("Join") { dismiss() } }
                }
        }
    }
}
