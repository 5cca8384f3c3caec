import UIKit

/// The app's own close item, which runs what it is handed.
final class CloseBarButtonItem: UIBarButtonItem {
    private let onTap: () -> Void

    init(onTap: @escaping () -> Void) {
        self.onTap = onTap
        super.init()
        image = UIImage(systemName: "xmark")
        target = self
        action = #selector(tapped)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func tapped() { onTap() }
}

final class CountryListViewController: UITableViewController {
    private let dismiss: () -> Void

    init(dismiss: @escaping () -> Void) {
        self.dismiss = dismiss
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Country"
        navigationItem.rightBarButtonItem = CloseBarButtonItem(onTap: dismiss)
    }
}

final class TravelViewController: UIViewController {
    func chooseCountry() {
        let list = CountryListViewController(dismiss: { [weak self] in self?.dismiss(animated: true) })
        present(UINavigationController(rootViewController: list), animated: true)
    }
}
