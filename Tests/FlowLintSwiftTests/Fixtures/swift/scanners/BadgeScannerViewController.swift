import AVFoundation
import UIKit

/// A UIKit scanner: its code draws the camera into a preview layer, so it needs no title.
final class BadgeScannerViewController: UIViewController {
    private let session = AVCaptureSession()

    override func viewDidLoad() {
        super.viewDidLoad()
        let preview = AVCaptureVideoPreviewLayer(session: session)
        preview.frame = view.bounds
        view.layer.addSublayer(preview)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    @objc private func cancel() {
        dismiss(animated: true)
    }
}

final class BadgesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Badges"
    }

    @objc func scan() {
        present(UINavigationController(rootViewController: BadgeScannerViewController()), animated: true)
    }
}
