import UIKit

/// An information screen made to show the heading it is given above its text, as a label at the
/// top of its content: that heading names the task, and the bar needs no title.
extension FeedViewController {
    func explainOverride() {
        let info = InfoViewController(header: "Server Override", body: "Connect through a server you choose.")
        info.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak info] _ in
            info?.dismiss(animated: true)
        })
        present(UINavigationController(rootViewController: info), animated: true)
    }
}

final class InfoViewController: UIViewController {
    private let header: String
    private let body: String
    private let stack = UIStackView()

    init(header: String, body: String) {
        self.header = header
        self.body = body
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = header
        label.font = .preferredFont(forTextStyle: .title1)
        stack.addArrangedSubview(label)
        let text = UILabel()
        text.text = body
        stack.addArrangedSubview(text)
        view.addSubview(stack)
    }
}
