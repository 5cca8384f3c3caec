import UIKit

extension UIViewController {
    /// Opens the sheet at half height first, as the app's pickers do.
    func configureHalfSheet() {
        let detents: [UISheetPresentationController.Detent] = [.medium(), .large()]
        sheetPresentationController?.detents = detents
        sheetPresentationController?.prefersGrabberVisible = true
    }
}
