import SwiftUI

enum Route: Identifiable {
    case filters, tips, about
    var id: Self { self }

    @ViewBuilder func build() -> some View {
        switch self {
        case .filters: FiltersScreen()
        case .tips: TipsScreen()
        case .about: AboutScreen()
        }
    }
}

/// Its sheet is only ever set to `.tips`: the filters it pushes, and never presents, need no
/// way out of a sheet.
struct HomeScreen: View {
    @State private var sheet: Route?

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Filters") { Route.filters.build() }
                Button("Tips") { sheet = .tips }
                Button("Settings") { sheet = Route.tips }
            }
            .navigationTitle("Home")
            .sheet(item: $sheet) { $0.build() }
        }
    }
}

/// Its sheet is set to whatever a row picks: every case may show in it, the filters too.
struct MenuScreen: View {
    @State private var shown: Route?
    let rows: [Route] = [.filters, .about]

    var body: some View {
        NavigationStack {
            List(rows) { row in
                Button("Open") { shown = row }
            }
            .navigationTitle("Menu")
            .sheet(item: $shown) { $0.build() }
        }
    }
}

struct FiltersScreen: View {
    var body: some View {
        List { Text("Spam") }
            .navigationTitle("Filters")
    }
}

struct TipsScreen: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Tip")
                .navigationTitle("Tips")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct AboutScreen: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("About")
                .navigationTitle("About")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}
