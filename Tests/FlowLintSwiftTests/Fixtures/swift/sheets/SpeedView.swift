import SwiftUI

// The same in SwiftUI: a sheet whose content opens at the medium detent, and one whose
// background stays interactive (undimmed): a panel beside the player, no modal.
struct PlayerView: View {
    @State private var showsSpeed = false
    @State private var showsQueue = false

    var body: some View {
        VStack {
            Button("Speed") { showsSpeed = true }
            Button("Queue") { showsQueue = true }
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
