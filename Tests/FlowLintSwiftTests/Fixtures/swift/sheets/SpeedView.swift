import SwiftUI

// The same in SwiftUI: a sheet whose content opens at the medium detent, and one whose
// background stays interactive (undimmed): a panel beside the player, no modal. A half-height
// form in a bar of its own needs no title either: the player stays in view above it.
struct PlayerView: View {
    @State private var showsSpeed = false
    @State private var showsQueue = false
    @State private var showsBookmark = false

    var body: some View {
        VStack {
            Button("Speed") { showsSpeed = true }
            Button("Queue") { showsQueue = true }
            Button("Bookmark") { showsBookmark = true }
        }
        .sheet(isPresented: $showsSpeed) {
            SpeedView()
                .presentationDetents([.medium])
        }
        .sheet(isPresented: $showsQueue) {
            QueueView()
                .presentationDetents([.medium, .large])
                .presentationBackgroundInteraction(.enabled)
        }
        .sheet(isPresented: $showsBookmark) {
            BookmarkForm()
                .presentationDetents([.medium])
        }
    }
}

struct SpeedView: View {
    var body: some View {
        Text("1×")
    }
}

struct QueueView: View {
    var body: some View {
        Text("Up next")
    }
}

struct BookmarkForm: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Toggle("Notify me", isOn: .constant(true))
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Add Bookmark") { dismiss() }
                    }
                }
        }
    }
}
