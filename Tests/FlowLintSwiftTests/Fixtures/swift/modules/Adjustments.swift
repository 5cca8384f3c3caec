import SwiftUI

extension Adjustments {
    struct RootView: View {
        @Environment(\.dismiss) private var dismiss
        @State private var adding = false

        var body: some View {
            NavigationStack {
                Button("Add Override") { adding = true }
                    .navigationTitle("Adjustments")
                    .toolbar { Button("Done") { dismiss() } }
                    .sheet(isPresented: $adding) { AddForm() }
            }
        }
    }

    struct AddForm: View {
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            NavigationStack {
                Text("Override")
                    .navigationTitle("Add Override")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    }
            }
        }
    }
}
