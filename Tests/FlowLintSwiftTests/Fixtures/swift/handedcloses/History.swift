import ComposableArchitecture
import SwiftUI

// A history sheet in The Composable Architecture's `NavigationStackStore`, a navigation stack
// whose path a store holds: its toolbar's Close shows in that stack's bar.
struct HistoryButton: View {
    @State private var showsHistory = false
    let store: StoreOf<History>

    var body: some View {
        Button("History") { showsHistory = true }
            .sheet(isPresented: $showsHistory) { HistoryView(store: store) }
    }
}

struct HistoryView: View {
    let store: StoreOf<History>

    var body: some View {
        NavigationStackStore(store.scope(state: \.path, action: \.path)) {
            List { Text("Yesterday") }
                .navigationTitle("History")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Close") { store.send(.closeTapped) } }
                }
        } destination: { _ in
            Text("Entry")
        }
    }
}
