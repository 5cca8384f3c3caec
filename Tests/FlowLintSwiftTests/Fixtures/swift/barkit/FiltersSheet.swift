import SwiftUI

/// The app's stack, handing its content on by name.
struct SmartStack<Content: View>: View {
    let content: () -> Content

    var body: some View {
        NavigationView(content: content)
            .navigationViewStyle(.stack)
    }
}

struct CatalogView: View {
    @State private var filtering = false

    var body: some View {
        Button("Filters") { filtering = true }
            .navigationTitle("Catalog")
            .fullScreenCover(isPresented: $filtering) {
                FiltersSheet()
            }
    }
}

/// Its Close is a toolbar item: the app's stack gives it a bar to show in.
struct FiltersSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        SmartStack {
            List {
                Text("Genre")
            }
            .navigationTitle("Filters")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
        }
    }
}
