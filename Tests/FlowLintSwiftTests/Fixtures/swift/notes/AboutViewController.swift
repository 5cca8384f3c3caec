import UIKit

// Flips in, wherever it is presented from.
final class AboutViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalTransitionStyle = .flipHorizontal
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Close", style: .done, target: self, action: #selector(close))
    }

    @objc private func close() {
        dismiss(animated: true)
    }

    // An alert with no action: nothing closes it.
    func showVersion() {
        let alert = UIAlertController(title: "Version", message: "2.1", preferredStyle: .alert)
        present(alert, animated: true)
    }
}
