import SwiftUI

/// A scratch copy of the home screen that only Xcode's canvas makes: the editor it presents,
/// whose Cancel loses a draft, is never presented in the app, so nothing is reported of it.
struct HomeViewScratch: View {
    @State private var adding = false

    var body: some View {
        NavigationStack {
            Text("Recent spending")
                .navigationTitle("Home")
                .toolbar { Button("Add") { adding = true } }
                .sheet(isPresented: $adding) { ScratchEditor() }
        }
    }
}

struct ScratchEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var notes = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $notes)
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    ToolbarItem(placement: .confirmationAction) { Button("Save") { dismiss() } }
                }
        }
    }
}

#Preview {
    HomeViewScratch()
}

struct ScratchEditor_Previews: PreviewProvider {
    static var previews: some View { ScratchEditor() }
}

/// A view another module may make: kept, though only a preview here makes it. The cover it
/// presents has no way out.
public struct SharedBanner: View {
    @State private var showsInfo = false

    public var body: some View {
        Button("Info") { showsInfo = true }
            .fullScreenCover(isPresented: $showsInfo) { BannerDetails() }
    }
}

struct BannerDetails: View {
    var body: some View {
        Text("About this banner")
    }
}

#Preview {
    SharedBanner()
}
