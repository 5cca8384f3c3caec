import UIKit

/// Where the app goes once a flow ends: its main interface in place of everything shown.
struct AppState {
    static func showMainApp() {
        let tabs = MainTabBarController()
        UIApplication.shared.delegate?.window??.rootViewController = tabs
    }
}

final class MainTabBarController: UITabBarController {}

/// A full-screen last step of a flow whose only button puts the main interface in place.
final class WelcomeDoneViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "All Set"
        startButton.addTarget(self, action: #selector(startTapped), for: .touchUpInside)
    }

    @objc private func startTapped() {
        AppState.showMainApp()
    }
}

final class WelcomeViewController: UIViewController {
    func finish() {
        let done = WelcomeDoneViewController()
        done.modalPresentationStyle = .fullScreen
        present(done, animated: true)
    }
}
