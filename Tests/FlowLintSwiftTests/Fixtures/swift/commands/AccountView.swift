import SwiftUI

enum Command { case modalDismiss, refresh }

/// The app's dispatcher: its stage carries out each command, closing the modal on top for
/// `.modalDismiss`.
final class Commands {
    func execute(_ command: Command) {}
}

struct AccountView: View {
    @State private var scanning = false
    @State private var syncing = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Scan QR code") { scanning = true }
                Button("Sync") { syncing = true }
            }
            .navigationTitle("Link Account")
            .fullScreenCover(isPresented: $scanning) { ScanView() }
            .fullScreenCover(isPresented: $syncing) { SyncView() }
        }
    }
}

/// Its Close hands the dispatcher a command named for closing: a way out.
struct ScanView: View {
    let commands = Commands()

    var body: some View {
        VStack {
            Button("Close") { commands.execute(.modalDismiss) }
            Text("Point the camera at the code")
        }
    }
}

/// Its only button hands the dispatcher a command that closes nothing: no way out.
struct SyncView: View {
    let commands = Commands()

    var body: some View {
        VStack {
            Button("Again") { commands.execute(.refresh) }
            Text("Syncing")
        }
    }
}
