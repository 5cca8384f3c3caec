import SwiftUI

// The app's own button views, drawn in the home view (handed an `action:` or a closure), are
// controls, not screens nothing shows; the tips page, which no view shows, is (a finding).
@main
struct RunnerApp: App {
    var body: some Scene {
        WindowGroup {
            HomeView()
        }
    }
}

struct HomeView: View {
    @State private var running = false

    var body: some View {
        NavigationStack {
            VStack {
                PillButton("Start run", action: start)
                IconButton(systemName: "stop.fill") { running = false }
                NavigationLink("History") { HistoryView() }
            }
            .navigationTitle("Runner")
        }
    }

    private func start() {
        running = true
    }
}

struct PillButton: View {
    private let title: String
    private let action: () -> Void

    init(_ title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    var body: some View {
        Button(action: action) {
            Text(title).font(.headline).padding()
        }
    }
}

struct IconButton: View {
    let systemName: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: systemName)
        }
    }
}

struct HistoryView: View {
    var body: some View {
        List { Text("5 km, Monday") }
            .navigationTitle("History")
    }
}

struct TipsView: View {
    var body: some View {
        List { Text("Warm up first") }
            .navigationTitle("Tips")
    }
}
