import SwiftUI

/// A tip sheet made of an error line and a form card that keeps its own stack and Cancel. The
/// card is also pushed on its own from a live stream's stack, where its `dismiss()` pops it;
/// inside the sheet, the same `dismiss()` closes the sheet, so the sheet has a way out.
struct ProfileView: View {
    @State private var showsTip = false

    var body: some View {
        Button("Tip") { showsTip = true }
            .sheet(isPresented: $showsTip) {
                TipSheet()
            }
    }
}

struct TipSheet: View {
    @State private var errorMessage: String? = nil

    var body: some View {
        VStack {
            if let errorMessage {
                Text(errorMessage).foregroundColor(.red)
            }
            TipForm()
        }
    }
}

struct TipForm: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack {
                Button("Send") { dismiss() }
            }
            .navigationTitle("Send a tip")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", systemImage: "xmark") { dismiss() }
                }
            }
        }
    }
}

struct StreamView: View {
    @State private var showsTipForm = false

    var body: some View {
        NavigationStack {
            Button("Tip the host") { showsTipForm = true }
                .navigationTitle("Live")
                .navigationDestination(isPresented: $showsTipForm) {
                    TipForm()
                }
        }
    }
}

/// A sheet holding nothing that closes it is still reported.
struct NoticeSheet: View {
    var body: some View {
        VStack {
            Text("Maintenance tonight")
        }
    }
}

struct NoticeHost: View {
    @State private var showsNotice = false

    var body: some View {
        Button("Notice") { showsNotice = true }
            .sheet(isPresented: $showsNotice) { NoticeSheet() }
    }
}
