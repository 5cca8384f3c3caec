import UIKit

// The details scene has a title and a show segue, and no segue reaches it: read alone, its
// storyboard would be assumed to sit at the root of a navigation controller code makes. The code
// pushes it onto the devices' stack instead, so it is pushed: no push-navigation-controller error.
final class DevicesViewController: UIViewController {
    func open() {
        let details = UIStoryboard(name: "Devices", bundle: nil).instantiateViewController(withIdentifier: "DeviceDetails")
        navigationController?.pushViewController(details, animated: true)
    }
}

final class DeviceDetailsViewController: UIViewController {}
