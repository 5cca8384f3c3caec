import SwiftUI

/// Presents three sheets, each with a way out the view's own code does not spell as a closure.
struct AccountView: View {
    @State private var shopping = false
    @State private var moving = false
    @State private var reading = false

    var body: some View {
        List {
            Button("Get the Pass") { shopping = true }
            Button("Move") { moving = true }
            Button("Terms") { reading = true }
        }
        .sheet(isPresented: $shopping) { PassShopView() }
        .sheet(isPresented: $moving) { FolderPickerView() }
        .fullScreenCover(isPresented: $reading) { TermsView() }
    }
}

/// StoreKit's store view shows its own close button when presented.
struct PassShopView: View {
    var body: some View {
        SubscriptionStoreView(groupID: "21482456")
    }
}

/// A Done whose action is `dismiss` itself, built in a property.
struct FolderPickerView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List { Text("Inbox") }
                .navigationTitle("Move to Folder")
                .toolbar { doneButton }
        }
    }

    private var doneButton: some View {
        Button("Done", action: dismiss.callAsFunction)
    }
}

/// Covers the screen, and its one button only logs: the one finding here.
struct TermsView: View {
    var body: some View {
        NavigationStack {
            Text("Terms of Service")
                .navigationTitle("Terms")
                .toolbar { Button("Agree") { print("agreed") } }
        }
    }
}
