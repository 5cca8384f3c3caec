import XCTest
@testable import Notes

final class HomeViewControllerTests: XCTestCase {
    func testPresentsAnything() {
        let host = HostViewController()
        host.present(BlankViewController(), animated: false)
    }
}

final class HostViewController: UIViewController {}

final class BlankViewController: UIViewController {}
