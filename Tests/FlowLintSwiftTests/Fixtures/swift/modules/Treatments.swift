import SwiftUI

extension Treatments {
    struct RootView: View {
        @Environment(\.dismiss) private var dismiss
        @State private var adding = false

        var body: some View {
            NavigationStack {
                Button("Add Treatment") { adding = true }
                    .navigationTitle("Treatments")
                    .toolbar { Button("Close") { dismiss() } }
                    .sheet(isPresented: $adding) { AddForm() }
            }
        }
    }

    struct AddForm: View {
        var body: some View {
            NavigationStack {
                Text("Carbs")
                    .navigationTitle("Add Treatment")
            }
        }
    }
}
