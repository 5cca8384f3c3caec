import SwiftUI

// A model the presenter lends holds the flag a cover is bound to; a part of the presented view
// lowers it. A bottom sheet of the app's design system closes with its own xmark button.

@Observable
final class ReleaseNotesModel {
    var showsReleaseNotes = false
}

struct ReleaseNotesBare: View {
    @Binding var model: ReleaseNotesModel

    var body: some View {
        ScrollView {
            Text("Version 3.0")
        }
        .navigationTitle("Release Notes")
        .safeAreaInset(edge: .bottom) {
            Button {
                model.showsReleaseNotes = false
            } label: {
                Text("OK")
            }
        }
    }
}

struct ReleaseNotesCover: View {
    @Binding var model: ReleaseNotesModel

    var body: some View {
        ReleaseNotesBare(model: $model)
    }
}

enum BottomSheetState {
    case open
    case closed
}

struct BottomSheet: View {
    @Binding var state: BottomSheetState

    var body: some View {
        VStack {
            HStack {
                Text("Allow notifications?")
                    .font(.title2.bold())
                Button {
                    state = .closed
                } label: {
                    Image(systemName: "xmark.circle.fill")
                        .resizable()
                }
            }
            Text("You can change this later in Settings.")
        }
    }
}

struct AboutView: View {
    @State private var model = ReleaseNotesModel()
    @State private var sheetState = BottomSheetState.closed
    @State private var asksForNotifications = false

    var body: some View {
        List {
            Button("Release Notes") { model.showsReleaseNotes = true }
            Button("Notifications") { asksForNotifications = true }
        }
        .navigationTitle("About")
        .fullScreenCover(isPresented: $model.showsReleaseNotes) {
            ReleaseNotesCover(model: $model)
        }
        .fullScreenCover(isPresented: $asksForNotifications) {
            BottomSheet(state: $sheetState)
        }
    }
}
