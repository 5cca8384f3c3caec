import SwiftUI

// An app of modules, each declaring its own `RootView` and `AddForm` in an extension of its
// namespace: each is a screen of its own, named with the namespace. `Adjustments.RootView()`
// is the adjustments module's root; a bare `AddForm()` inside `extension Adjustments` is that
// module's form. The adjustments form has a Cancel; the treatments form has none.
enum Adjustments {}
enum Treatments {}

@main
struct DosingApp: App {
    var body: some Scene {
        WindowGroup { Home() }
    }
}

struct Home: View {
    @State private var adjusting = false
    @State private var treating = false

    var body: some View {
        NavigationStack {
            List {
                Button("Adjustments") { adjusting = true }
                Button("Treatments") { treating = true }
            }
            .navigationTitle("Home")
            .sheet(isPresented: $adjusting) { Adjustments.RootView() }
            .sheet(isPresented: $treating) { Treatments.RootView() }
        }
    }
}
