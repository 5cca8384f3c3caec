import UIKit

// A screen that draws its own bar: the item it puts there names the task, as a stack's
// title would, and its Cancel closes it.
final class RemindersViewController: UIViewController {
    @objc func addReminder() {
        let editor = ReminderEditorViewController()
        editor.modalPresentationStyle = .fullScreen
        present(editor, animated: true)
    }
}

final class ReminderEditorViewController: UIViewController {
    private let bar = UINavigationBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bar)
        let item = UINavigationItem(title: "New Reminder")
        item.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        bar.setItems([item], animated: false)
    }

    @objc private func cancel() {
        dismiss(animated: true)
    }
}
