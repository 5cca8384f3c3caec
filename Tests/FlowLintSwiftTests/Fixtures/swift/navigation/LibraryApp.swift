import SwiftUI

/// Where the app starts: the library, the root of a navigation stack.
@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryView()
        }
    }
}

struct Book: Hashable, Identifiable {
    let id: Int
    let title: String
}
