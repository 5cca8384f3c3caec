import UIKit

// Gives the scene it makes by identifier a Done of its own before presenting it: the scene's
// way out, read with the storyboard.
final class ConnectionErrorViewController: UIViewController {
    @IBAction func openServers(_ sender: Any) {
        let servers = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Servers")
        servers.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(closeServers))
        present(UINavigationController(rootViewController: servers), animated: true)
    }

    @objc private func closeServers() {
        dismiss(animated: true)
    }
}
