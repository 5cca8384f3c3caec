import SwiftUI

/// The app's text view with its own line height, handed a heading's size.
struct TightText: View {
    let text: String
    let fontSize: CGFloat
    var body: some View {
        Text(text).font(.system(size: fontSize, weight: .bold))
    }
}

/// Leaves the bar's title empty on purpose: its hero names it.
struct PaywallView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            ScrollView {
                TightText(text: "Membership", fontSize: 40)
                Text("Power your agents")
            }
            .navigationTitle("")
            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } } }
        }
    }
}

struct AccountView: View {
    @State private var upgrades = false
    var body: some View {
        Button("Upgrade") { upgrades = true }
            .sheet(isPresented: $upgrades) { PaywallView() }
    }
}

/// Its heading's font is set on the stack around it: the stack's first text is the heading.
struct GreetingView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            VStack {
                Text("Welcome to Wallet")
                Text("Everything you own, in one place")
            }
            .font(.system(size: 32, weight: .bold))
            .navigationTitle("")
            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } } }
        }
    }
}

struct UpdatesView: View {
    @State private var greets = false
    var body: some View {
        Button("What's New") { greets = true }
            .sheet(isPresented: $greets) { GreetingView() }
    }
}
