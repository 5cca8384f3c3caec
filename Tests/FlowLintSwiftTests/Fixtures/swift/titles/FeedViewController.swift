import UIKit

/// Titles written the other ways apps write them: a view in the title's place, and a title label
/// a library adds to the navigation item. Only `UntitledViewController` has none.
final class FeedViewController: UIViewController {
    func compose() {
        present(UINavigationController(rootViewController: NewPostViewController()), animated: true)
    }

    func search() {
        present(UINavigationController(rootViewController: SearchViewController()), animated: true)
    }

    func untitled() {
        present(UINavigationController(rootViewController: UntitledViewController()), animated: true)
    }
}

final class NewPostViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.titleView = UILabel()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    @objc func cancel() {
        dismiss(animated: true)
    }
}

final class SearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.titleLabel.text = "Search"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
    }

    @objc func close() {
        dismiss(animated: true)
    }
}

final class UntitledViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
    }

    @objc func close() {
        dismiss(animated: true)
    }
}
