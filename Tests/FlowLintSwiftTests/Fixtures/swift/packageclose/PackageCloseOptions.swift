import SwiftUI

// A package's page handed an option to draw its own close (`close: .showCloseButton`) has a
// way out the app does not write; one told to hide it (`.hideCloseButton`) has none, and only
// the swipe closes the sheet showing it.
struct AccountTab: View {
    @State private var showsAccount = false
    @State private var showsBadges = false

    var body: some View {
        NavigationStack {
            List {
                Button("Account") { showsAccount = true }
                Button("Badges") { showsBadges = true }
            }
            .navigationTitle("Me")
            .sheet(isPresented: $showsAccount) { AccountSheet() }
            .sheet(isPresented: $showsBadges) { BadgesSheet() }
        }
    }
}

struct AccountSheet: View {
    var body: some View {
        NavigationStack {
            AccountOverview(close: .showCloseButton)
                .navigationTitle("Account")
        }
    }
}

struct BadgesSheet: View {
    var body: some View {
        NavigationStack {
            BadgeList(close: .hideCloseButton)
                .navigationTitle("Badges")
        }
    }
}
