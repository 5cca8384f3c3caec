import SwiftUI

// The watch app's target, in a folder named for it: watchOS presents its own way, and its
// `NoteView` is not the phone's.
struct WatchRootView: View {
    @State private var showsNote = false

    var body: some View {
        Button("Note") { showsNote = true }
            .fullScreenCover(isPresented: $showsNote) { NoteView() }
    }
}
