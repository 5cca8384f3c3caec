import SwiftUI

/// Settings as most users get it: on iOS 16 and later the devices are listed inline; the push
/// to a page of their own exists only for older systems, and is not counted as a step.
struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack {
                List {
                    NavigationLink("Network") { NetworkView() }
                    DevicesList()
                }
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
                }
            }
        } else {
            NavigationView {
                List {
                    NavigationLink("Network") { NetworkView() }
                    NavigationLink("Devices") { LegacyDevicesView() }
                }
                .navigationTitle("Settings")
            }
        }
    }
}

struct NetworkView: View {
    var body: some View {
        List {
            if #unavailable(iOS 16) {
                NavigationLink("Ports") { LegacyPortsView() }
            } else {
                NavigationLink("Ports") { PortsView() }
            }
        }
        .navigationTitle("Network")
    }
}

struct DevicesList: View {
    var body: some View { Text("Devices") }
}

struct LegacyDevicesView: View {
    var body: some View { Text("Devices").navigationTitle("Devices") }
}

struct PortsView: View {
    var body: some View { Text("Ports").navigationTitle("Ports") }
}

struct LegacyPortsView: View {
    var body: some View { Text("Ports").navigationTitle("Ports") }
}

struct HomeView: View {
    @State private var showingSettings = false

    var body: some View {
        NavigationStack {
            Button("Settings") { showingSettings = true }
                .navigationTitle("Home")
                .sheet(isPresented: $showingSettings) { SettingsView() }
        }
    }
}
