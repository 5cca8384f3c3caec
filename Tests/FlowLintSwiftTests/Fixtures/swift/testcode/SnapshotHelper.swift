#if canImport(XCTest)
import XCTest
#endif
import UIKit

// A screenshot helper, for UI tests.
final class SnapshotHostViewController: UIViewController {
    func open() {
        let cover = SnapshotCoverViewController()
        cover.modalPresentationStyle = .fullScreen
        present(cover, animated: true)
    }
}

final class SnapshotCoverViewController: UIViewController {}
