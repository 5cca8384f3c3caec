import UIKit

final class HomeViewController: UIViewController {
    /// The prompt is presented as it is: no navigation bar, so no title is asked for.
    @IBAction func profileTapped(_ sender: Any) {
        let prompt = storyboard!.instantiateViewController(withIdentifier: "SignInUpPrompt")
        prompt.modalPresentationStyle = .overCurrentContext
        present(prompt, animated: false)
    }

    /// The terms are presented inside a navigation controller, whose bar shows no title.
    @IBAction func termsTapped(_ sender: Any) {
        let terms = storyboard!.instantiateViewController(withIdentifier: "Terms")
        present(UINavigationController(rootViewController: terms), animated: true)
    }
}

final class SignInUpPromptViewController: UIViewController {
    @IBAction func closeTapped(_ sender: Any) { dismiss(animated: true) }
}

final class TermsViewController: UIViewController {
    @IBAction func closeTapped(_ sender: Any) { dismiss(animated: true) }
}
