import LocalAuthentication
import UIKit

final class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }

    func lock() {
        let lock = LockViewController()
        lock.modalPresentationStyle = .fullScreen
        present(lock, animated: true)
    }

    func askForCamera() {
        let intro = CameraIntroViewController()
        intro.modalPresentationStyle = .fullScreen
        present(intro, animated: true)
    }
}

/// A lock screen: its Unlock asks for Face ID, and the system calls back with the answer, which
/// closes the screen. That is its way out.
final class LockViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let unlockButton = UIButton(type: .system)
        unlockButton.setTitle("Unlock", for: .normal)
        unlockButton.addTarget(self, action: #selector(unlock), for: .touchUpInside)
        view.addSubview(unlockButton)
    }

    @objc func unlock() {
        LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock your notes") { success, _ in
            DispatchQueue.main.async {
                if success { self.dismiss(animated: true) }
            }
        }
    }
}

/// Its button's work ends in a call back from a network request, which may never come: no way
/// out is known.
final class CameraIntroViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let continueButton = UIButton(type: .system)
        continueButton.setTitle("Continue", for: .normal)
        continueButton.addTarget(self, action: #selector(upload), for: .touchUpInside)
        view.addSubview(continueButton)
    }

    @objc func upload() {
        URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in
            DispatchQueue.main.async { self.dismiss(animated: true) }
        }.resume()
    }
}
