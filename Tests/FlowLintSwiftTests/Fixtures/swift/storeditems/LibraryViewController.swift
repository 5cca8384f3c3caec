import UIKit

// The library presents a reader, a glossary and the settings. The reader keeps its Done in a
// property its setup method fills before installing it (no finding); the glossary's stored item
// only shares (a finding: nothing closes the full-screen glossary). The settings are a split view
// controller of the app's, whose columns its initialiser sets: a container filled in code.
final class LibraryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Read", style: .plain, target: self, action: #selector(openReader)),
            UIBarButtonItem(title: "Glossary", style: .plain, target: self, action: #selector(openGlossary)),
            UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(openSettings)),
        ]
    }

    @objc private func openReader() {
        let stack = UINavigationController(rootViewController: ReaderViewController())
        stack.modalPresentationStyle = .fullScreen
        present(stack, animated: true)
    }

    @objc private func openGlossary() {
        let stack = UINavigationController(rootViewController: GlossaryViewController())
        stack.modalPresentationStyle = .fullScreen
        present(stack, animated: true)
    }

    @objc private func openSettings() {
        let settings = LibrarySettingsViewController()
        settings.modalPresentationStyle = .fullScreen
        present(settings, animated: true)
    }
}

final class ReaderViewController: UIViewController {
    private var doneItem: UIBarButtonItem!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chapter 1"
        installItems()
    }

    private func installItems() {
        doneItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
        navigationItem.rightBarButtonItem = doneItem
    }
}

final class GlossaryViewController: UIViewController {
    private var shareItem: UIBarButtonItem!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Glossary"
        shareItem = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share))
        navigationItem.rightBarButtonItem = shareItem
    }

    @objc private func share() {}
}

final class LibrarySettingsViewController: UISplitViewController {
    init() {
        super.init(style: .doubleColumn)
        setViewController(UINavigationController(rootViewController: SettingsListViewController()), for: .primary)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class SettingsListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }
}
