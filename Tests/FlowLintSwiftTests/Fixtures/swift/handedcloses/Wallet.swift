import SwiftUI
import WalletKit

// Sheets closed by the app's chrome handed a trailing closure (a toolbar modifier's `onClose`, a
// stack wrapper's `closeAction`), and by a package's close button handed its action; the
// receipt's toolbar gets a title only, so only the swipe closes it (a finding).
struct WalletView: View {
    @State private var choosingRecipient = false
    @State private var addingAssets = false
    @State private var searching = false
    @State private var showsReceipt = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Send") { choosingRecipient = true }
                Button("Add assets") { addingAssets = true }
                Button("Search") { searching = true }
                Button("Receipt") { showsReceipt = true }
            }
            .navigationTitle("Wallet")
        }
        .sheet(isPresented: $choosingRecipient) { RecipientView(isPresented: $choosingRecipient) }
        .sheet(isPresented: $addingAssets) {
            AssetsView().inClosableStack { addingAssets = false }
        }
        .sheet(isPresented: $searching) {
            NavigationStack { SearchView() }
        }
        .sheet(isPresented: $showsReceipt) {
            NavigationStack { ReceiptView() }
        }
    }
}

struct RecipientView: View {
    @Binding var isPresented: Bool

    var body: some View {
        NavigationStack {
            List { Text("Ada") }
                .sheetToolbar(title: "Recipient") { isPresented = false }
        }
    }
}

struct AssetsView: View {
    var body: some View {
        List { Text("Coins") }.navigationTitle("Add Assets")
    }
}

struct SearchView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var query = ""

    var body: some View {
        List { Text(query) }
            .searchable(text: $query)
            .navigationTitle("Search")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { CloseButton(style: .text) { dismiss() } }
            }
    }
}

struct ReceiptView: View {
    var body: some View {
        List { Text("Sent 3 coins") }
            .sheetToolbar(title: "Receipt")
    }
}
