import Foundation
import Testing
@testable import FlowLintKit

/// A storyboard named alone, as pre-commit names the files of a commit, is checked with the rest
/// of its app and reports what it reports when its app's directory is checked.
@Suite struct AppCompanionsTests {
    static let fixtureRoot = StoryboardTests.fixtureRoot

    static func run(_ paths: [String], readsWholeApp: Bool = true, configured: Bool = false) -> CheckRunner.Outcome {
        var runner = CheckRunner(linter: Linter(), formatter: JSONFormatter())
        runner.readsWholeApp = readsWholeApp
        if configured { runner.configurations = ConfigurationResolver() }
        return runner.run(paths: paths)
    }

    /// Each finding with the file of every place it names, so that a note moved to another file shows.
    static func findings(in outcome: CheckRunner.Outcome, of file: String) -> [String] {
        outcome.run.files.filter { $0.path.hasSuffix(file) }.flatMap(\.diagnostics).map { finding in
            ([finding.ruleID, "\(finding.range)"] + finding.notes.map { "\(($0.file as NSString).lastPathComponent):\($0.range)" }).joined(separator: " ")
        }.sorted()
    }

    static func temporaryApp(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-app-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func aStoryboardAloneKeepsItsOverlaysFacts() throws {
        let directory = Repository.url("\(Self.fixtureRoot)/overlay").path
        let whole = Self.run([directory])
        let alone = Self.run([directory + "/Notes.storyboard"])
        let expected = Self.findings(in: whole, of: "Notes.storyboard")
        #expect(expected.count == 2, "the overlay's user content makes two confirm-before-discard findings")
        #expect(Self.findings(in: alone, of: "Notes.storyboard") == expected)
        // Only the file asked for is reported; the overlay was read, not reported.
        #expect(alone.run.files.map(\.path) == [directory + "/Notes.storyboard"])
        #expect(alone.exitCode == whole.exitCode)
    }

    @Test func aStoryboardAloneSeesItsSiblings() throws {
        let directory = Repository.url("\(Self.fixtureRoot)/multi").path
        let whole = Self.run([directory])
        let alone = Self.run([directory + "/Onboarding.storyboard"])
        let expected = Self.findings(in: whole, of: "Onboarding.storyboard")
        #expect(expected == ["modal-dismiss-button 7:55-7:62 Main.storyboard:43:64-43:76", "show-outside-navigation 13:75-13:79 Onboarding.storyboard:7:55-7:62"])
        #expect(Self.findings(in: alone, of: "Onboarding.storyboard") == expected)
        #expect(alone.run.files.count == 1)
    }

    /// Standard input belongs to the app of the name it is given, as an editor pipes a file.
    @Test func aStoryboardOnStandardInputSeesItsSiblings() throws {
        let directory = Repository.url("\(Self.fixtureRoot)/multi").path
        let text = try Array(Data(contentsOf: URL(fileURLWithPath: directory + "/Onboarding.storyboard")))
        var runner = CheckRunner(linter: Linter(), formatter: JSONFormatter(), stdinName: directory + "/Onboarding.storyboard")
        let piped = runner.run(paths: ["-"]) { text }
        #expect(Self.findings(in: piped, of: "Onboarding.storyboard") == Self.findings(in: Self.run([directory]), of: "Onboarding.storyboard"))
        #expect(piped.run.files.count == 1)
        runner.readsWholeApp = false
        #expect(runner.run(paths: ["-"]) { text }.run.diagnostics.isEmpty)
    }

    /// A sibling that cannot be read is named on standard error, with why, and fails nothing:
    /// the user did not ask for it, but the findings on what they asked for may miss what it says.
    @Test func aSiblingNotReadIsNamedWithoutFailingTheRun() throws {
        let main = try String(contentsOf: Repository.url("\(Self.fixtureRoot)/multi/Main.storyboard"), encoding: .utf8)
        let root = try Self.temporaryApp([
            "App.xcodeproj/project.pbxproj": "",
            "App/Main.storyboard": main,
            "App/Broken.storyboard": "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY a \"b\">]>\n<document/>\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let alone = Self.run([root + "/App/Main.storyboard"])
        #expect(alone.unreadCompanions == [root + "/App/Broken.storyboard:2:1: the storyboard has a document type declaration (`<!DOCTYPE`), "
            + "which Xcode never writes; flowlint reads no DTD, since its entities can expand for minutes [storyboard-xml]"])
        #expect(alone.errors.isEmpty)
        #expect(alone.run.files.map(\.path) == [root + "/App/Main.storyboard"])
        #expect(Self.run([root + "/App/Main.storyboard"], readsWholeApp: false).unreadCompanions.isEmpty)
    }

    /// With no configuration, Xcode project or git work tree around it, a file's app is the files
    /// beside it: a storyboard checked in a downloads folder or `/tmp` does not read every folder below.
    @Test func withNothingMarkingAnAppOnlyTheFilesBesideAFileAreItsApp() throws {
        let main = try String(contentsOf: Repository.url("\(Self.fixtureRoot)/multi/Main.storyboard"), encoding: .utf8)
        let onboarding = try String(contentsOf: Repository.url("\(Self.fixtureRoot)/multi/Onboarding.storyboard"), encoding: .utf8)
        let broken = "<?xml version=\"1.0\"?>\n<document"
        let root = try Self.temporaryApp([
            "Main.storyboard": main,
            "Onboarding.storyboard": onboarding,
            "Elsewhere/Broken.storyboard": broken,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let companions = AppCompanions(of: [root + "/Main.storyboard"], foundIn: [root + "/Main.storyboard"], finder: FlowFileFinder(), configurations: nil).paths
        #expect(companions == [root + "/Onboarding.storyboard"])
        let alone = Self.run([root + "/Onboarding.storyboard"])
        #expect(Self.findings(in: alone, of: "Onboarding.storyboard") == Self.findings(in: Self.run([Repository.url("\(Self.fixtureRoot)/multi").path]), of: "Onboarding.storyboard"))
        #expect(alone.unreadCompanions.isEmpty)
        // In a git work tree the folders below the file's are read too, as they are below a project.
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        #expect(Self.run([root + "/Onboarding.storyboard"]).unreadCompanions.map { $0.hasPrefix(root + "/Elsewhere/Broken.storyboard:") } == [true])
    }

    @Test func onlyGivenReadsNothingElse() throws {
        let directory = Repository.url("\(Self.fixtureRoot)/multi").path
        let alone = Self.run([directory + "/Onboarding.storyboard"], readsWholeApp: false)
        // Without Main.storyboard nothing presents Welcome, and its storyboard has no entry of its own.
        #expect(alone.run.diagnostics.isEmpty)
    }

    @Test func theAppRootIsTheNearestConfiguration() throws {
        let root = try Self.temporaryApp([
            ".flowlint.yml": "exclude: [Legacy/**]\n",
            "Features/Start/Start.storyboard": Self.storyboard(id: "start", initial: true, segueTo: "Settings"),
            "Features/Settings/Settings.storyboard": Self.storyboard(id: "set", identifier: "Settings"),
            "Legacy/Old.storyboard": "<not a storyboard",
            "Notes/plain.flow.yaml": "flowlint: 1\nentry: A\nscreens:\n  A: {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(AppCompanions.appRoot(of: root + "/Features/Start/Start.storyboard") == root)
        let companions = AppCompanions(of: [root + "/Features/Start/Start.storyboard"], foundIn: [root + "/Features/Start/Start.storyboard"],
                                       finder: FlowFileFinder(), configurations: ConfigurationResolver()).paths
        // The excluded storyboard is not read, nor a flow file that overlays nothing.
        #expect(companions == [root + "/Features/Settings/Settings.storyboard"])
        let alone = Self.run([root + "/Features/Start/Start.storyboard"], configured: true)
        #expect(!alone.run.diagnostics.contains { $0.ruleID == "unknown-target" || $0.ruleID == "cross-storyboard-segue" }, "\(alone.run.diagnostics.map(\.message))")
        #expect(alone.exitCode == 0)
        let given = Self.run([root + "/Features/Start/Start.storyboard"], readsWholeApp: false, configured: true)
        // Alone, the reference leads nowhere; the entry is not reported as a dead end, since
        // nothing says this storyboard is where the app starts.
        #expect(given.run.diagnostics.map(\.ruleID).sorted() == ["unreachable-screen"])
        // Without the configuration, the app is the storyboard's own directory.
        #expect(AppCompanions.appRoot(of: root + "/Legacy/Old.storyboard") == root)
        try FileManager.default.removeItem(atPath: root + "/.flowlint.yml")
        #expect(AppCompanions.appRoot(of: root + "/Features/Start/Start.storyboard") == root + "/Features/Start")
    }

    /// Without a configuration, the app is the folder of the nearest Xcode project, looked for no
    /// higher than the top of the git work tree; then the file's own folder.
    @Test func withoutAConfigurationTheAppRootIsTheXcodeProjectsFolder() throws {
        let root = try Self.temporaryApp([
            "Mail.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n",
            "Mail/Base.lproj/Main.storyboard": Self.storyboard(id: "main", initial: true),
            "Mail/Settings/Settings.storyboard": Self.storyboard(id: "set", identifier: "Settings"),
            "Mail/Packages/Feature/Package.swift": "// swift-tools-version:5.9\n",
            "Mail/Packages/Feature/Feature.storyboard": Self.storyboard(id: "feature", identifier: "Feature"),
            "Vendor/Lib/.git/HEAD": "ref: refs/heads/main\n",
            "Vendor/Lib/Lib.storyboard": Self.storyboard(id: "lib", identifier: "Lib"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(AppCompanions.appRoot(of: root + "/Mail/Base.lproj/Main.storyboard") == root)
        // A local package is part of the app its project builds.
        #expect(AppCompanions.appRoot(of: root + "/Mail/Packages/Feature/Feature.storyboard") == root)
        // A work tree of its own stops the search: what lies above it is another repository.
        #expect(AppCompanions.appRoot(of: root + "/Vendor/Lib/Lib.storyboard") == root + "/Vendor/Lib")
        let main = root + "/Mail/Base.lproj/Main.storyboard"
        let companions = AppCompanions(of: [main], foundIn: [main], finder: FlowFileFinder(), configurations: nil).paths
        #expect(companions == [root + "/Mail/Packages/Feature/Feature.storyboard", root + "/Mail/Settings/Settings.storyboard",
                               root + "/Vendor/Lib/Lib.storyboard"])
    }

    @Test func aStoryboardNamedAnotherWayIsReportedUnderItsOwnName() throws {
        let directory = Repository.url("\(Self.fixtureRoot)/overlay").path
        let roundabout = directory + "/../overlay/Notes.storyboard"
        let alone = Self.run([roundabout])
        #expect(alone.run.files.map(\.path) == [roundabout])
        #expect(alone.run.diagnostics.count == 2)
        #expect(alone.run.diagnostics.allSatisfy { $0.file == roundabout })
    }

    static func storyboard(id: String, initial: Bool = false, identifier: String? = nil, segueTo reference: String? = nil) -> String {
        let entry = initial ? " initialViewController=\"\(id)-vc\"" : ""
        let name = identifier.map { " storyboardIdentifier=\"\($0)\"" } ?? ""
        let referenceScene = reference.map { """
                <scene sceneID="\(id)-ref-scene">
                    <objects>
                        <viewControllerPlaceholder storyboardName="\($0)" referencedIdentifier="\($0)" id="\(id)-ref" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """ } ?? ""
        let segue = reference.map { _ in "<connections><segue destination=\"\(id)-ref\" kind=\"show\" id=\"\(id)-seg\"/></connections>" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(entry)>
            <scenes>
                <scene sceneID="\(id)-scene">
                    <objects>
                        <navigationController id="\(id)-vc" sceneMemberID="viewController">
                            <connections><segue destination="\(id)-root" kind="relationship" relationship="rootViewController" id="\(id)-rel"/></connections>
                        </navigationController>
                        <viewController\(name) title="\(id)" id="\(id)-root" sceneMemberID="viewController">
                            \(segue)
                        </viewController>
                    </objects>
                </scene>
        \(referenceScene)
            </scenes>
        </document>
        """
    }
}
