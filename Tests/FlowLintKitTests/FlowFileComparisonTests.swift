import PositionedYAML
import Testing
@testable import FlowLintKit

/// `flow-file-drift`'s comparison, on two flows written as flow files: one the team's, one
/// standing for what the code says (in the Swift build, the Swift frontend makes it).
@Suite struct FlowFileComparisonTests {
    static func flow(_ screens: String, file: Int = 0) throws -> Flow {
        let text = "flowlint: 1\napp: A\nscreens:\n" + screens
        let parsed = try #require(YAMLParser(file: SourceFileID(file)).parse(text).document)
        return try #require(FlowDecoder(file: "f\(file).yaml", id: SourceFileID(file)).decode(parsed).flow)
    }

    /// The drifts of `file` against `code`, whose screens are all declared in code unless `declared` says which.
    static func drifts(file: String, code: String, declared: [String]? = nil, editing: (inout Flow) -> Void = { _ in }) throws -> [FlowFileComparison.Drift] {
        let fileFlow = try flow(file)
        var codeFlow = try flow(code, file: 1)
        editing(&codeFlow)
        let names = declared ?? codeFlow.screens.map(\.id.value)
        let declarations = Dictionary(uniqueKeysWithValues: codeFlow.screens.filter { names.contains($0.id.value) }.map { ($0.id.value, $0.id.range) })
        return FlowFileComparison(file: FlowGraph(flow: fileFlow), code: FlowGraph(flow: codeFlow), declarations: declarations).drifts()
    }

    static func text(_ flow: String, at range: SourceRange) -> String {
        let text = "flowlint: 1\napp: A\nscreens:\n" + flow
        let scalars = Array(text.unicodeScalars)
        return String(String.UnicodeScalarView(scalars[range.start ..< range.end]))
    }

    let inbox = """
      Inbox:
        segues:
          - { present: Compose, presentationStyle: pageSheet, transitionStyle: crossDissolve }
      Compose: {}

    """

    @Test func aPresentationStyleBothStateDifferentlyIsADriftAtTheFilesStyleWithANoteAtTheCodes() throws {
        let code = """
          Inbox:
            segues:
              - { present: Compose, presentationStyle: fullScreen, transitionStyle: crossDissolve }
          Compose: {}

        """
        let drifts = try Self.drifts(file: inbox, code: code)
        #expect(drifts.map(\.kind) == [.presentationStyle])
        let drift = try #require(drifts.first)
        #expect(drift.message == "the flow file presents \"Compose\" as pageSheet, but the code presents it as fullScreen")
        #expect(drift.range.file == SourceFileID(0) && Self.text(inbox, at: drift.range) == "pageSheet")
        #expect(drift.notes.count == 1 && drift.notes[0].range.file == SourceFileID(1) && Self.text(code, at: drift.notes[0].range) == "fullScreen")
        #expect(drift.subject == "segue:Inbox->Compose:presentationStyle")
    }

    @Test func stylesAreComparedOnlyWhereBothSidesStateThem() throws {
        // The code sets no style: it may be set where it is not read.
        #expect(try Self.drifts(file: inbox, code: "  Inbox:\n    segues: [{ present: Compose }]\n  Compose: {}\n").isEmpty)
        // One presentation of the code's states the file's style.
        let two = "  Inbox:\n    segues:\n      - { present: Compose, presentationStyle: fullScreen }\n      - { present: Compose, presentationStyle: pageSheet, transitionStyle: crossDissolve }\n  Compose: {}\n"
        #expect(try Self.drifts(file: inbox, code: two).isEmpty)
        // One does not state it at all.
        let unstated = "  Inbox:\n    segues:\n      - { present: Compose, presentationStyle: fullScreen, transitionStyle: crossDissolve }\n      - { present: Compose }\n  Compose: {}\n"
        #expect(try Self.drifts(file: inbox, code: unstated).isEmpty)
        // A sheet by another name: the sheets differ only with the device and size class.
        for sheet in ["automatic", "formSheet"] {
            #expect(try Self.drifts(file: inbox, code: "  Inbox:\n    segues: [{ present: Compose, presentationStyle: \(sheet), transitionStyle: crossDissolve }]\n  Compose: {}\n").isEmpty)
        }
    }

