import UIKit

/// The post the segue presents inside a navigation controller is given a Done by the presenter,
/// through a cast in parentheses: a way out.
class PhotosViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showPost" {
            let nav = segue.destination as! UINavigationController
            let post = (nav.viewControllers[0] as! PostViewController)
            post.navigationItem.rightBarButtonItem =
                UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(dismissModalPost))
        }
    }
    @objc func dismissModalPost() { dismiss(animated: true) }
}
