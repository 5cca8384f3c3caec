import SwiftUI

// A restore flow in a sheet: its first page pushes the source's page, which presents the result in
// a second sheet. The result's Close sets back the first sheet's flag, which closes both sheets
// (no finding); the log's Hide sets back a flag no sheet is bound to, so the log has no way out
// but the swipe (a finding).
final class RestoreFlow: ObservableObject {
    @Published var isShowing = false
    @Published var isLogExpanded = true
}

struct BackupSettingsView: View {
    @StateObject private var restore = RestoreFlow()

    var body: some View {
        Button("Restore") { restore.isShowing = true }
            .sheet(isPresented: $restore.isShowing) {
                NavigationStack { RestoreSourcesView().environmentObject(restore) }
            }
    }
}

struct RestoreSourcesView: View {
    @EnvironmentObject var restore: RestoreFlow

    var body: some View {
        List {
            NavigationLink("iCloud") { RestoreSourceView() }
        }
        .navigationTitle("Restore")
        .toolbar { Button("Cancel") { restore.isShowing = false } }
    }
}

struct RestoreSourceView: View {
    @EnvironmentObject var restore: RestoreFlow
    @State private var showsResult = false
    @State private var showsLog = false

    var body: some View {
        VStack {
            Button("Restore now") { showsResult = true }
            Button("Log") { showsLog = true }
        }
        .navigationTitle("iCloud")
        .sheet(isPresented: $showsResult) {
            NavigationStack { RestoreResultView() }
        }
        .sheet(isPresented: $showsLog) {
            NavigationStack { RestoreLogView() }
        }
    }
}

struct RestoreResultView: View {
    @EnvironmentObject var restore: RestoreFlow

    var body: some View {
        VStack {
            Text("Restored 12 notes")
            Button("Close") { restore.isShowing = false }
        }
        .navigationTitle("Restored")
    }
}

struct RestoreLogView: View {
    @EnvironmentObject var restore: RestoreFlow

    var body: some View {
        VStack {
            Text("12 notes read")
            Button("Hide details") { restore.isLogExpanded = false }
        }
        .navigationTitle("Log")
    }
}
