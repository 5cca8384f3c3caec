import SwiftUI

struct LibraryView: View {
    @State private var reading = false

    var body: some View {
        Button("Read") { reading = true }
            .navigationTitle("Library")
            .sheet(isPresented: $reading) {
                ReaderSheet()
            }
    }
}

/// Its stack hides the bar: no title can show, and none is asked for. What it pushes shows the bar
/// again, with its back button.
struct ReaderSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationView {
            VStack {
                Text("Page")
                NavigationLink("Contents") { ContentsView() }
            }
            .navigationBarHidden(true)
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Close") { dismiss() }
                }
            }
        }
    }
}

struct ContentsView: View {
    var body: some View {
        List { Text("Chapter 1") }
            .navigationTitle("Contents")
    }
}
