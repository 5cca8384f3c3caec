import SwiftUI

final class AppStore: ObservableObject {}

/// Pushes each case of `Route` some code makes (its `view(store:)` picks the view), and each
/// topic by its own `destination(for:)`, whose views are pages pushed, not parts of the home;
/// presents each `Modal` by its `screen`, inside a stack; and the filters and the report made by
/// a property and a function of its own, the report with no way out but the swipe.
struct HomeView: View {
    @StateObject private var store = AppStore()
    @State private var path: [Route] = []
    @State private var modal: Modal?
    @State private var showsFilters = false
    @State private var showsReport = false

    private var filtersSheet: some View {
        NavigationStack { FiltersView() }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Me", value: Route.profile(id: "me"))
                Button("Settings") { path.append(.settings) }
                Button("New Post") { modal = .compose }
                Button("About") { modal = .about }
                Button("Filters") { showsFilters = true }
                Button("Report") { showsReport = true }
            }
            .navigationTitle("Home")
            .navigationDestination(for: Route.self) { route in
                route.view(store: store)
            }
            .navigationDestination(for: Topic.self) { topic in
                destination(for: topic)
            }
        }
        .sheet(item: $modal) { modal in
            NavigationStack { modal.screen }
        }
        .sheet(isPresented: $showsFilters) {
            filtersSheet.tint(.orange)
        }
        .sheet(isPresented: $showsReport) {
            reportSheet()
        }
    }

    private func reportSheet() -> some View {
        ReportView()
    }

    /// The view's own function picking a view by its parameter.
    @ViewBuilder
    private func destination(for topic: Topic) -> some View {
        switch topic {
        case .news: NewsView()
        case .sports: SportsView<AppStore>()
        }
    }
}

enum Topic: Hashable {
    case news
    case sports
}

struct ProfileView: View {
    let id: String
    let store: AppStore

    var body: some View {
        List {
            NavigationLink("News", value: Topic.news)
            NavigationLink("Sports", value: Topic.sports)
        }
        .navigationTitle("Profile")
    }
}

struct SettingsView: View {
    var body: some View {
        Form { Toggle("Sounds", isOn: .constant(true)) }
            .navigationTitle("Settings")
    }
}

struct PromoView: View {
    var body: some View {
        Text("New!")
            .toolbar(.hidden, for: .navigationBar)
    }
}

struct NewsView: View {
    var body: some View { Text("News").navigationTitle("News") }
}

/// Generic over its model: `SportsView<AppStore>()` makes it.
struct SportsView<Model>: View {
    var body: some View { Text("Sports").navigationTitle("Sports") }
}

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft = ""

    var body: some View {
        TextEditor(text: $draft)
            .navigationTitle("New Post")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Post") { dismiss() } }
            }
    }
}

struct AboutView: View {
    var body: some View {
        Text("Version 1").navigationTitle("About")
    }
}

struct FiltersView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form { Toggle("Unread only", isOn: .constant(false)) }
            .navigationTitle("Filters")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
    }
}

struct ReportView: View {
    var body: some View {
        Text("Report").navigationTitle("Report")
    }
}
