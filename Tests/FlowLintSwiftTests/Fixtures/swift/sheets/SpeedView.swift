import SwiftUI

// The same in SwiftUI: a sheet whose content opens at the medium detent, and one whose
// background stays interactive (undimmed): a panel beside the player, no modal. A form that
// stays at half height needs no title (the player stays in view above it); one that can be
// pulled up to full height does.
struct PlayerView: View {
    @State private var showsSpeed = false
    @State private var showsQueue = false
    @State private var showsBookmark = false
    @State private var showsNote = false

    var body: some View {
        VStack {
            Button("Speed") { showsSpeed = true }
            Button("Queue") { showsQueue = true }
            Button("Bookmark") { showsBookmark = true }
            Button("Note") { showsNote = true }
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
        .sheet(isPresented: $showsNote) {
            NoteForm()
                .presentationDetents([.medium, .large])
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

struct NoteForm: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Toggle("Pinned", isOn: .constant(true))
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") { dismiss() }
                    }
                }
        }
    }
}
