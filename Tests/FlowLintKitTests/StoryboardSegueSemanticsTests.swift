import Foundation
import Testing
@testable import FlowLintKit

private let sharedStoryboards = "../shared/storyboards"
private let sharedStoryboardsAvailable = FileManager.default.fileExists(atPath: Repository.url(sharedStoryboards).path)

/// What flowlint derives from a storyboard's custom segues, transitions and menus: small
/// storyboards of each shape, and the exact findings on the real files that showed them
/// (`../shared/storyboards`, skipped where absent).
@Suite struct StoryboardSegueSemanticsTests {
    /// The findings of `storyboard` (its scenes, between `<scenes>` and `</scenes>`), as `rule line`.
    static func findings(_ scenes: String, entry: String = "a") -> [String] {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(entry)">
            <scenes>
            \(scenes)
            </scenes>
            </document>

            """
        let reports = Linter().lintStoryboards([SourceFile(path: "Main.storyboard", bytes: Array(text.utf8))])
        return reports.flatMap(\.diagnostics).map { "\($0.ruleID) \($0.range.start.line)" }
    }

    /// Findings of `rules` on a real storyboard, checked alone as `flowlint check FILE` checks it.
    static func realFindings(_ file: String, rules: Set<String>) throws -> [String] {
        let path = "\(sharedStoryboards)/\(file)"
        let bytes = [UInt8](try Data(contentsOf: Repository.url(path)))
        return Linter().lintStoryboards([SourceFile(path: path, bytes: bytes)]).flatMap(\.diagnostics)
            .filter { rules.contains($0.ruleID) }.map { "\($0.ruleID) \($0.range.start.line)" }.sorted()
    }

    // MARK: Custom segues

    /// A custom segue from a screen in no navigation stack is neither a `show` UIKit turns into a
    /// presentation nor a presentation: no show-outside-navigation, and its destination is no modal
    /// (no modal-title, no modal-dismiss-button), nor a dead end.
    @Test func aCustomSegueIsNeitherAShowNorAPresentation() {
        let scenes = """
            <scene sceneID="s1"><objects>
            <viewController title="Timeline" id="a" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="v1"/>
            <connections><segue destination="b" kind="custom" identifier="picker" customClass="SlideInSegue" id="g1"/></connections>
            </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <viewController id="b" customClass="PickerViewController" sceneMemberID="viewController"/>
            </objects></scene>
            """
        #expect(Self.findings(scenes) == [])
        // The same storyboard with a `show` segue: the shape the custom segue was mistaken for.
        let shown = scenes.replacingOccurrences(of: "kind=\"custom\"", with: "kind=\"show\"")
        #expect(Self.findings(shown).sorted() == ["modal-dismiss-button 11", "modal-title 11", "show-outside-navigation 7"])
    }

    /// A custom segue used for containment (a side menu swapping its front controller) does not
    /// make the child a modal.
    @Test func aContainmentCustomSegueMakesNoModal() {
        let scenes = """
            <scene sceneID="s1"><objects>
            <viewController id="a" customClass="RevealViewController" sceneMemberID="viewController">
            <connections>
            <segue destination="b" kind="custom" identifier="sw_front" customClass="RevealViewControllerSegueSetController" id="g1"/>
            </connections>
            </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <navigationController id="b" sceneMemberID="viewController">
            <connections><segue destination="c" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
            </objects></scene>
            <scene sceneID="s3"><objects>
            <tableViewController title="Feed" id="c" sceneMemberID="viewController">
            <connections><segue destination="d" kind="show" id="g2"/></connections>
            </tableViewController>
            </objects></scene>
            <scene sceneID="s4"><objects><viewController title="Post" id="d" sceneMemberID="viewController"/></objects></scene>
            """
        #expect(Self.findings(scenes) == [])
    }

    /// iNaturalist's MediaPickerSegue (a custom slide-in presentation) is not a show from its tab
    /// bar controller, and its picker is no modal: 912's show-outside-navigation and 922's modal
    /// title are gone (both judged wrong), and 922's dismiss button (open in the review) with them.
    @Test(.enabled(if: sharedStoryboardsAvailable, "needs ../shared/storyboards beside the repository"))
    func iNaturalistsMediaPickerSegueIsCustom() throws {
        let found = try Self.realFindings("inaturalist__INaturalistIOS/MainStoryboard.storyboard",
                                          rules: ["show-outside-navigation", "modal-title", "modal-dismiss-button", "dead-end"])
        #expect(!found.contains { $0.hasSuffix(" 912") || $0.hasSuffix(" 922") }, "\(found)")
        #expect(!found.contains { $0.hasPrefix("show-outside-navigation") }, "\(found)")
    }
}
