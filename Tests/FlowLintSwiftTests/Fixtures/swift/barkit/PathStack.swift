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
