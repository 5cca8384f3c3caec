import Foundation
import Testing
@testable import FlowLintKit

/// Where an app starts: a secondary storyboard needs no entry, scenes code instantiates by
/// identifier are reachable, a navigation controller whose root is set in code is no dead end, and
/// a launch screen is no flow. On fixtures of our own, and on real apps' storyboards in
/// `../shared/storyboards` when they are there.
@Suite struct StoryboardReachabilityTests {
    static let fixtures = "Tests/FlowLintKitTests/Fixtures/storyboards/reach"
    static let shared = Repository.root.deletingLastPathComponent().appendingPathComponent("shared/storyboards").path

    static func findings(_ path: String) throws -> [String] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let report = Linter().lintStoryboards([SourceFile(path: path, bytes: bytes)])[0]
        return report.diagnostics.map { "\($0.ruleID) \($0.range.start.line)" }
    }

    @Test func aSecondaryStoryboardNeedsNoEntryAndItsIdentifiedScenesAreReachable() throws {
        let found = try Self.findings(Repository.url("\(Self.fixtures)/Account.storyboard").path)
        // Only the scene with no identifier, no segue into it and no initial view controller.
        #expect(found == ["unreachable-screen 36"])
    }

    @Test func aLaunchScreenIsNotAFlow() throws {
        #expect(try Self.findings(Repository.url("\(Self.fixtures)/LaunchScreen.storyboard").path).isEmpty)
    }

    @Test func aFlowWithoutEntryWhoseScreensHaveNoIdentifierStillNeedsOne() {
        let report = Linter().lint(path: "a.flow.yaml", text: "flowlint: 1\napp: A\nscreens:\n  Home: { title: Home, terminal: true }\n")
        #expect(report.diagnostics.map(\.ruleID) == ["missing-entry"])
    }

    static let sharedIsThere = FileManager.default.fileExists(atPath: shared)

    /// Findings the review of real storyboards calls wrong, by file, rule and line: none remains.
    static let fixedCases: [(file: String, rule: String, line: Int)] = [
        ("Ranchero-Software__NetNewsWire/Account.storyboard", "missing-entry", 2),
        ("bryceco__GoMap/Display.storyboard", "missing-entry", 2),
        ("duckduckgo__iOS/Tab.storyboard", "missing-entry", 2),
        ("weiran__Hackers/Main.storyboard", "missing-entry", 2),
        ("LoopKit__Loop/Main.storyboard", "dead-end", 673),
        ("LoopKit__Loop/Main.storyboard", "unreachable-screen", 15),
        ("LoopKit__Loop/Main.storyboard", "unreachable-screen", 148),
        ("LoopKit__Loop/Main.storyboard", "unreachable-screen", 458),
        ("LoopKit__Loop/Main.storyboard", "unreachable-screen", 473),
        ("LoopKit__Loop/Main.storyboard", "unreachable-screen", 690),
        ("analogcode__Swift-Radio-Pro/Main.storyboard", "unreachable-screen", 295),
        ("analogcode__Swift-Radio-Pro/Main.storyboard", "unreachable-screen", 569),
        ("calleerlandsson__Tofu/Main.storyboard", "unreachable-screen", 595),
        ("duckduckgo__iOS/TabSwitcher.storyboard", "unreachable-screen", 387),
        ("freeotp__freeotp-ios/Main.storyboard", "unreachable-screen", 85),
        ("freeotp__freeotp-ios/Main.storyboard", "unreachable-screen", 202),
        ("freeotp__freeotp-ios/Main.storyboard", "unreachable-screen", 367),
        ("freeotp__freeotp-ios/Main.storyboard", "unreachable-screen", 495),
        ("freeotp__freeotp-ios/Main.storyboard", "unreachable-screen", 554),
        ("freeotp__freeotp-ios/Main.storyboard", "unreachable-screen", 616),
        ("freeotp__freeotp-ios/Main.storyboard", "unreachable-screen", 758),
        ("inaturalist__INaturalistIOS/MainStoryboard.storyboard", "unreachable-screen", 995),
        ("inaturalist__INaturalistIOS/MainStoryboard.storyboard", "unreachable-screen", 1582),
        ("inaturalist__INaturalistIOS/MainStoryboard.storyboard", "unreachable-screen", 1625),
        ("inaturalist__INaturalistIOS/MainStoryboard.storyboard", "unreachable-screen", 1866),
    ]

    static let reachabilityRules: Set<String> = ["missing-entry", "unreachable-screen", "dead-end"]

    @Test(.enabled(if: sharedIsThere, "needs ../shared/storyboards beside the repository"))
    func realStoryboardsGiveExactlyTheReachabilityFindingsAnEngineerAgreesWith() throws {
        let files = Set(Self.fixedCases.map(\.file))
        for file in files.sorted() {
            let found = try Self.findings("\(Self.shared)/\(file)").filter { Self.reachabilityRules.contains(String($0.split(separator: " ")[0])) }
            for fixed in Self.fixedCases where fixed.file == file {
                #expect(!found.contains("\(fixed.rule) \(fixed.line)"), "\(file): \(fixed.rule) at line \(fixed.line) is reported again")
            }
            // The one left: Hackers' Feed Navigation Controller has no identifier and no segue into it,
            // and is not the initial view controller, so nothing can create its root.
            let expected = file == "weiran__Hackers/Main.storyboard" ? ["unreachable-screen 104"] : []
            #expect(found == expected, "\(file)")
        }
    }
}

