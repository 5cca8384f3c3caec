import SwiftUI

// The app draws some of its own chrome: a bar its modifier is handed a title and a way to close,
// a wizard stack sized as a card, and headings in the content in place of bar titles.

extension View {
    /// The app's own bar, handed a title to show and what its close control runs.
    func appBar(title: Text, onDismiss: @escaping () -> Void = {}) -> some View {
        VStack(spacing: 0) {
            HStack {
                title.bold()
                Spacer()
                Button(action: onDismiss) { Image(systemName: "xmark") }
            }
            self
        }
        .navigationBarHidden(true)
    }
}

/// A navigation stack for wizards, opening at a fixed height over the dimmed screen.
struct WizardStack<Root>: View where Root: View {
    private let root: () -> Root

    init(@ViewBuilder root: @escaping () -> Root) {
        self.root = root
    }

    var body: some View {
        NavigationStack(root: root)
            .presentationDetents([.height(480)])
    }
}

/// A heading drawn by a view of the app's own.
struct StepTitle: View {
    let text: LocalizedStringKey

    var body: some View {
        Text(text)
            .font(.system(size: 28, weight: .bold))
    }
}
