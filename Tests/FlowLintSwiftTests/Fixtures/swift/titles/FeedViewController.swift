import UIKit

/// Titles written the other ways apps write them: a view in the title's place, and a title label
/// a library adds to the navigation item. Only `UntitledViewController` has none. A preview
/// presented bare has no bar at all: no title is asked of it, and the Done it puts on its
/// navigation item never shows, so only the swipe closes it. The About screen is presented bare
/// too, but also pushed onto a stack the feed keeps: its Close shows there, and is not lost. The
/// licences screen draws a navigation bar of its own, which shows its title and Done.
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

    private let navController = UINavigationController()

    func about(inStack: Bool) {
        if inStack {
            navController.pushViewController(AboutViewController(), animated: true)
        } else {
            present(AboutViewController(), animated: true)
        }
    }

    func licences() {
        present(LicencesViewController(), animated: true)
    }

    func preview() {
        let preview = ImagePreviewViewController()
        present(preview, animated: true)
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

final class ImagePreviewViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc func done() {
        dismiss(animated: true)
    }
}

final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
    }

    @objc func close() {
        dismiss(animated: true)
    }
}

final class LicencesViewController: UIViewController {
    private let bar = UINavigationBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Licences"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
        bar.items = [navigationItem]
        view.addSubview(bar)
    }

    @objc func done() {
        dismiss(animated: true)
    }
}