/// How the app's main storyboard is known: `app: mainStoryboard` in the configuration, else the
/// nearest `Info.plist`'s `UIMainStoryboardFile` or `UISceneStoryboardFile`.
@Suite struct MainStoryboardTests {
    static let app = "Tests/FlowLintKitTests/Fixtures/storyboards/main-app"

    static func rules(_ name: String, _ configuration: LintConfiguration = LintConfiguration()) throws -> [String] {
        let path = "\(app)/Base.lproj/\(name).storyboard"
        let source = SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: Repository.url(path))))
        return Linter(configuration: configuration).lintStoryboards([source])[0].diagnostics.map(\.ruleID)
    }

    @Test func theInfoPlistBesideTheStoryboardsNamesTheOneThatNeedsAnEntry() throws {
        #expect(try Self.rules("Start") == ["missing-entry"])
        #expect(try Self.rules("Other").isEmpty)
    }

    /// A copy of an app with no `.git` and no configuration (a source archive): the `Info.plist`
    /// beside its Xcode project, above the folder of its storyboards, still names the main one.
    @Test func theInfoPlistBesideTheXcodeProjectNamesTheMainStoryboardOfACopyWithoutGit() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-archive-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["App.xcodeproj", "Resources"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for (name, text) in [("App.xcodeproj/project.pbxproj", ""), ("Info.plist", "<dict><key>UIMainStoryboardFile</key><string>Start</string></dict>")] {
            try text.write(toFile: root + "/" + name, atomically: true, encoding: .utf8)
        }
        for name in ["Start", "Other"] {
            try FileManager.default.copyItem(atPath: Repository.url("\(Self.app)/Base.lproj/\(name).storyboard").path, toPath: root + "/Resources/\(name).storyboard")
        }
        func rules(_ name: String) throws -> [String] {
            let path = root + "/Resources/\(name).storyboard"
            return Linter().lintStoryboards([SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))])[0].diagnostics.map(\.ruleID)
        }
        #expect(try rules("Start") == ["missing-entry"])
        #expect(try rules("Other").isEmpty)
    }

    @Test func theConfigurationWinsOverTheInfoPlist() throws {
        let configuration = LintConfiguration(app: AppSettings(mainStoryboard: "Other"))
        #expect(try Self.rules("Start", configuration).isEmpty)
        #expect(try Self.rules("Other", configuration) == ["missing-entry"])
    }

    /// The app starts in its main storyboard, as the configuration names it, even when another
    /// storyboard read with it is called Main and has an initial view controller too.
    @Test func theEntryIsTheMainStoryboardsInitialScene() throws {
        func storyboard(_ name: String, initial: String) -> SourceFile {
            SourceFile(path: "\(name).storyboard", text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(initial)-vc">
                <scenes>
                    <scene sceneID="\(initial)-sc">
                        <objects>
                            <viewController title="\(initial)" id="\(initial)-vc" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        }
        let sources = [storyboard("Main", initial: "Welcome"), storyboard("Shop", initial: "Catalog")]
        func entry(_ configuration: LintConfiguration) -> String? {
            StoryboardFrontend(sources).read(with: Linter(configuration: configuration)).flow?.entry?.value
        }
        #expect(entry(LintConfiguration()) == "Welcome")
        #expect(entry(LintConfiguration(app: AppSettings(mainStoryboard: "Shop"))) == "Catalog")
    }

    @Test func describedCodeMakesNoScreenReachableByItsIdentifier() throws {
        let flow = "flowlint: 1\napp: A\nentry: Home\nscreens:\n  Home: { title: Home, terminal: true }\n  Sheet: { title: Sheet, storyboardIdentifier: Sheet, terminal: true }\n"
        #expect(Linter().lint(path: "a.flow.yaml", text: flow).diagnostics.isEmpty)
        let described = Linter(configuration: LintConfiguration(app: AppSettings(codeDescribed: true)))
        #expect(described.lint(path: "a.flow.yaml", text: flow).diagnostics.map(\.ruleID) == ["unreachable-screen"])
    }

    @Test func plistKeysAreRead() {
        let plist = "<dict><key>UIMainStoryboardFile</key>\n\t<string>Main</string><key>UISceneStoryboardFile</key><string>Scenes.storyboard</string></dict>"
        #expect(MainStoryboard.names(inPlist: Array(plist.utf8)) == ["Main", "Scenes"])
    }

    /// A universal app of the storyboard era names one main storyboard per device.
    @Test func plistKeysWithADeviceModifierAreRead() {
        let plist = "<dict><key>UIMainStoryboardFile</key><string>Phone</string><key>UIMainStoryboardFile~ipad</key><string>Pad</string></dict>"
        #expect(MainStoryboard.names(inPlist: Array(plist.utf8)) == ["Phone", "Pad"])
    }

    @Test func theConfigurationReadsTheAppSection() {
        let result = ConfigurationLoader().load(path: ".flowlint.yml", text: "app:\n  mainStoryboard: Main.storyboard\n  codeDescribed: true\n", directory: "/")
        #expect(result.isValid)
        #expect(result.configuration.app == AppSettings(mainStoryboard: "Main", codeDescribed: true))
    }
}
