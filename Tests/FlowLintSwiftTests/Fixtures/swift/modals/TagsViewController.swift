import UIKit

// Its filter sheet gets a Close from it, made with the stack it presents the sheet in: dismissing
// that stack closes the sheet.
final class TagsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tags"
    }

    func showFilters() {
        let filters = TagFiltersViewController()
        let navigation = UINavigationController(rootViewController: filters)
        filters.navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(image: UIImage(systemName: "xmark")) { _ in
            navigation.dismiss(animated: true)
        })
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }
}

final class TagFiltersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filters"
    }
}
