import SwiftUI

/// Covers the whole screen with no way back: a search field alone is no draft.
struct SearchView: View {
    @State private var query = ""

    var body: some View {
        TextField("Search", text: $query)
            .navigationTitle("Search")
    }
}
