import UIKit

/// Swift 2's spellings, which older apps still hold: presenting, dismissing and popping are read
/// as their current names are. No finding: the card's close dismisses, the search's cancel pops.
final class LegacyListViewController: UIViewController {
    func showCard() {
        let card = LegacyCardViewController()
        card.modalPresentationStyle = .OverFullScreen
        presentViewController(card, animated: true, completion: nil)
    }
}

final class LegacyCardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Card"
    }

    @IBAction func close(sender: AnyObject) {
        dismissViewControllerAnimated(true, completion: nil)
    }
}

final class LegacySearchViewController: UIViewController {
    override func viewWillAppear(animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: true)
    }

    func searchBarCancelButtonClicked(searchBar: UISearchBar) {
        navigationController?.popViewControllerAnimated(true)
    }
}

final class LegacyHomeViewController: UIViewController {
    func search() {
        navigationController?.pushViewController(LegacySearchViewController(), animated: true)
    }
}
