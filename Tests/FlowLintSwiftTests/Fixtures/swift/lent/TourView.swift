import SwiftUI

/// A tour whose Skip pages ahead and, on the last page, closes: the binding is lowered in a
/// branch of the button's action, which still closes the sheet.
struct HomeView: View {
    @State private var touring = false

    var body: some View {
        Button("Tour") { touring = true }
            .sheet(isPresented: $touring) { TourView(isPresented: $touring) }
    }
}

struct TourView: View {
    @Binding var isPresented: Bool
    @State private var page = 0

    var body: some View {
        NavigationStack {
            Text("Page")
                .navigationTitle("Tour")
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) {
                        Button(page == 3 ? "Close" : "Skip") {
                            if page < 3 {
                                page = 3
                            } else {
                                isPresented = false
                            }
                        }
                    }
                }
        }
    }
}
