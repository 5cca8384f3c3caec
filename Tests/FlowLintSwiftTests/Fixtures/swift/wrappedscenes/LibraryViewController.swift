import UIKit

// Storyboard scenes the code makes by identifier: the account (cast to its class) and the
// library cards (made by identifier alone) are wrapped in a navigation controller before they
// are presented, so each is a stack's root and its push of the history works; the loans are
// presented bare, so their push has no stack to go on (a finding).
final class LibraryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Account", style: .plain, target: self, action: #selector(showAccount))
        navigationItem.leftBarButtonItems = [
            UIBarButtonItem(title: "Loans", style: .plain, target: self, action: #selector(showLoans)),
            UIBarButtonItem(title: "Cards", style: .plain, target: self, action: #selector(showCards)),
        ]
    }

    @objc private func showAccount() {
        let storyboard = UIStoryboard(name: "Account", bundle: nil)
        let account = storyboard.instantiateViewController(withIdentifier: "AccountViewController") as! AccountViewController
        present(UINavigationController(rootViewController: account), animated: true)
    }

    @objc private func showCards() {
        let cards = UIStoryboard(name: "Account", bundle: nil).instantiateViewController(withIdentifier: "CardsViewController")
        let stack = UINavigationController(rootViewController: cards)
        present(stack, animated: true)
    }

    @objc private func showLoans() {
        let loans = UIStoryboard(name: "Account", bundle: nil).instantiateViewController(withIdentifier: "LoansViewController")
        present(loans, animated: true)
    }
}

final class AccountViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "History", style: .plain, target: self, action: #selector(showHistory))
    }

    @objc private func close() { dismiss(animated: true) }

    @objc private func showHistory() {
        navigationController?.pushViewController(HistoryViewController(), animated: true)
    }
}

final class CardsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Used", style: .plain, target: self, action: #selector(showUsed))
    }

    @objc private func close() { dismiss(animated: true) }

    @objc private func showUsed() {
        navigationController?.pushViewController(HistoryViewController(), animated: true)
    }
}

final class LoansViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Due", style: .plain, target: self, action: #selector(showDue))
    }

    @objc private func close() { dismiss(animated: true) }

    @objc private func showDue() {
        navigationController?.pushViewController(HistoryViewController(), animated: true)
    }
}

final class HistoryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "History"
    }
}
