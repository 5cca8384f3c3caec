import Testing
@testable import FlowLintKit

/// A storyboard never states a dismiss: a control wired to code whose name says it closes is
/// assumed to dismiss. On a screen nothing presents, that code must do something else, so the
/// assumption gives no `dismiss-unpresented` finding and still counts as a way on for `dead-end`.
@Suite struct DismissUnpresentedStoryboardTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home-vc">
        <scenes>
            <scene sceneID="home-sc">
                <objects>
                    <viewController id="home-vc" customClass="HomeViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" id="home-vw">
                            <subviews>
                                <button buttonType="system" id="home-bt">
                                    <state key="normal" title="Close"/>
                                    <connections>
                                        <action selector="closeTapped:" destination="home-vc" eventType="touchUpInside" id="home-ac"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// The storyboard, linted as the app's main one (so its first screen is where the app starts).
    static func rules(_ text: String, path: String) -> [String] {
        let linter = Linter(configuration: LintConfiguration(app: AppSettings(mainStoryboard: "Shop")))
        return linter.lint(path: path, text: text).diagnostics.map { "\($0.ruleID) \($0.range.start)" }
    }

    @Test func anAssumedDismissOnTheFirstScreenIsNoFinding() {
        #expect(Self.rules(Self.storyboard, path: "Shop.storyboard").isEmpty)
    }

    @Test func theSameDismissStatedInAFlowFileIsOne() {
        let flow = "flowlint: 1\napp: Shop\nentry: Home\nscreens:\n  Home:\n    title: Home\n    buttons:\n      - { title: Close, action: dismiss }\n"
        #expect(Self.rules(flow, path: "shop.flow.yaml") == ["dead-end 5:3", "dismiss-unpresented 8:33"])
    }
}
