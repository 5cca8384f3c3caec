import SwiftUI

/// The app's stack wrapper, handed its content under `content:` with other arguments after it.
struct PathStack<Content: View, Data: Hashable>: View {
    @ViewBuilder var content: () -> Content
    var onAppear: () -> Void
    @Binding var path: [Data]

    var body: some View {
        NavigationStack(path: $path) {
            content()
        }
        .onAppear(perform: onAppear)
    }
}

struct CollectibleView: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        PathStack(content: {
            Text("A rare stamp")
                .navigationTitle("Collectible")
                .toolbar(content: {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Close") { presentationMode.wrappedValue.dismiss() }
                    }
                })
        }, onAppear: {}, path: .constant([Int]()))
    }
}

struct CollectionView: View {
    @State private var opened = false
    var body: some View {
        Button("Stamp") { opened = true }
            .sheet(isPresented: $opened) { CollectibleView() }
    }
}

/// A network's name and its password, Cancel and Join: a sign-in prompt, cancelled without
/// asking (iOS's own Other Network sheet does), not a draft.
struct JoinNetworkSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var password = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Network Name", text: $name)
                SecureField("Password", text: $password)
            }
            .navigationTitle("Other Network")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Join") { dismiss() } }
            }
        }
    }
}

struct NetworksView: View {
    @State private var joins = false
    var body: some View {
        Button("Other…") { joins = true }
            .sheet(isPresented: $joins) { JoinNetworkSheet() }
    }
}
