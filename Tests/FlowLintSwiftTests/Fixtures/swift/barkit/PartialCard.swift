import SwiftUI

/// The app's bottom card: it sizes the sheet it is shown in to what it wraps, which is tapped
/// or swiped away as a short sheet is.
struct PartialCard<T: View>: View {
    let content: T
    @State private var height: CGFloat = 300

    init(@ViewBuilder content: () -> T) {
        self.content = content()
    }

    var body: some View {
        content
            .frame(maxWidth: .infinity)
            .presentationDetents([.height(height)])
            .presentationBackgroundInteraction(.enabled)
    }
}

struct TipCard: View {
    var body: some View {
        Text("Send a Tip").font(.title)
    }
}

struct ScannerView: View {
    @State private var tips = false
    var body: some View {
        Button("Tip") { tips = true }
            .sheet(isPresented: $tips) {
                PartialCard { TipCard() }
            }
    }
}