    @Test func aTransitionStyleBothStateDifferentlyIsADrift() throws {
        let code = "  Inbox:\n    segues: [{ present: Compose, presentationStyle: pageSheet, transitionStyle: flipHorizontal }]\n  Compose: {}\n"
        let drifts = try Self.drifts(file: inbox, code: code)
        #expect(drifts.map(\.kind) == [.transitionStyle])
        #expect(drifts.first.map { Self.text(inbox, at: $0.range) } == "crossDissolve")
        #expect(drifts.first?.message == "the flow file presents \"Compose\" with transition crossDissolve, but the code uses flipHorizontal")
    }

    let library = """
      Library:
        segues:
          - push: Note
          - { present: About }
      Note: {}
      About: {}
      Trash: {}

    """

    @Test func aTransitionTheCodeNeverMakesIsADriftWhenEveryTransitionOfTheCodeIsResolved() throws {
        let code = "  Library:\n    segues: [{ push: Note }, { push: Trash }]\n  Note: {}\n  Trash: {}\n"
        let drifts = try Self.drifts(file: library, code: code)
        let missing = try #require(drifts.first { $0.kind == .transitionNotInCode })
        #expect(missing.message == "the flow file has \"Library\" present \"About\", which its code never does")
        #expect(Self.text(library, at: missing.range) == "present")
        #expect(missing.notes.map(\.message) == ["the code of \"Library\", declared here, leads only to \"Note\" and \"Trash\""])
        #expect(Self.text(code, at: missing.notes[0].range) == "Library")
    }

    @Test func anUnresolvedTargetOrNoTransitionAtAllMakesNoDriftOfAMissingTransition() throws {
        // `Share` is no screen of the code's: its target is not resolved, and might be `About`.
        let unresolved = "  Library:\n    segues: [{ push: Note }, { present: Share }]\n  Note: {}\n"
        #expect(try Self.drifts(file: library, code: unresolved).isEmpty)
        // A screen whose code makes no transition that is read: a coordinator may make them.
        #expect(try Self.drifts(file: library, code: "  Library: {}\n  Note: {}\n").isEmpty)
    }

    @Test func aTransitionTheFileLacksIsADriftAtTheFilesScreen() throws {
        let code = "  Library:\n    segues: [{ push: Note }, { present: About }, { show: Trash }]\n  Note: {}\n  About: {}\n  Trash: {}\n"
        let drifts = try Self.drifts(file: library, code: code)
        #expect(drifts.map(\.kind) == [.transitionNotInFile])
        let drift = try #require(drifts.first)
        #expect(drift.message == "the code of \"Library\" shows \"Trash\", which the flow file leaves out")
        #expect(Self.text(library, at: drift.range) == "Library")
        #expect(drift.notes.map(\.message) == ["the code shows \"Trash\" here"] && Self.text(code, at: drift.notes[0].range) == "show")
        #expect(drift.subject == "transition:Library->Trash:notInFile")
    }

    @Test func anAssumedTransitionOrOneToAScreenTheFileDoesNotListIsNoDrift() throws {
        let code = "  Library:\n    segues: [{ push: Note }, { present: About }, { show: Trash }, { push: Help }]\n  Note: {}\n  About: {}\n  Trash: {}\n  Help: {}\n"
        let drifts = try Self.drifts(file: library, code: code) { flow in
            var segues = Array(flow.screens[0].segues)
            segues[2].isAssumed = true
            flow.screens[0].segues = FlowList(segues)
        }
        #expect(drifts.isEmpty)
    }

    @Test func theKindOfATransitionAndTheWaysBackAreNotCompared() throws {
        let code = "  Library:\n    segues: [{ show: Note }, { present: About }, dismiss, pop]\n  Note: {}\n  About: {}\n"
        #expect(try Self.drifts(file: library, code: code).isEmpty)
    }

