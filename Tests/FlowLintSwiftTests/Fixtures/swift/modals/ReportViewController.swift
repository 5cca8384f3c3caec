import UIKit

// Its closures call it by other names: `guard let strongSelf = self` in an alert action's
// handler, which dismisses it (the way out its Options button offers), and `[weak welf = self]` around a push.
final class ReportViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Report"
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Options", style: .plain, target: self, action: #selector(options))
    }

    @objc private func options() {
        let alert = UIAlertController(title: "Leave the report?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Leave", style: .destructive) { [weak self] _ in
            guard let strongSelf = self else { return }
            strongSelf.dismiss(animated: true)
        })
        alert.addAction(UIAlertAction(title: "Stay", style: .cancel))
        present(alert, animated: true)
    }

    func showDetails() {
        DispatchQueue.main.async { [weak welf = self] in
            welf?.navigationController?.pushViewController(ReportDetailsViewController(), animated: true)
        }
    }
}

final class ReportDetailsViewController: UIViewController {}
