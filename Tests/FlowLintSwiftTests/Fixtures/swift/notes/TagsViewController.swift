import UIKit

// The tags a note is filed under, typed in a sheet whose Cancel and swipe both drop them: the
// advice names UIKit's way to ask.
// flowlint: userContent
final class TagsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tags"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    @objc private func cancel() {
        dismiss(animated: true)
    }
}

extension LibraryViewController {
    func editTags() {
        let navigation = UINavigationController(rootViewController: TagsViewController())
        navigation.modalTransitionStyle = .crossDissolve
        present(navigation, animated: true)
    }
}
