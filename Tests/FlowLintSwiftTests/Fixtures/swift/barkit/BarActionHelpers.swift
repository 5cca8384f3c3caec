import UIKit

extension UIViewController {
    /// The app's one way of putting a text button at the leading end of the bar: each screen
    /// hands it the words and the function to run.
    func setLeadingBarAction(title: String?, selector: Selector?, target: Any) {
        let item = UIBarButtonItem(title: title, style: .plain, target: target, action: selector)
        navigationItem.setLeftBarButton(item, animated: false)
    }
}

final class CheckInViewController: UIViewController {
    func chooseEvent() {
        present(UINavigationController(rootViewController: EventPickerViewController()), animated: true)
    }

    func chooseLanguage() {
        present(UINavigationController(rootViewController: LanguagePickerViewController()), animated: true)
    }
}

/// Its Dismiss comes from the helper, with the function that closes it.
final class EventPickerViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Events"
        setLeadingBarAction(title: "Dismiss", selector: #selector(hide), target: self)
    }

    @objc private func hide() {
        dismiss(animated: true)
    }
}

/// The helper's button here opens help: it is no way out.
final class LanguagePickerViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Language"
        setLeadingBarAction(title: "Help", selector: #selector(showHelp), target: self)
    }

    @objc private func showHelp() {}
}
