import SwiftUI

/// Cards titled in their content, not in a bar: by the app's text style named for a heading, by a
/// name in bold at the top, and by a first line in the headline style (whatever it says). A bold word or a headline
/// further down titles nothing, and neither does a headline that labels a part under a picture. (Each is in a stack,
/// whose bar shows no title, and has no Close: only the swipe closes them.)
struct CardsView: View {
    @State private var showsAccount = false
    @State private var showsPerson = false
    @State private var showsReceipt = false
    @State private var showsRecovery = false
    @State private var showsTask = false
    @State private var showsNote = false
    @State private var showsNews = false
    @State private var showsAccountType = false
    @State private var showsCaption = false

    var body: some View {
        List {
            Button("Account") { showsAccount = true }
            Button("Person") { showsPerson = true }
            Button("Recovery") { showsRecovery = true }
            Button("Receipt") { showsReceipt = true }
            Button("Task") { showsTask = true }
            Button("Note") { showsNote = true }
            Button("News") { showsNews = true }
            Button("Account type") { showsAccountType = true }
            Button("Caption") { showsCaption = true }
        }
        .sheet(isPresented: $showsAccount) { NavigationStack { NewAccountCard() } }
        .sheet(isPresented: $showsPerson) { NavigationStack { PersonCard() } }
        .sheet(isPresented: $showsReceipt) { NavigationStack { ReceiptCard() } }
        .sheet(isPresented: $showsRecovery) { NavigationStack { RecoveryCard() } }
        .sheet(isPresented: $showsTask) { NavigationStack { TaskCard() } }
        .sheet(isPresented: $showsNote) { NavigationStack { NoteCard() } }
        .sheet(isPresented: $showsNews) { NavigationStack { NewsCard() } }
        .sheet(isPresented: $showsAccountType) { NavigationStack { AccountTypeCard() } }
        .sheet(isPresented: $showsCaption) { NavigationStack { CaptionCard() } }
    }
}

struct NewAccountCard: View {
    var body: some View {
        VStack {
            Text("Create an account")
                .textStyle(.header1)
            Text("It takes a minute.")
        }
    }
}

struct PersonCard: View {
    var body: some View {
        VStack {
            Text("Ada Lovelace")
                .fontWeight(.bold)
            Text("Mathematician")
        }
    }
}

struct ReceiptCard: View {
    var body: some View {
        VStack {
            Text("Paid on Monday")
            Text("Total")
                .bold()
        }
    }
}

/// Headed by a text in the app's title style, a modifier of its own named for one.
struct RecoveryCard: View {
    var body: some View {
        VStack {
            Image(systemName: "key")
            Text("Request recovery")
                .titleText()
            Text("We will email you a link.")
        }
    }
}

struct TaskCard: View {
    var body: some View {
        VStack {
            Text("Add a task to Inbox")
                .font(.headline)
            Text("Due tomorrow")
        }
    }
}

struct NoteCard: View {
    var body: some View {
        VStack {
            Text("Saved a minute ago")
            Text("Tags")
                .font(.headline)
        }
    }
}

struct NewsCard: View {
    var body: some View {
        VStack {
            Image(systemName: "sparkles")
            FeatureRow(name: "Sync", detail: "Your lists on every device")
        }
    }
}

struct FeatureRow: View {
    let name: String
    let detail: String

    var body: some View {
        VStack {
            Text(name)
                .font(.headline)
            Text(detail)
        }
    }
}

/// Headed by its first line: what the line says does not tone it down.
struct AccountTypeCard: View {
    var body: some View {
        VStack {
            Text("Use a secondary account")
                .font(.headline)
            Text("Switch any time.")
        }
    }
}

/// A first line drawn in a quieter colour labels what follows; it titles nothing.
struct CaptionCard: View {
    var body: some View {
        VStack {
            Text("Last synced")
                .font(.headline)
                .foregroundStyle(.secondary)
            Text("A minute ago")
        }
    }
}
