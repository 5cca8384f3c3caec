import SwiftUI

struct Note: Identifiable {
    let id: Int
}

struct SaveError: LocalizedError {}

/// Dialogs bound to an item, presenting a value, or showing an error: each has a way out.
struct NotesListView: View {
    @State private var notes: [Note] = []
    @State private var deleting: Note?
    @State private var archiving = false
    @State private var archived: Note?
    @State private var failed = false
    @State private var failure: SaveError?
    @State private var clearing = false

    var body: some View {
        List(notes) { note in
            Text("Note")
                .swipeActions {
                    Button("Delete") { deleting = note }
                    Button("Archive") { archiving = true }
                }
        }
        .toolbar { Button("Clear All") { clearing = true } }
        // The older `Alert`, bound to the note to delete.
        .alert(item: $deleting) { note in
            Alert(title: Text("Delete this note?"),
                  primaryButton: .destructive(Text("Delete")) { remove(note) },
                  secondaryButton: .cancel())
        }
        // Presenting a value: SwiftUI adds the Cancel a confirmation dialog lacks.
        .confirmationDialog("Archive this note?", isPresented: $archiving, presenting: archived) { note in
            Button("Archive", role: .destructive) { remove(note) }
        }
        // An error: with no button, SwiftUI shows OK.
        .alert(isPresented: $failed, error: failure) {}
        // A destructive action alone: SwiftUI adds the Cancel it lacks (iOS 15 and later).
        .alert("Delete every note?", isPresented: $clearing) {
            Button("Delete All", role: .destructive) { notes.removeAll() }
        }
    }

    private func remove(_ note: Note) {}

    private func save() { failed = failure != nil }
}
