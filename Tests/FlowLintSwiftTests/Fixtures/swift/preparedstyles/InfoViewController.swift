import UIKit

class HomeViewController: UIViewController {}

/// Swift 2's spelling: the destination bound to a constant, the identifier tested by a `switch`
/// (the import writes `presentationStyle: currentContext` on its show of Info).
class BiosViewController: UIViewController {
    override func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {
        switch (segue.identifier!) {
        case "info":
            let toViewController = segue.destinationViewController as UIViewController
            toViewController.modalPresentationStyle = .CurrentContext
        default:
            break
        }
    }
}

class CreditsViewController: UIViewController {}

final class SlideUpTransition: NSObject, UIViewControllerTransitioningDelegate {}

/// Info is presented with no navigation controller. Its toolbar shows Bios through a `show`
/// segue whose destination `prepare(for:sender:)` styles: a presentation meant as one, over the
/// current context, which no swipe closes. Credits' `show` is styled by nothing.
class InfoViewController: UIViewController {
    let transitionManager = SlideUpTransition()

    @IBAction func done(_ sender: Any) { dismiss(animated: true) }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "bios" {
            segue.destination.modalPresentationStyle = .currentContext
            segue.destination.transitioningDelegate = transitionManager
        }
    }
}
