import SwiftUI

// A warning cover whose Continue sets back the binding its presenter lends it: it closes the
// cover, though another view's `if` tests a flag of the same name (no finding).
struct CommunityView: View {
    @State private var showsWarning = true

    var body: some View {
        Text("Posts")
            .fullScreenCover(isPresented: $showsWarning) {
                ContentWarningView(isPresented: $showsWarning)
            }
    }
}

struct ContentWarningView: View {
    @Binding var isPresented: Bool

    var body: some View {
        VStack {
            Text("This community may show sensitive posts.")
            Button("Continue") { isPresented = false }
        }
    }
}

struct BannerView: View {
    @Binding var isPresented: Bool

    var body: some View {
        Group {
            if isPresented {
                Button("Offline: retry") { isPresented = false }
            }
        }
    }
}
