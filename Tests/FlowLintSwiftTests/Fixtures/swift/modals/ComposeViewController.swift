import UIKit

final class ComposeViewController: UIViewController {
    private let body = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(body)
    }
}
