import UIKit

// Sheets that open at the medium detent are tapped away like popovers: no finding for Speed
// (detents set where it is presented) or Info (set by itself); Other opens at full height.

final class EpisodeViewController: UIViewController {
    @objc func speed() {
        let picker = SpeedViewController()
        if let sheet = picker.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
        }
        present(picker, animated: true)
    }

    @objc func info() {
        present(InfoViewController(), animated: true)
    }

    @objc func share() {
        let other = OtherViewController()
        other.sheetPresentationController?.detents = [.large()]
        present(other, animated: true)
    }
}

final class SpeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Speed"
    }
}

final class InfoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Info"
        sheetPresentationController?.detents = [.medium()]
    }
}

final class OtherViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Other"
    }
}
