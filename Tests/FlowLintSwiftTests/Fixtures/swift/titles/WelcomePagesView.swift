import SwiftUI

/// An onboarding sheet of pages in a tab view inside a stack built inline: each page opens with
/// its heading, which names the task, so the sheet needs no bar title. Its last page closes it.
struct WelcomeEntryView: View {
    @State private var welcomes = false

    var body: some View {
        Button("What's New") { welcomes = true }
            .sheet(isPresented: $welcomes) { WelcomePagesView() }
    }
}

struct WelcomePagesView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var page = 0

    var body: some View {
        NavigationView {
            TabView(selection: $page) {
                WelcomePage()
                    .tag(0)
                UnlockedPage(finish: { dismiss() })
                    .tag(1)
            }
        }
    }
}

struct WelcomePage: View {
    var body: some View {
        Text("Welcome to Plus").font(.largeTitle)
    }
}

struct UnlockedPage: View {
    let finish: () -> Void

    var body: some View {
        VStack {
            Text("You unlocked").font(.largeTitle)
            Button("Start", action: finish)
        }
    }
}
