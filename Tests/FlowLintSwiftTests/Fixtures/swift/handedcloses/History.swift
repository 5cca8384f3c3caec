import ComposableArchitecture
import SwiftUI

// A history sheet in The Composable Architecture's `NavigationStackStore`, a navigation stack
// whose path a store holds: its toolbar's Close shows in that stack's bar. The export sheet gets
// its close from the presenter, through the app's stack wrapper handed what to send.
struct HistoryButton: View {
    @State private var showsHistory = false
    @State private var exporting = false
    let store: StoreOf<History>

    var body: some View {
        VStack {
            Button("History") { showsHistory = true }
            Button("Export") { exporting = true }
        }
        .sheet(isPresented: $showsHistory) { HistoryView(store: store) }
        .sheet(isPresented: $exporting) {
            ExportView().inClosableStack { store.send(.exportClosed) }
        }
    }
}

struct ExportView: View {
    var body: some View {
        List { Text("CSV") }.navigationTitle("Export")
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
