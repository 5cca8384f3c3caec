import SwiftUI

final class EstimateRunner: ObservableObject {
    enum State: Equatable { case idle, running, done }
    @Published var state = State.idle
    func start() { state = .running }
    func reset() { state = .idle }
}

/// Closes itself once the estimate it starts is done. The Cancel on its progress card stops the
/// run and leaves the form open: no way out, and no content thrown away.
struct EstimateForm: View {
    @Environment(\.dismiss) private var dismiss
    @StateObject private var runner = EstimateRunner()
    @State private var siteName = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Site Name", text: $siteName)
                Button("Estimate") { runner.start() }
            }
            .navigationTitle("Estimate Coverage")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
            .overlay {
                if runner.state == .running {
                    VStack {
                        ProgressView()
                        Button("Cancel") { runner.reset() }
                    }
                }
            }
            .onChange(of: runner.state) { _, state in
                if state == .done { dismiss() }
            }
        }
    }
}

struct SiteMapView: View {
    @State private var estimates = false
    var body: some View {
        Button("Estimate") { estimates = true }
            .sheet(isPresented: $estimates) { EstimateForm() }
    }
}
