import SwiftUI

// A split view whose sidebar is chosen by an `if` and whose detail is built inline: what each
// column holds is on screen, so the views there are reached.

@main
struct ScheduleApp: App {
    var body: some Scene {
        WindowGroup { ScheduleView() }
    }
}

struct ScheduleView: View {
    @State private var isPending = true

    var body: some View {
        NavigationSplitView {
            NavigationStack {
                if isPending {
                    PendingView(title: "Programme")
                } else {
                    List {
                        NavigationLink("Keynote") { SessionView() }
                    }
                    .navigationTitle("Programme")
                }
            }
        } detail: {
            VStack {
                SpeakerCard()
                Text("Pick a session")
            }
        }
    }
}

struct PendingView: View {
    let title: String
    var body: some View {
        Text("The programme is not out yet.").navigationTitle(title)
    }
}

struct SessionView: View {
    var body: some View {
        Text("Keynote").navigationTitle("Session")
    }
}

struct SpeakerCard: View {
    @State private var showsBio = false
    var body: some View {
        Button("About the speaker") { showsBio = true }
            .sheet(isPresented: $showsBio) { SpeakerBio() }
    }
}

/// Never shown: still found.
struct ArchiveView: View {
    var body: some View {
        Text("Past years").navigationTitle("Archive")
    }
}

struct SpeakerBio: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            Text("Twenty years of Swift.")
                .navigationTitle("Speaker")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}
