import SwiftUI

// The app's own toolbar content and button views, which set back what their user hands them:
// handed the flag a sheet is bound to, they close the sheet.
struct DismissIconButton: View {
    @Binding var isShown: Bool

    var body: some View {
        Button {
            isShown = false
        } label: {
            Image(systemName: "xmark")
        }
    }
}

struct DismissToolbar: ToolbarContent {
    @Binding var isShown: Bool

    var body: some ToolbarContent {
        ToolbarItem(placement: .navigationBarTrailing) {
            DismissIconButton(isShown: $isShown)
        }
    }
}

struct SortToolbar: ToolbarContent {
    @Binding var ascending: Bool

    var body: some ToolbarContent {
        ToolbarItem(placement: .navigationBarLeading) {
            Button("Newest first") { ascending = false }
        }
    }
}

final class Onboarding: ObservableObject {
    @Published var isShowingSetup = false
}

struct SetupToolbar: ToolbarContent {
    @ObservedObject var onboarding: Onboarding

    var body: some ToolbarContent {
        ToolbarItem(placement: .navigationBarTrailing) {
            Button {
                onboarding.isShowingSetup = false
            } label: {
                Image(systemName: "xmark")
            }
        }
    }
}
