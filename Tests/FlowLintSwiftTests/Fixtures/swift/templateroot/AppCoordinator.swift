import UIKit

// The main storyboard starts on Xcode's blank template scene, which the coordinator replaces at
// once with the app's own stack: what the user sees at the window's root is the code's, so the
// blank scene is no dead end.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        coordinator = AppCoordinator(sceneDelegate: self)
        coordinator?.start()
    }
}

final class AppCoordinator {
    private weak var sceneDelegate: SceneDelegate?

    init(sceneDelegate: SceneDelegate) {
        self.sceneDelegate = sceneDelegate
    }

    func start() {
        let inbox = InboxViewController()
        sceneDelegate?.window?.rootViewController = UINavigationController(rootViewController: inbox)
    }
}

final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }
}
