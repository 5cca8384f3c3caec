import UIKit

// Presents the storyboard's navigation controller by its identifier: what is presented is the
// navigation controller, with its own (default) transition, not its root's flip, so the three
// presentations agree and consistent-transitions has nothing to say. The edit card is made by
// iOS 13's creator closure, which names its class, and presented bare over full screen with the
// style set where it is presented: it shows no bar, so modal-title asks it for no title.
final class HomeViewController: UIViewController {
    func showIntro() {
        let intro = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Intro")
        present(intro, animated: true)
    }

    func showEdit() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let card = storyboard.instantiateViewController(identifier: "Edit") { coder in
            EditCardViewController(coder: coder, text: "")
        }
        card.modalPresentationStyle = .overFullScreen
        card.modalTransitionStyle = .crossDissolve
        present(card, animated: false, completion: nil)
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

final class EditCardViewController: UIViewController {
    init?(coder: NSCoder, text: String) {
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @IBAction func close(_ sender: Any) {
        dismiss(animated: false)
    }
}
