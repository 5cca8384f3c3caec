import SwiftUI

/// Two views whose models each keep a sheet named `sheetScreen`. This one's model opens any
/// route it is handed: the filters may show in its sheet.
struct AppHome: View {
    @StateObject private var model = ViewModel()

    var body: some View {
        NavigationStack {
            Button("Open") { model.open(.filters) }
                .navigationTitle("App")
                .sheet(item: $model.sheetScreen) { $0.build() }
        }
    }
}

extension AppHome {
    final class ViewModel: ObservableObject {
        @Published var sheetScreen: Route?

        func open(_ route: Route) { sheetScreen = route }
    }
}

/// This one's model is only ever set to the tips, by the view's own code: the filters never
/// show in its sheet, whatever the other model's does.
struct Languages: View {
    @StateObject private var model = ViewModel()

    var body: some View {
        NavigationStack {
            Button("Tips") { self.model.sheetScreen = .tips }
                .navigationTitle("Languages")
                .sheet(item: $model.sheetScreen) { $0.build() }
        }
    }

    final class ViewModel: ObservableObject {
        @Published var sheetScreen: Route?
    }
}
