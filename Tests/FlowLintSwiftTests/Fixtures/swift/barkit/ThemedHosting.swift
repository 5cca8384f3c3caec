import SwiftUI
import UIKit

/// The app's hosting controllers: a themed one, and a generic one of every screen's on top.
class ThemedHostingController<Content: View>: UIHostingController<Content> {}

final class AppHostingController<Content: View>: ThemedHostingController<Content> {}

final class ProfileMenuViewController: UIViewController {
    /// What the hosting controller shows is the caller's view, with its own close.
    func showAbout() {
        present(AppHostingController(rootView: AboutView(close: { [weak self] in self?.dismiss(animated: true) })), animated: true)
    }
}

struct AboutView: View {
    let close: () -> Void

    var body: some View {
        Button("Close", action: close)
    }
}
