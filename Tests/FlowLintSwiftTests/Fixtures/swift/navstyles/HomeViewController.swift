import UIKit

// Presents the storyboard's navigation controller by its identifier: what is presented is the
// navigation controller, with its own (default) transition, not its root's flip, so the three
// presentations agree and consistent-transitions has nothing to say.
final class HomeViewController: UIViewController {
    func showIntro() {
        let intro = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Intro")
        present(intro, animated: true)
    }

    func showHelp() {
        present(UINavigationController(rootViewController: HelpViewController()), animated: true)
    }

    func showNews() {
        present(UINavigationController(rootViewController: NewsViewController()), animated: true)
    }
}

final class HelpViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Help"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc func done() {
        dismiss(animated: true)
    }
}

final class NewsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "News"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc func done() {
        dismiss(animated: true)
    }
}
