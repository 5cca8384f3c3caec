import UIKit

protocol ImageEditorDelegate: AnyObject {
    func userCancelledImageEdition(_ editor: ImageEditorViewController) async
}

/// Its cancel button is a `UIButton` made with its action: the handler tells the delegate, which
/// closes it. The rotate button next to it closes nothing.
final class ImageEditorViewController: UIViewController {
    weak var delegate: ImageEditorDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        let cancelButton = UIButton(type: .system, primaryAction: UIAction(handler: { [weak self] _ in
            Task { [weak self] in await self?.userTappedTheCancelButton() }
        }))
        let rotateButton = UIButton(type: .system, primaryAction: UIAction(handler: { [weak self] _ in self?.rotate() }))
        view.addSubview(cancelButton)
        view.addSubview(rotateButton)
    }

    private func rotate() {}

    private func userTappedTheCancelButton() async {
        await delegate?.userCancelledImageEdition(self)
    }
}

final class AvatarViewController: UIViewController, ImageEditorDelegate {
    func editPicture() {
        let editor = ImageEditorViewController()
        editor.delegate = self
        present(editor, animated: true)
    }

    func userCancelledImageEdition(_ editor: ImageEditorViewController) async {
        editor.dismiss(animated: true)
    }
}
