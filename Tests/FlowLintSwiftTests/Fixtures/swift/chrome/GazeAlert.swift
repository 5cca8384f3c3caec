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

/// The app's own button bar at the bottom of a share sheet, handed what its buttons do.
final class ButtonBar: UIView {
    init(saveAction: UIAction, cancelAction: UIAction) {
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class ShareViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Share"
        let bar = ButtonBar(saveAction: UIAction { [weak self] _ in self?.save() },
                            cancelAction: UIAction { [weak self] _ in self?.complete() })
        view.addSubview(bar)
    }

    func save() {}

    func complete() {
        DispatchQueue.main.async { self.presentingViewController?.dismiss(animated: true) }
    }
}

extension PhrasesViewController {
    @objc func shareTapped() {
        let share = ShareViewController()
        share.modalPresentationStyle = .fullScreen
        present(share, animated: true)
    }
}

/// A close button made in code whose action calls the closure its presenter hands it.
final class FeedbackViewController: UIViewController {
    var onCloseHandler: ((FeedbackViewController) -> Void)?

    private lazy var closeButton: UIButton = {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "xmark"), for: .normal)
        button.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.onCloseHandler?(self)
        }, for: .touchUpInside)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feedback"
        view.addSubview(closeButton)
    }
}

extension PhrasesViewController {
    @objc func feedbackTapped() {
        let feedback = FeedbackViewController()
        feedback.onCloseHandler = { $0.dismiss(animated: true) }
        feedback.modalPresentationStyle = .fullScreen
        present(feedback, animated: true)
    }
}

extension PhrasesViewController {
    /// A "please wait" alert with no action, which the work's completion closes.
    @objc func repairTapped() {
        let alert = UIAlertController(title: "Repairing…", message: nil, preferredStyle: .alert)
        present(alert, animated: true)
        DispatchQueue.global().async {
            DispatchQueue.main.async { self.dismiss(animated: true) }
        }
    }
}
