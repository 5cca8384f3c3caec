import Testing
@testable import FlowLintKit

/// Storyboards and code read as one app (`StoryboardCodeJoin`), with a toy code frontend so that
/// the default build, without swift-syntax, checks the join: a scene and the class behind it
/// are one screen, a transition to that class leads to the scene, and the code's own screens
/// stay screens that code may create.
@Suite struct StoryboardCodeJoinTests {
    /// Reads `*.toy` files, one class each: its name on the first line, then `title` (the class
    /// sets a title) or `presents X` (it presents `X` full screen), one per line.
    struct ToyClasses: CodeFrontend {
        var fileSuffixes: [String] { [".toy"] }

        func read(_ sources: [SourceFile], firstFile: Int, configuration: LintConfiguration) -> CodeReading {
            var flow = Flow(file: sources[0].path, range: .start(of: SourceFileID(firstFile)))
            flow.startIsInUnreadCode = true
            for (index, source) in sources.enumerated() {
                let lines = String(decoding: source.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
                let at = SourceRange(file: SourceFileID(firstFile + index), start: 0, end: lines[0].count)
                var screen = Screen(id: Located(lines[0], at: at), range: at)
                for line in lines.dropFirst() {
                    if line == "title" { screen.title = Located("Set in code", at: at) }
                    if line.hasPrefix("presents ") {
                        var action = Action(kind: Located(.present, at: at), range: at)
                        action.target = Located(String(line.dropFirst("presents ".count)), at: at)
                        action.presentationStyle = Located(.fullScreen, at: at)
                        screen.segues.append(action)
                    }
                }
                flow.screens.append(screen)
            }
            return CodeReading(flow: flow)
        }
    }

    static let storyboard = SourceFile(path: "Main.storyboard", text: """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
        <scenes>
            <scene sceneID="s1"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="inbox" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController title="Inbox" id="inbox" customClass="InboxController" sceneMemberID="viewController">
                    <view key="view" id="v1"><subviews><label text="Mail" id="l1"/></subviews></view>
                    <connections><segue destination="composeNav" kind="presentation" modalPresentationStyle="fullScreen" id="p1"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s4"><objects>
                <navigationController id="composeNav" sceneMemberID="viewController">
                    <connections><segue destination="compose" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <viewController id="compose" customClass="ComposeController" sceneMemberID="viewController">
                    <view key="view" id="v2"><subviews><label text="To:" id="l2"/></subviews></view>
                    <navigationItem key="navigationItem" id="n2"/>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """)

    static func join(_ code: Flow, into storyboards: Flow) -> Flow {
        StoryboardCodeJoin.join(code, into: StoryboardConversion(flow: storyboards, assumptions: [:])).flow
    }

    static func findings(code: [String]) -> [(file: String, rule: String)] {
        let sources = code.enumerated().map { SourceFile(path: "\($0.offset).toy", text: $0.element) }
        let reports = Linter().lintStoryboards([storyboard], withCode: sources, readBy: ToyClasses())
        #expect(reports.map(\.path) == ["Main.storyboard"] + sources.map(\.path))
        return reports.flatMap { report in report.diagnostics.map { (report.path, $0.ruleID) } }
    }

    /// A scene the code sets at the root of a navigation controller it makes (a scene delegate's
    /// window root) is a stack's root, so what it pushes is pushed; one the code pushes is not.
    @Test func aSceneTheCodeSetsAtTheRootOfAStackIsItsRoot() {
        let at = SourceRange(file: SourceFileID(0), start: 0, end: 1)
        var storyboards = Flow(file: "Main.storyboard", range: at)
        for (name, className) in [("list", "ListController"), ("detail", "DetailController")] {
            var scene = Screen(id: Located(name, at: at), range: at)
            scene.className = Located(className, at: at)
            storyboards.screens.append(scene)
        }
        let code = SourceRange(file: SourceFileID(1), start: 2, end: 3)
        var flow = Flow(file: "SceneDelegate.swift", range: code)
        flow.screens = [Screen(id: Located("ListController", at: code), range: code), Screen(id: Located("DetailController", at: code), range: code)]
        flow.codeNavigationRoots = [Located("ListController", at: code), Located("DetailController", at: code)]
        var push = Action(kind: Located(.push, at: code), range: code)
        push.target = Located("DetailController", at: code)
        flow.screens[0].segues = [push]
        let joined = Self.join(flow, into: storyboards)
        #expect(joined.screens.map { "\($0.id.value) \($0.container.map { "\($0.value.rawValue)@\($0.range.file.rawValue)" } ?? "-")" } == ["list navigation@1", "detail -"])
        #expect(joined.codeNavigationRoots.map(\.value) == ["list"])
    }

    @Test func aTitleTheClassSetsIsTheScenes() {
        let alone = Self.findings(code: ["ComposeController"])
        #expect(alone.filter { $0.rule == "modal-title" }.map(\.file) == ["Main.storyboard"])
        // A class no code read declares (Objective-C) may set a title and a way out: not judged.
        #expect(Self.findings(code: ["Unrelated"]).filter { $0.file == "Main.storyboard" }.isEmpty)
        let joined = Self.findings(code: ["ComposeController\ntitle"])
        #expect(!joined.contains { $0.rule == "modal-title" })
        #expect(joined.map(\.rule) == ["modal-dismiss-button"], "the class adds no way out")
    }

    @Test func theCodesOwnScreensAreCheckedInTheirFilesAndMayBeCreatedByUnreadCode() {
        let found = Self.findings(code: ["ComposeController\ntitle", "InboxController\npresents About", "About\ntitle", "Legacy\ntitle"])
        // About, presented full screen by the Inbox scene's class, has no way out; Legacy, which no
        // read code makes, is not unreachable: code not read makes it.
        #expect(found.map(\.file) == ["Main.storyboard", "2.toy"])
        #expect(found.map(\.rule) == ["modal-dismiss-button", "modal-dismiss-button"])
    }

