import UIKit

/// Presents its destination inside a navigation controller of its own, with a close button: the
/// storyboard says `show` for some of its segues, but UIKit runs this `perform()` instead.
final class SheetNavigationSegue: UIStoryboardSegue {
    override func perform() {
        destination.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: destination,
                                                                       action: #selector(UIViewController.closeSheet))
        let stack = UINavigationController(rootViewController: destination)
        stack.modalPresentationStyle = .formSheet
        source.present(stack, animated: true)
    }
}

extension UIViewController {
    @objc func closeSheet() {
        dismiss(animated: true)
    }
}

final class DashboardViewController: UIViewController {}

final class RegionsViewController: UITableViewController {}

final class SettingsViewController: UITableViewController {}

final class GeneralSettingsViewController: UITableViewController {}
