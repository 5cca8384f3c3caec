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

/// A Shortcuts snippet: code not read here shows its view, which so starts the flow too.
struct RecentBookIntent {
    func snippet() -> some View {
        RecentBookView()
    }
}

struct RecentBookView: View {
    var body: some View {
        Text("Recently read")
    }
}

/// For Xcode's canvas, not the app: neither the preview's own view nor what it shows is read.
struct LibraryView_Previews: PreviewProvider {
    struct Preview: View {
        var body: some View {
            LibraryView()
        }
    }

    static var previews: some View {
        Preview()
    }
}

#Preview {
    BookRow(book: Book(id: 1, title: "Emma"))
}
