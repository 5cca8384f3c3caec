import UIKit

/// Signing in makes the app's tab bar the window's root, and presents it too: the tab bar is
/// put in place of everything shown, no sheet to close.
final class SignInViewController: UIViewController {
    @IBAction func signIn() {
        let tabs = MainTabsController()
        view.window?.rootViewController = tabs
        present(tabs, animated: true)
    }
}

final class MainTabsController: UITabBarController {}
