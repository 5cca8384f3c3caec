import UIKit

// The app's own initialiser of a bar button item that takes its action as a closure: it keeps a
// small target object that runs the closure.
extension UIBarButtonItem {
    private final class Runner: NSObject {
        let body: (UIBarButtonItem) -> Void
        init(_ body: @escaping (UIBarButtonItem) -> Void) { self.body = body }
        @objc func run(_ sender: UIBarButtonItem) { body(sender) }
    }

    convenience init(title: String?, style: UIBarButtonItem.Style, onTap: @escaping (UIBarButtonItem) -> Void) {
        let runner = Runner(onTap)
        self.init(title: title, style: style, target: runner, action: #selector(Runner.run(_:)))
        objc_setAssociatedObject(self, "runner", runner, .OBJC_ASSOCIATION_RETAIN)
    }
}

enum Words {
    static let finished = NSLocalizedString("common.finished", comment: "")
    static let refresh = NSLocalizedString("common.refresh", comment: "")
}
