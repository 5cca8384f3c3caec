import UIKit
import Eureka

final class ProfileViewController: UIViewController {
    func editAddress() {
        present(UINavigationController(rootViewController: AddressFormViewController()), animated: true)
    }

    func pickFile() {
        present(FolderPickerViewController(forOpeningContentTypes: [.folder]), animated: true)
    }
}

/// A form on a library's base class, which the app does not hold: a view controller all the
/// same, and one the swipe alone closes.
final class AddressFormViewController: FormViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Address"
    }
}

/// The system's picker draws its own Cancel.
final class FolderPickerViewController: UIDocumentPickerViewController {
    var folder: URL?
}
