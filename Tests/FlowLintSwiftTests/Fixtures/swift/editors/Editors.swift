import UIKit

final class PlaceholderTextView: UITextView {}

final class ComposeViewController: UIViewController {
    private let bodyView = PlaceholderTextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Note"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Post", style: .done, target: self, action: #selector(post))
    }

    @objc private func cancel() { dismiss(animated: true) }

    @objc private func post() {
        publish(bodyView.text)
        dismiss(animated: true)
    }

    private func publish(_ text: String) {}
}

final class EventEditorViewController: UIViewController {
    @IBOutlet private var titleField: UITextField!
    private lazy var datePicker: UIDatePicker = {
        let picker = UIDatePicker()
        picker.datePickerMode = .dateAndTime
        return picker
    }()
    private let calendarControl = UISegmentedControl(items: ["Home", "Work"])

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Event"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
    }

    @objc private func cancel() { dismiss(animated: true) }
    @objc private func save() { dismiss(animated: true) }
}
