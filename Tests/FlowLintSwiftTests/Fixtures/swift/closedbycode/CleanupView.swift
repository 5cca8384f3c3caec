import SwiftUI

/// A sheet that tidies the library as it appears and closes itself once done: its `.task` runs a
/// function of its own that dismisses after the work. Nothing to tap, and none needed.
struct LibraryView: View {
    @State private var tidying = false

    var body: some View {
        List {
            Button("Tidy up") { tidying = true }
        }
        .sheet(isPresented: $tidying) { CleanupView() }
    }
}

struct CleanupView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ProgressView("Tidying up…")
            .task {
                await tidy()
            }
    }

    private func tidy() async {
        do {
            try await Library.shared.compact()
            dismiss()
        } catch {
            print(error)
        }
    }
}

final class Library {
    static let shared = Library()
    func compact() async throws {}
}
