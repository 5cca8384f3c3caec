import SwiftUI
import UIKit

/// A hosting controller of the app's own: a screen whose content is the view it hosts, titled by it.
final class ShareHostingController: UIHostingController<ShareView> {
    init() {
        super.init(rootView: ShareView())
        rootView.onSent = { [weak self] in self?.dismiss(animated: true) }
    }

    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

struct ShareView: View {
    var onSent: () -> Void = {}
    @State private var message = ""

    var body: some View {
        Form {
            TextField("Message", text: $message)
            Button("Send", action: onSent)
        }
        .navigationTitle("Share")
    }
}

/// Its heading is a label of its own, under no bar.
final class HistoryViewController: UIViewController {
    @objc private func closeTapped() {
        dismiss(animated: true)
    }
}
