import UIKit
import ResearchUI   // library: RSDTaskViewController draws each step with its own Cancel/Back header

final class ProfileViewController: UIViewController, RSDTaskControllerDelegate {
    @IBAction func editTapped(_ sender: UIButton) {
        let edit = storyboard!.instantiateViewController(withIdentifier: "EditViewController") as! EditViewController
        edit.delegate = self
        show(edit, sender: self)
    }

    // the task's Cancel/Done (drawn by the library) ends here
    func taskController(_ taskController: RSDTaskController, didFinishWith reason: RSDTaskFinishReason, error: Error?) {
        navigationController?.popViewController(animated: true)
    }
}

/// A library's task controller, which draws its own Cancel and Back over each step: pushed on a
/// stack whose bar is hidden, it is not reported. The notes screen, of no library's class, is.
final class EditViewController: RSDTaskViewController {}

final class NotesViewController: UIViewController {}
