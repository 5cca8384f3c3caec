import UIKit

final class GameViewController: UIViewController {
    func pause() {
        let pause = PauseViewController()
        pause.modalPresentationStyle = .overFullScreen
        present(pause, animated: true)
    }
}

/// Routes its own `show` to the menu it embeds: Cheats is pushed there, not presented.
final class PauseViewController: UIViewController {
    private let menu = UINavigationController(rootViewController: PauseMenuViewController())

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Paused"
        addChild(menu)
        view.addSubview(menu.view)
        menu.didMove(toParent: self)
    }

    override func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        menu
    }

    func openCheats() {
        show(CheatsViewController(), sender: nil)
    }

    @IBAction func resume() {
        dismiss(animated: true)
    }
}

final class PauseMenuViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Paused"
    }
}

final class CheatsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cheats"
    }
}
