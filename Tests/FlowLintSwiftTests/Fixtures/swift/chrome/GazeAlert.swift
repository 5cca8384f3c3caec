import UIKit

/// The app's own alert, drawn large for eye-gaze use: each action its presenter adds closes it.
final class GazeAlertViewController: UIViewController {
    private var actions: [GazeAlertAction] = []

    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func addAction(_ action: GazeAlertAction) {
        action.completion = { [weak self] in
            self?.presentingViewController?.dismiss(animated: true)
        }
        actions.append(action)
    }
}

final class GazeAlertAction {
    let title: String
    var completion: (() -> Void)?

    init(title: String) { self.title = title }
}

final class PhrasesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Phrases"
    }

    @objc func deleteTapped() {
        let alert = GazeAlertViewController(title: "Delete this phrase?")
        alert.addAction(GazeAlertAction(title: "Delete"))
        alert.addAction(GazeAlertAction(title: "Cancel"))
        present(alert, animated: true)
    }
}
