import SwiftUI

/// A router's sheets: one `.sheet(item:)` whose content switches over the route (in a `Group`
/// styling every case) presents each case's view. Here the editor, with its Cancel, discards a draft without asking, the
/// settings have no way out but the swipe, and the about page is fine. The about page alone refuses
/// the swipe: what one case's branch sets is that case's.
enum SheetRoute: Identifiable {
    case compose(draft: String)
    case settings
    case about

    var id: String { "\(self)" }
}

struct RootView: View {
    @State private var route: SheetRoute?

    var body: some View {
        NavigationStack {
            List {
                Button("New Post") { route = .compose(draft: "") }
                Button("Settings") { route = .settings }
                Button("About") { route = .about }
            }
            .navigationTitle("Home")
            .sheet(item: $route) { route in
                Group {
                    switch route {
                    case .compose(let draft):
                        ComposeView(draft: draft)
                    case .settings:
                        SettingsView()
                    case .about:
                        NavigationStack { Info.AboutView() }
                            .interactiveDismissDisabled()
                    }
                }
                .tint(.orange)
            }
        }
    }
}

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    @State var draft: String

    var body: some View {
        NavigationStack {
            TextEditor(text: $draft)
                .navigationTitle("New Post")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    ToolbarItem(placement: .confirmationAction) { Button("Post") { dismiss() } }
                }
        }
    }
}

struct SettingsView: View {
    var body: some View {
        NavigationStack {
            Form { Toggle("Sounds", isOn: .constant(true)) }
                .navigationTitle("Settings")
        }
    }
}

/// A view nested in an enum used as a namespace: `Info.AboutView()` makes it.
enum Info {}

extension Info {
    struct AboutView: View {
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            Text("Version 1")
                .navigationTitle("About")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
                }
        }
    }
}
