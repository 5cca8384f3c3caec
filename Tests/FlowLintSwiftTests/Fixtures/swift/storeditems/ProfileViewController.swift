import UIKit

// The profile sheet shows an Edit item; the Cancel and Save it keeps in properties show only in
// edit mode, installed by the function the Edit item runs, and the Cancel ends editing. So the
// sheet has no button that closes it, only the swipe (a finding).
final class AccountViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Profile", style: .plain, target: self, action: #selector(openProfile))
    }

    @objc private func openProfile() {
        present(UINavigationController(rootViewController: ProfileViewController()), animated: true)
    }
}

final class ProfileViewController: UITableViewController {
    private var editItem: UIBarButtonItem?
    private var cancelItem: UIBarButtonItem?
    private var saveItem: UIBarButtonItem?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        editItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(beginEditing))
        cancelItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(endEditing))
        saveItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
        navigationItem.rightBarButtonItem = editItem
    }

    @objc private func beginEditing() {
        navigationItem.leftBarButtonItem = cancelItem
        navigationItem.rightBarButtonItem = saveItem
    }

    @objc private func endEditing() {
        navigationItem.leftBarButtonItem = nil
        navigationItem.rightBarButtonItem = editItem
    }

    @objc private func save() {
        endEditing()
    }
}
