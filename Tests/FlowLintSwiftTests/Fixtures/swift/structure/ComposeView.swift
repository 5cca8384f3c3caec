import SwiftUI

/// Group 6: a picture embedded in many views is part of each, not a step of a modal; content
/// under `.allowsHitTesting(false)` leads nowhere; a paged `TabView` is a pager, not tabs.
struct HomeView: View {
    @State private var composing = false

    var body: some View {
        NavigationStack {
            VStack {
                CoverImage()
                MessageCard()
            }
            .toolbar { Button("New") { composing = true } }
            .sheet(isPresented: $composing) { ComposeView() }
        }
    }
}

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack {
                CoverImage()
                NavigationLink("Preview") { PreviewView() }
            }
            .navigationTitle("Compose")
            .interactiveDismissDisabled()
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}

struct PreviewView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TabView {
                CoverImage()
                Text("Second photo")
            }
            .tabViewStyle(.page)
            MessageCard()
                .allowsHitTesting(false)
            NavigationLink("Original") { MessageView() }
                .disabled(true)
        }
        .navigationTitle("Preview")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Post") { dismiss() }
            }
        }
    }
}

struct MessageCard: View {
    var body: some View {
        NavigationLink("Open") { MessageView() }
    }
}

struct MessageView: View {
    var body: some View {
        Text("Message").navigationTitle("Message")
    }
}

struct CoverImage: View {
    var body: some View {
        Image(systemName: "photo")
    }
}
