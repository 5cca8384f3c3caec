import UIKit

final class ListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Purchases"
    }

    func startImport() {
        let progress = ImportProgressViewController()
        progress.modalPresentationStyle = .overFullScreen
        present(progress, animated: true)
    }

    func startExport() {
        let progress = ExportProgressViewController()
        progress.modalPresentationStyle = .overFullScreen
        present(progress, animated: true)
    }
}

/// Closes itself when the import is done, through a method of the app's Objective-C base class
/// (`BaseViewController.m`), which flowlint does not read: a progress screen, not a stuck one.
final class ImportProgressViewController: BaseViewController {
    private let progressBar = UIProgressView(progressViewStyle: .default)

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        importPurchases()
    }

    private func importPurchases() {
        progressBar.setProgress(1, animated: true)
        self.dismissOrPopKeyAction()
    }
}

/// Calls a method of the same base class whose name says nothing of closing: stuck.
final class ExportProgressViewController: BaseViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        self.reportProgress()
    }
}
