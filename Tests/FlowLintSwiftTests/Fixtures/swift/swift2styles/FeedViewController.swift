import UIKit

/// Swift 2 spelled UIKit's cases capitalized, as older apps still do: `.Popover` is a popover,
/// closed by a tap outside it, and `.FullScreen` a cover that needs a way out.
final class FeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
    }

    func compose(sender: UIButton) {
        let compose = ComposeViewController()
        compose.modalPresentationStyle = .Popover
        compose.popoverPresentationController?.sourceView = sender
        presentViewController(compose, animated: true, completion: nil)
    }

    func showPhoto() {
        let photo = PhotoViewController()
        photo.modalPresentationStyle = UIModalPresentationStyle.FullScreen
        photo.modalTransitionStyle = .CrossDissolve
        presentViewController(photo, animated: true, completion: nil)
    }
}

final class ComposeViewController: UIViewController {}

final class PhotoViewController: UIViewController {}
