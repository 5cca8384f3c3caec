import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup { RootTabs() }
    }
}

/// A tab view of the older kind: each tab a view with `.tabItem`, the inbox in a stack.
struct RootTabs: View {
    var body: some View {
        TabView {
            NavigationStack { InboxView() }
                .tabItem { Label("Inbox", systemImage: "tray") }
            LibraryTabs()
                .tabItem { Label("Library", systemImage: "books.vertical") }
        }
    }
}

/// The newer `Tab` API, one tab a split view.
struct LibraryTabs: View {
    var body: some View {
        TabView {
            Tab("Folders", systemImage: "folder") {
                FoldersSplitView()
            }
            Tab("Settings", systemImage: "gear") {
                NavigationStack { SettingsView() }
            }
        }
    }
}

struct FoldersSplitView: View {
    var body: some View {
        NavigationSplitView {
            FolderList()
        } content: {
            Text("Messages")
        } detail: {
            MessageView()
        }
    }
}
