import SwiftUI

/// Three sheets closed the ways a wallet's screens close: a presenter's Cancel that sets back the
/// value a made-in-place binding reads, a `ViewModifier` whose toolbar group holds a cancel, and
/// the older `presentationMode` held through `@Binding`, called without `wrappedValue`.
struct WalletView: View {
    @State private var exported: String?
    @State private var backingUp = false
    @State private var showingKeys = false

    var body: some View {
        List {
            Button("Export") { exported = "main" }
            Button("Back Up") { backingUp = true }
            Button("Keys") { showingKeys = true }
        }
        .sheet(isPresented: Binding(get: { exported != nil }, set: { if !$0 { exported = nil } })) {
            NavigationView {
                PrivateKeyView()
                    .toolbar {
                        ToolbarItem(placement: .navigationBarLeading) {
                            Button(action: { exported = nil }) { Text("Cancel") }
                        }
                    }
            }
        }
        .sheet(isPresented: $backingUp) { NavigationView { BackupView() } }
        .sheet(isPresented: $showingKeys) { NavigationView { KeysView() } }
    }
}

struct PrivateKeyView: View {
    var body: some View {
        Text("Key").navigationTitle("Private Key")
    }
}

struct BackupView: View {
    var body: some View {
        Text("Words")
            .navigationTitle("Back Up")
            .modifier(CancelModifier(isShowingCancel: true))
    }

    struct CancelModifier: ViewModifier {
        var isShowingCancel: Bool
        @Environment(\.presentationMode) @Binding private var presentationMode

        func body(content: Content) -> some View {
            if isShowingCancel {
                content.toolbar {
                    ToolbarItemGroup(placement: .cancellationAction) {
                        Button(action: { presentationMode.dismiss() }) { Text("Cancel") }
                    }
                }
            } else {
                content
            }
        }
    }
}

struct KeysView: View {
    @Environment(\.presentationMode) @Binding private var presentationMode

    var body: some View {
        Text("Keys")
            .navigationTitle("Keys")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { presentationMode.dismiss() }
                }
            }
    }
}
