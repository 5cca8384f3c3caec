import SwiftUI

// A three-column split view, as a feed reader's: the feeds, the chosen feed's articles in the
// middle `content:` column, and the article. The list of articles is reached as that column,
// and what it presents is presented from there.

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup { ReaderSplitView() }
    }
}

struct ReaderSplitView: View {
    var body: some View {
        NavigationSplitView {
            FeedList()
        } content: {
            ArticleList()
        } detail: {
            ArticleView()
        }
    }
}

struct FeedList: View {
    var body: some View {
        List { Text("Daring Fireball") }
            .navigationTitle("Feeds")
    }
}

struct ArticleList: View {
    @State private var showsFilter = false

    var body: some View {
        List { Text("An article") }
            .navigationTitle("Articles")
            .toolbar { Button("Filter") { showsFilter = true } }
            .sheet(isPresented: $showsFilter) { FilterSheet() }
    }
}

/// Presented with no button that closes it: the fixture's one finding.
struct FilterSheet: View {
    var body: some View {
        NavigationStack {
            Toggle("Unread only", isOn: .constant(true))
                .navigationTitle("Filter")
        }
    }
}

struct ArticleView: View {
    var body: some View {
        Text("Pick an article")
            .navigationTitle("Article")
    }
}
