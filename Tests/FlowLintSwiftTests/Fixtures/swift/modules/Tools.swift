import SwiftUI

// Two modules nest a `Tools` namespace each: `Tools.RootView()` could be either, so what the
// tools sheet presents is left unresolved rather than guessed.
enum Lab { enum Tools {} }
enum Shop { enum Tools {} }

extension Lab.Tools {
    struct RootView: View {
        var body: some View { Text("Lab").navigationTitle("Lab Tools") }
    }
}

extension Shop.Tools {
    struct RootView: View {
        var body: some View { Text("Shop").navigationTitle("Shop Tools") }
    }
}

struct ToolsButton: View {
    @State private var showsTools = false

    var body: some View {
        Button("Tools") { showsTools = true }
            .sheet(isPresented: $showsTools) { Tools.RootView() }
    }
}
