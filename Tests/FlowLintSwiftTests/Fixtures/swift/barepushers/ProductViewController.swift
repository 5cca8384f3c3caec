import UIKit

final class ProductViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Product"
    }

    /// Pushed here, with the stack's bar.
    func next() {
        navigationController?.pushViewController(ModelChooserViewController(), animated: true)
    }

    /// Presented as it is here: no bar, so no title is asked of it in this presentation.
    func chooseModel() {
        let chooser = ModelChooserViewController()
        chooser.modalPresentationStyle = .overCurrentContext
        present(chooser, animated: true)
    }

    /// Only ever presented as it is, though it pushes: no bar shows on it, so no title is asked.
    func filter() {
        let filter = FilterViewController()
        filter.modalPresentationStyle = .overCurrentContext
        present(filter, animated: true)
    }
}

final class ModelChooserViewController: UIViewController {
    @IBAction func closeTapped(_ sender: UIButton) { dismiss(animated: true) }

    @IBAction func detailsTapped(_ sender: UIButton) {
        navigationController?.pushViewController(ModelDetailsViewController(), animated: true)
    }
}

final class FilterViewController: UIViewController {
    @IBAction func closeTapped(_ sender: UIButton) { dismiss(animated: true) }

    @IBAction func moreTapped(_ sender: UIButton) {
        navigationController?.pushViewController(ModelDetailsViewController(), animated: true)
    }
}

final class ModelDetailsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Details"
    }
}
