import SwiftUI

/// Group 2: a file's private view is the one its presentations show; another file's private view
/// of the same name is another screen (`ImportView.swift`).
struct ServersView: View {
    @State private var creating = false

    var body: some View {
        List { Text("Servers") }
            .toolbar { Button("Add") { creating = true } }
            .sheet(isPresented: $creating) { CreateView() }
    }
}

private struct CreateView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form { TextField("Host", text: .constant("")) }
                .navigationTitle("New Server")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") { dismiss() }
                    }
                }
        }
    }
}
