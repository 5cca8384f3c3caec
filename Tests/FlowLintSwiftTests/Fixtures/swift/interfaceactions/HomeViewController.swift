import UIKit

// Presentations made in `@IBAction`s: the two the storyboard connects (`showHelp:`, and
// `composeWithSender:` for `compose(sender:)`) and the one code calls are made, and their
// untitled sheets are findings; the check-in, whose action nothing connects or calls (its button
// was removed), is never shown, so its sheet is no finding.
final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        if UserDefaults.standard.bool(forKey: "firstRun") { showTour() }
    }

    @IBAction func showHelp(_ sender: Any) {
        present(PlainSheetViewController(), animated: true)
    }

    @IBAction func compose(sender: UIBarButtonItem) {
        present(ComposerViewController(), animated: true)
    }

    @IBAction func showTour() {
        present(TourViewController(), animated: true)
    }

    @IBAction @objc func checkIn() {
        let screen = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "CheckInViewController")
        present(screen, animated: true)
    }
}

final class PlainSheetViewController: UIViewController {}

final class ComposerViewController: UIViewController {}

final class TourViewController: UIViewController {}

final class CheckInViewController: UIViewController {}
