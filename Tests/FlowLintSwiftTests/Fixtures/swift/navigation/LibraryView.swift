import SwiftUI

/// The root of a stack: its rows push a book, its toolbar pushes the settings and presents two
/// modals, each in a navigation stack of its own.
struct LibraryView: View {
    @State private var books: [Book] = []
    @State private var adding = false
    @State private var scanning = false

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink(value: book) {
                    BookRow(book: book)
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Book.self) { book in
                BookDetailView(book: book)
            }
            .toolbar {
                NavigationLink(destination: SettingsView()) { Text("Settings") }
                Button("Add") { adding = true }
                Button("Scan") { scanning = true }
            }
            .sheet(isPresented: $adding) {
                NavigationStack { AddBookView() }
            }
            .fullScreenCover(isPresented: $scanning) {
                NavigationStack { ScannerView() }
            }
        }
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        Text(book.title)
    }
}

/// Pushed: the back button leads out, and its Done pops it.
struct BookDetailView: View {
    @Environment(\.dismiss) private var dismiss
    let book: Book

    var body: some View {
        Text(book.title)
            .navigationTitle(book.title)
            .toolbar {
                NavigationLink { AuthorView() } label: { Text("Author") }
                Button("Done") { dismiss() }
            }
    }
}

struct AuthorView: View {
    var body: some View {
        Text("Author")
            .navigationTitle("Author")
    }
}

struct SettingsView: View {
    var body: some View {
        Form {
            Toggle("Sync", isOn: .constant(true))
            NavigationLink("Licenses") { LicensesView() }
        }
        .navigationTitle("Settings")
    }
}

struct LicensesView: View {
    var body: some View {
        Text("Licenses")
            .navigationTitle("Licenses")
    }
}
