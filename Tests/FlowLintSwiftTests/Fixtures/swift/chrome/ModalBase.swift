import UIKit

/// The app's base class for small modals: a tap on the dimmed background closes every modal it
/// stacked, walking up to the first presenter that is no modal.
open class CardModal: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        let tap = UITapGestureRecognizer(target: self, action: #selector(close))
        view.addGestureRecognizer(tap)
    }

    @objc public final func close() {
        var target: UIViewController? = self
        while target?.presentingViewController is CardModal {
            target = target?.presentingViewController
        }
        target?.presentingViewController?.dismiss(animated: true)
    }
}

final class MissedCallTipsModal: CardModal {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Missed Call"
        modalPresentationStyle = .overFullScreen
    }
}

extension PhrasesViewController {
    @objc func showTips() {
        present(MissedCallTipsModal(), animated: true)
    }
}

/// The app's own way to run a closure when a view is tapped.
extension UIView {
    func tap(_ action: @escaping (UITapGestureRecognizer) -> Void) {
        addGestureRecognizer(UITapGestureRecognizer())
    }
}

/// A sheet whose header, made by a helper of its base class, has a close image that is tapped.
class SheetViewController: UIViewController {
    func addHeader(title: String) {
        let cancelButton = UIImageView(image: UIImage(named: "ButtonClose"))
        cancelButton.isUserInteractionEnabled = true
        cancelButton.tap { [self] _ in
            dismiss(animated: true)
        }
        view.addSubview(cancelButton)
    }
}

final class HoursSheetViewController: SheetViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hours"
        addHeader(title: "Hours")
    }
}

extension PhrasesViewController {
    @objc func hoursTapped() {
        let sheet = HoursSheetViewController()
        sheet.modalPresentationStyle = .overFullScreen
        present(sheet, animated: true)
    }
}
