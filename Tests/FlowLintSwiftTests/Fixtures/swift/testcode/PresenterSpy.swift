@testable import Notes
import UIKit

// A test's mock, which imports no test framework, but the app's module `@testable`.
final class PresenterSpy: UIViewController {
    func showFullScreen() {
        let sheet = SpySheetViewController()
        sheet.modalPresentationStyle = .fullScreen
        present(sheet, animated: true)
    }
}

final class SpySheetViewController: UIViewController {}