    @Test func aPresentTheCodeOnlyPushesIsADriftOfItsKind() throws {
        let code = "  Inbox:\n    segues: [{ push: Compose }, { push: Compose }]\n  Compose: {}\n"
        let drifts = try Self.drifts(file: inbox, code: code)
        #expect(drifts.map(\.kind) == [.transitionKind])
        let drift = try #require(drifts.first)
        #expect(drift.message == "the flow file has \"Inbox\" present \"Compose\", but its code pushes it")
        #expect(Self.text(inbox, at: drift.range) == "present")
        #expect(drift.notes.map(\.message) == ["the code pushes it here", "the code pushes it here"])
        #expect(drift.subject == "segue:Inbox->Compose:kind")
        // Pushed once and presented once: the file's present is one of them.
        #expect(try Self.drifts(file: inbox, code: "  Inbox:\n    segues: [{ push: Compose }, { present: Compose }]\n  Compose: {}\n").isEmpty)
    }

    @Test func listsNameEachOnceAndStopAtFive() {
        #expect(FlowFileComparison.list(["a"], or: true) == "a")
        #expect(FlowFileComparison.list(["a", "b", "a"], or: true) == "a or b")
        #expect(FlowFileComparison.list(["a", "b", "c", "d", "e"], or: false) == "a, b, c, d and e")
        #expect(FlowFileComparison.list(["a", "b", "c", "d", "e", "f", "g"], or: false) == "a, b, c, d and 3 more")
    }

    @Test func anAlertsActionsAreItsScreensTransitions() throws {
        let file = "  Library:\n    segues: [{ push: Note }]\n  Note: {}\n"
        var code = "  Library:\n    segues: [{ present: Library.ask }]\n  Note: {}\n"
        code += "modals:\n  Library.ask:\n    kind: alert\n    actions:\n      - { title: Open, action: { push: Note } }\n"
        #expect(try Self.drifts(file: file, code: code).isEmpty)
    }

    @Test func aScreenWhoseCodeWasNotReadIsNotCompared() throws {
        let code = "  Library:\n    segues: [{ push: Note }, { push: Trash }]\n  Note: {}\n  Trash: {}\n"
        #expect(try Self.drifts(file: library, code: code, declared: ["Note"]).isEmpty)
    }

    @Test func aFileIsComparedOnlyWhenNoOverlayAndOneOfItsScreensIsDeclaredInCode() throws {
        let code = try Self.flow("  LibraryViewController: {}\n  Scene:\n    segues: [{ push: LibraryViewController }]\n", file: 1)
        let counterpart = CodeCounterpart(flow: code, sources: [], codeFlow: try Self.flow("  LibraryViewController: {}\n", file: 1))
        #expect(counterpart.compares(try Self.flow("  LibraryViewController: {}\n  About: {}\n")))
        // Another app's file, or one naming only a storyboard scene the code does not declare.
        #expect(!counterpart.compares(try Self.flow("  Inbox: {}\n  Compose: {}\n")))
        #expect(!counterpart.compares(try Self.flow("  Scene: {}\n")))
        var overlay = try Self.flow("  LibraryViewController: {}\n")
        overlay.storyboards = [Located("Main.storyboard", at: SourceRange(file: SourceFileID(0), start: 0, end: 1))]
        #expect(!counterpart.compares(overlay))
    }

    @Test func aSceneIsDeclaredInCodeThroughItsClass() throws {
        var scene = try Self.flow("  Compose: {}\n", file: 1)
        scene.screens[0].className = Located("ComposeViewController", at: scene.screens[0].id.range)
        let counterpart = CodeCounterpart(flow: scene, sources: [], codeFlow: try Self.flow("  ComposeViewController: {}\n", file: 2))
        #expect(counterpart.declarations.keys.sorted() == ["Compose"])
        #expect(counterpart.declarations["Compose"]?.file == SourceFileID(2))
    }
}
