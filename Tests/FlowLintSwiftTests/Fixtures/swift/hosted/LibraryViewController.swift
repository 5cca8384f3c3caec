import SwiftUI
import UIKit

/// A UIKit screen that shows SwiftUI views in hosting controllers.
final class LibraryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Filters", style: .plain, target: self, action: #selector(showFilters))
    }

    // The view is handed a closure that closes it, which its button runs.
    @objc private func showFilters() {
        let filters = UIHostingController(rootView: FiltersView(finished: { [weak self] in self?.dismiss(animated: true) }))
        present(filters, animated: true)
    }

    // The presenter titles the hosting controller and gives it a Done in the bar it wraps it in.
    func showHelp() {
        let help = UIHostingController(rootView: HelpView().environment(\.locale, .current))
        help.title = "Help"
        help.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(closeHelp))
        present(UINavigationController(rootViewController: help), animated: true)
    }

    @objc private func closeHelp() {
        dismiss(animated: true)
    }

    // Nothing closes this one but the swipe.
    func showNote() {
        present(UIHostingController<NoteView>(rootView: NoteView()), animated: true)
    }

    func showAbout() {
        navigationController?.pushViewController(UIHostingController(rootView: AboutView()), animated: true)
    }

    func share() {
        present(UINavigationController(rootViewController: ShareHostingController()), animated: true)
    }

    // A stack whose bar the presenter hides: the history draws a header of its own.
    func showHistory() {
        let stack = UINavigationController(rootViewController: HistoryViewController())
        stack.isNavigationBarHidden = true
        present(stack, animated: true)
    }

    // A half-height picker, its height set by the app's helper; choosing a tag closes it.
    func pickTag() {
        let tags = UIHostingController(rootView: TagPickerView())
        tags.configureHalfSheet()
        present(tags, animated: true)
    }

    func joinNetwork() {
        present(UIHostingController(rootView: JoinNetworkView()), animated: true)
    }

    // What the hosting controller shows is not known here.
    func showMade() {
        present(UIHostingController(rootView: makeBanner()), animated: true)
    }

    private func makeBanner() -> some View { Text("Hi") }
}
