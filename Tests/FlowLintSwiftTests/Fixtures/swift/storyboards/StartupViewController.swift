import UIKit

// A storyboard named again inside one branch is that branch's alone: the other branch still
// asks the outer one, which has the scene.
final class StartupViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let storyboard = UIStoryboard(name: "Account", bundle: nil)
        if UserDefaults.standard.bool(forKey: "signedIn") {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let servers = storyboard.instantiateViewController(withIdentifier: "Servers")
            addChild(servers)
        } else {
            let login = storyboard.instantiateViewController(withIdentifier: "Login")
            addChild(login)
        }
    }
}
