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
