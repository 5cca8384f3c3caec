import SwiftUI

// Sheets an app presents through modifiers of its own: a `ViewModifier` whose body presents,
// applied with `.modifier(…)`, and a method of `extension View` that applies another. Each view
// applying one presents what the modifier presents. The donation sheet has a way out; the
// settings sheet only a swipe. The layer a router opens shows what the router's page makes,
// through a builder function of its own in both branches of an `if`: what it shows, and its
// buttons, are not known.

@main
struct VMApp: App {
    var body: some Scene { WindowGroup { HomeView() } }
}

struct HomeView: View {
    @State private var donating = false
    @State private var showingSettings = false

    var body: some View {
        NavigationStack {
            List {
                Button("Donate") { donating = true }
                Button("Settings") { showingSettings = true }
            }
            .navigationTitle("Home")
        }
        .modifier(DonationModifier(isPresented: $donating))
        .withSettings(isPresented: $showingSettings)
        .modifier(LayerSheet(router: router))
    }

    @State private var router = Router()
}

@Observable final class Router {
    var layer: Layer?
    var stacked = true
}

struct Layer: Identifiable {
    let id: Int
    let page: Page
}

enum Page {
    case profile
    func view() -> some View { Text("Profile") }
}

struct LayerSheet: ViewModifier {
    let router: Router

    func body(content: Content) -> some View {
        content.sheet(item: Binding(get: { router.layer }, set: { router.layer = $0 })) { layer in
            LayerView(layer: layer, stacked: router.stacked)
        }
    }
}

struct LayerView: View {
    let layer: Layer
    let stacked: Bool

    var body: some View {
        Group {
            if stacked {
                NavigationStack { rootView() }
            } else {
                rootView()
            }
        }
    }

    private func rootView() -> some View {
        layer.page.view()
    }
}

struct DonationModifier: ViewModifier {
    @Binding var isPresented: Bool

    func body(content: Content) -> some View {
        content.sheet(isPresented: $isPresented) { DonationView() }
    }
}

struct SettingsModifier: ViewModifier {
    @Binding var isPresented: Bool

    func body(content: Content) -> some View {
        content.sheet(isPresented: $isPresented) { NavigationStack { SettingsView() } }
    }
}

extension View {
    func withSettings(isPresented: Binding<Bool>) -> some View {
        modifier(SettingsModifier(isPresented: isPresented))
    }
}

struct DonationView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Donate")
                .navigationTitle("Donate")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}
struct SettingsView: View { var body: some View { Text("Settings").navigationTitle("Settings") } }
