import UIKit
class PostViewController: UIViewController {
    @IBAction func shareButtonTapped(_ sender: UIBarButtonItem) {
        present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
    }
}
