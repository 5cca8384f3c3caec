import UIKit

// Shows its pages in a page view controller it holds as a child: what the pages show (a close
// button, perhaps) is not read, so nothing is said of its way out.
final class ViewerViewController: UIViewController {
    private let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(pages)
        view.addSubview(pages.view)
        pages.didMove(toParent: self)
    }

    func showPlayer() {
        let player = PlayerContainerViewController()
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
    }
}

// Holds its controls as a child of its own, whose Close is on screen with it: its way out.
final class PlayerContainerViewController: UIViewController {
    lazy var controls = PlayerControlsViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(controls)
    }
}

final class PlayerControlsViewController: UIViewController {
    private let closeButton = UIButton(type: .close)

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(closeButton)
    }
}
