import UIKit

/// The failure alert inside the Destroy handler is named `alert` too: the outer action sheet is
/// seen again once the handler ends, and its Cancel is its own.
final class ChannelsViewController: UIViewController {
    func leave() {
        DispatchQueue.main.async {
            let alert = UIAlertController(title: "Leaving", message: nil, preferredStyle: .actionSheet)
            alert.addAction(UIAlertAction(title: "Destroy", style: .destructive, handler: { _ in
                destroy(completionHandler: { result in
                    switch result {
                    case .success(_):
                        break
                    case .failure(let error):
                        DispatchQueue.main.async {
                            let alert = UIAlertController(title: "Failed", message: nil, preferredStyle: .alert)
                            alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
                            self.present(alert, animated: true, completion: nil)
                        }
                    }
                })
            }))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
            self.present(alert, animated: true, completion: nil)
        }
    }
}
