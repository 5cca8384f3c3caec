import SwiftUI

/// Sheets closed through what the presenter lends them: a `@Binding` flag the view lowers, a
/// closure named for closing, and a function of the presenter's that sets the flag back, which a
/// button runs. `BadgeView` has none and is reported.
struct ProfileView: View {
    @State private var editing = false
    @State private var sharing = false
    @State private var badge = false
    @State private var syncing = false
    @StateObject private var connection = ConnectionMonitor()

    var body: some View {
        List {
            Button("Edit") { editing = true }
            Button("Share") { sharing = true }
            Button("Badge") { badge = true }
            Button("Sync") { syncing = true }
        }
        .sheet(isPresented: $editing) { EditProfileView(isPresented: $editing) }
        .fullScreenCover(isPresented: $sharing) { ShareView(onDone: { sharing = false }) }
        .fullScreenCover(isPresented: $badge) { BadgeView() }
        .fullScreenCover(isPresented: $syncing) { EnableSyncView(completion: finishSyncing) }
        .fullScreenCover(isPresented: $connection.isOffline) { OfflineView() }
        .fullScreenCover(isPresented: $connection.isSyncing) { SyncStatusView() }
    }

    private func finishSyncing() {
        syncing = false
    }
}

final class ConnectionMonitor: ObservableObject {
    @Published var isOffline = false
    @Published var isSyncing = false
}

/// A cover a model's state shows, with nothing to tap: the model closes it when the state
/// changes, as a progress screen's work does.
struct OfflineView: View {
    var body: some View {
        Text("No connection")
    }
}

/// The same, but with a button that does something else: it is no state screen, and it has no
/// way out.
struct SyncStatusView: View {
    @State private var showsLog = false

    var body: some View {
        Button("Show Log") { showsLog.toggle() }
    }
}

/// Its one button runs what its presenter hands it: a function of the presenter's that sets the
/// cover's flag back. Assumed to dismiss.
struct EnableSyncView: View {
    let completion: () -> Void

    var body: some View {
        Button("Enable", action: completion)
    }
}

struct EditProfileView: View {
    @Binding var isPresented: Bool
    @State private var name = ""

    var body: some View {
        NavigationStack {
            Form { Text("Name") }
                .navigationTitle("Edit Profile")
                .toolbar {
                    Button {
                        isPresented = false
                    } label: {
                        Image(systemName: "xmark")
                    }
                }
        }
    }
}

struct ShareView: View {
    let onDone: () -> Void

    var body: some View {
        NavigationStack {
            Text("Nearby")
                .navigationTitle("Share")
                .toolbar {
                    Button("Done", action: onDone)
                }
        }
    }
}

struct BadgeView: View {
    var body: some View {
        NavigationStack {
            Text("Gold")
                .navigationTitle("Badge")
        }
    }
}

/// An app's own close button, handed the action: read as a `Button` is.
struct RequestsView: View {
    @Environment(\.presentationMode) private var presentation

    var body: some View {
        NavigationView {
            VStack {
                CloseButton(action: { presentation.wrappedValue.dismiss() }, label: "Close")
                Text("Requests")
            }
            .navigationTitle("Requests")
        }
    }
}

struct CloseButton: View {
    let action: () -> Void
    let label: String

    var body: some View {
        Button(action: { action() }, label: { Image(systemName: "xmark") })
    }
}

struct InboxView: View {
    @State private var requests = false

    var body: some View {
        Button("Requests") { requests = true }
            .fullScreenCover(isPresented: $requests) { RequestsView() }
    }
}