    /// A target named by a class the code does not declare (the team stated it, and the class
    /// is written in another language) leads to the one scene of that class.
    @Test func aTargetNamedByTheClassOfOneSceneLeadsToTheScene() {
        var storyboards = Flow(file: "Main.storyboard", range: .start(of: SourceFileID(0)))
        var scene = Screen(id: Located("compose", at: .start(of: SourceFileID(0))), range: .start(of: SourceFileID(0)))
        scene.className = Located("ComposeController", at: .start(of: SourceFileID(0)))
        storyboards.screens.append(scene)
        var code = Flow(file: "a.toy", range: .start(of: SourceFileID(1)))
        var presenter = Screen(id: Located("Inbox", at: .start(of: SourceFileID(1))), range: .start(of: SourceFileID(1)))
        var present = Action(kind: Located(.present, at: .start(of: SourceFileID(1))), range: .start(of: SourceFileID(1)))
        present.target = Located("ComposeController", at: .start(of: SourceFileID(1)))
        presenter.segues.append(present)
        code.screens = [presenter]
        let joined = Self.join(code, into: storyboards)
        #expect(joined.screens.map(\.id.value) == ["compose", "Inbox"])
        #expect(joined.screens[1].segues.first?.target?.value == "compose")
    }

    @Test func aClassBehindSeveralScenesLeavesTransitionsToItUnresolved() {
        var storyboards = Flow(file: "Main.storyboard", range: .start(of: SourceFileID(0)))
        for id in ["first", "second"] {
            var scene = Screen(id: Located(id, at: .start(of: SourceFileID(0))), range: .start(of: SourceFileID(0)))
            scene.className = Located("Shared", at: .start(of: SourceFileID(0)))
            storyboards.screens.append(scene)
        }
        var code = Flow(file: "a.toy", range: .start(of: SourceFileID(1)))
        var shared = Screen(id: Located("Shared", at: .start(of: SourceFileID(1))), range: .start(of: SourceFileID(1)))
        shared.title = Located("Shared", at: .start(of: SourceFileID(1)))
        var presenter = Screen(id: Located("first", at: .start(of: SourceFileID(1))), range: .start(of: SourceFileID(1)))
        var present = Action(kind: Located(.present, at: .start(of: SourceFileID(1))), range: .start(of: SourceFileID(1)))
        present.target = shared.id
        presenter.segues.append(present)
        code.screens = [shared, presenter]
        let joined = Self.join(code, into: storyboards)
        #expect(joined.screens.map(\.id.value) == ["first", "second", "first-2"], "a code screen whose name a scene took is renamed")
        #expect(joined.screens[0].title?.value == "Shared" && joined.screens[1].title?.value == "Shared")
        #expect(joined.screens[2].segues.first?.target == nil)
        #expect(joined.screensCreatedByCode.map(\.value) == ["first-2"])
    }

    @Test func aPresentationInCodeTakesTheScenesOwnStylesWhereItNamesNone() {
        let at = SourceRange.start(of: SourceFileID(0)), inCode = SourceRange.start(of: SourceFileID(1))
        var storyboards = Flow(file: "Main.storyboard", range: at)
        var card = Screen(id: Located("BuyCard", at: at), range: at)
        card.className = Located("BuyController", at: at)
        card.ownPresentationStyle = Located(.overCurrentContext, at: at)
        card.ownTransitionStyle = Located(.coverVertical, at: at)
        storyboards.screens.append(card)
        var code = Flow(file: "a.toy", range: inCode)
        var rewards = Screen(id: Located("Rewards", at: inCode), range: inCode)
        var present = Action(kind: Located(.present, at: inCode), range: inCode)
        present.target = Located("BuyController", at: inCode)
        present.transitionStyle = Located(.crossDissolve, at: inCode)
        rewards.segues.append(present)
        code.screens = [rewards, Screen(id: Located("BuyController", at: inCode), range: inCode)]
        let joined = Self.join(code, into: storyboards)
        let segue = joined.screens.first { $0.id.value == "Rewards" }?.segues.first
        #expect(segue?.target?.value == "BuyCard")
        #expect(segue?.presentationStyle?.value == .overCurrentContext, "the scene's own style, which the code leaves")
        #expect(segue?.transitionStyle?.value == .crossDissolve, "the code's own, which it names")
    }

    /// The code of a class behind a tvOS storyboard's scene is the tvOS app's: it is no screen of
    /// the iOS flow, and a transition to it is left unresolved.
    @Test func aClassOfAnotherPlatformsStoryboardIsLeftOut() {
        let reports = Linter().lintStoryboards(
            [Self.storyboard, SourceFile(path: "TV.storyboard", text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" targetRuntime="AppleTV">
                <scenes><scene sceneID="t1"><objects>
                    <viewController id="tv" customClass="Details" sceneMemberID="viewController"/>
                </objects></scene></scenes>
            </document>
            """)],
            withCode: [SourceFile(path: "0.toy", text: "InboxController\npresents Details"), SourceFile(path: "1.toy", text: "Details"),
                       SourceFile(path: "2.toy", text: "ComposeController")],
            readBy: ToyClasses())
        #expect(reports.map(\.path) == ["Main.storyboard", "TV.storyboard", "0.toy", "1.toy", "2.toy"])
        #expect(reports.flatMap(\.diagnostics).map(\.ruleID) == ["modal-dismiss-button", "modal-title"], "the Compose scene's, and none of Details'")
    }
}
