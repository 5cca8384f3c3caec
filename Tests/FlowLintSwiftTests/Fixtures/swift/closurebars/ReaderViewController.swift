import UIKit

// The reader hands each screen it presents a bar button item made with the app's closure
// initialiser: the preferences' item closes them (no finding); the feed's only reloads, so the
// feed has no way out but the swipe (a finding).
final class ReaderViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reader"
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Preferences", style: .plain, target: self, action: #selector(openPreferences))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Feeds", style: .plain, target: self, action: #selector(openFeeds))
    }

    @objc private func openPreferences() {
        let preferences = PreferencesViewController()
        let stack = UINavigationController(rootViewController: preferences)
        preferences.navigationItem.rightBarButtonItem = UIBarButtonItem(title: Words.finished, style: .done, onTap: { _ in
            stack.dismiss(animated: true)
        })
        present(stack, animated: true)
    }

    @objc private func openFeeds() {
        let feeds = FeedsViewController()
        let stack = UINavigationController(rootViewController: feeds)
        feeds.navigationItem.rightBarButtonItem = UIBarButtonItem(title: Words.refresh, style: .plain) { _ in
            feeds.reload()
        }
        present(stack, animated: true)
    }
}

final class PreferencesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Preferences"
    }
}

final class FeedsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feeds"
    }

    func reload() {
        tableView.reloadData()
    }
}
