import SwiftUI

/// Views of one kind conform to a protocol of the app's that refines `View`.
protocol DocumentScreen: View {}

struct DocumentDetail: DocumentScreen {
    var body: some View {
        Text("Invoice, March")
            .navigationTitle("Invoice")
    }
}

struct DocumentsView: View {
    @State private var opened = false

    var body: some View {
        List {
            Button("Invoice") { opened = true }
        }
        .navigationTitle("Documents")
        .sheet(isPresented: $opened) {
            NavigationStack {
                DocumentDetail()
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Close") { opened = false }
                        }
                    }
            }
        }
    }
}
