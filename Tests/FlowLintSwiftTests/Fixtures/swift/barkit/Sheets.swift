import SwiftUI

// The app's own bar kit: a close element of an enum, a toolbar item behind a modifier, an
// action held in a local constant. Each is a way out of the sheet it is in.

enum BarElement {
    case back, close

    func button(action: @escaping () -> Void) -> some View {
        Button(action: action) { Image(systemName: self == .close ? "xmark" : "chevron.left") }
    }
}

/// The app's bottom sheet: a header whose close element dismisses, above what it is handed.
struct BottomCard<Content: View>: View {
    @Environment(\.presentationMode) private var presentationMode
    var title: String = ""
    @ViewBuilder var content: () -> Content

    var body: some View {
        VStack {
            HStack {
                Text(title)
                BarElement.close.button { presentationMode.wrappedValue.dismiss() }
            }
            content()
        }
    }
}

struct JoinInfoDialog: View {
    var body: some View {
        BottomCard(title: "Join") {
            Text("Pick a name others can find you by.")
        }
    }
}

struct DismissItem: ToolbarContent {
    @Environment(\.dismiss) private var dismiss
    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) {
            Button("", systemImage: "xmark", action: { dismiss() })
        }
    }
}

struct DismissItemModifier: ViewModifier {
    func body(content: Content) -> some View {
        content.toolbar { DismissItem() }
    }
}

extension View {
    func dismissItem() -> some View { modifier(DismissItemModifier()) }
}

struct PortfolioScene: View {
    var body: some View {
        NavigationStack {
            List { Text("Positions") }
                .navigationTitle("Portfolio")
                .dismissItem()
        }
    }
}

struct MessageDetail: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            Text("Body")
                .navigationTitle("Message")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        let backAction: () -> Void = { dismiss() }
                        Button(action: backAction) { Image(systemName: "chevron.backward") }
                    }
                }
        }
    }
}

struct Home: View {
    @State private var joins = false
    @State private var portfolio = false
    @State private var message = false
    @State private var steps = false
    @State private var notice = false
    var body: some View {
        VStack {
            Button("Join") { joins = true }
            Button("Portfolio") { portfolio = true }
            Button("Message") { message = true }
            Button("Deposit") { steps = true }
            Button("Notice") { notice = true }
        }
        .sheet(isPresented: $joins) { JoinInfoDialog() }
        .sheet(isPresented: $portfolio) { PortfolioScene() }
        .sheet(isPresented: $message) { MessageDetail() }
        .sheet(isPresented: $steps) { DepositSheet() }
        .sheet(isPresented: $notice) { NoticeCard() }
    }
}

/// Closes only with a swipe: still found.
struct NoticeCard: View {
    var body: some View {
        Text("Deposits take a day to arrive.").font(.title)
    }
}
