import Testing
@testable import FlowLintKit

/// `check` and `graph` must name the same style for every presentation, the app's defaults
/// included. Each goes through the library entry its command calls: `Linter.lint` for the
/// findings, `GraphRenderer.render` for the drawing.
@Suite struct PresentationStyleAgreementTests {
    static let flowWithoutDefaults = """
    flowlint: 1
    app: Notes
    entry: Library
    screens:
      Library:
        title: Notes
        segues: [{ present: Compose }]
      Compose:
        title: New Note
        userContent: true

    """

    static let flowWithDefaults = flowWithoutDefaults.replacingOccurrences(
        of: "entry: Library\n", with: "entry: Library\ndefaults: { presentationStyle: fullScreen }\n")

    /// What `check` and `graph` say of the one presentation: the style in the finding's
    /// "presented here" note, and the Mermaid and DOT edges.
    struct Told: Equatable {
        var notes: [String]
        var mermaidEdges: [String]
        var dotEdges: [String]
    }

    func told(_ text: String, linter: Linter = Linter()) throws -> Told {
        let source = SourceFile(path: "a.flow.yaml", bytes: Array(text.utf8))
        let findings = linter.lint(source).diagnostics.filter { $0.ruleID == "modal-dismiss-button" }
        let renderer = GraphRenderer(linter: linter)
        guard case .drawn(let mermaid) = renderer.render(source, format: .mermaid, withFindings: false),
              case .drawn(let dot) = renderer.render(source, format: .dot, withFindings: false) else {
            throw DrawingFixture.Failure(description: "the flow does not draw")
        }
        return Told(notes: findings.flatMap { $0.notes.map(\.message) },
                    mermaidEdges: mermaid.split(separator: "\n").filter { $0.contains("-.->") }.map(String.init),
                    dotEdges: dot.split(separator: "\n").filter { $0.contains("style=dashed") }.map(String.init))
    }

    @Test func checkAndGraphNameTheStyleFromTheFlowsDefaults() throws {
        #expect(try told(Self.flowWithDefaults) == Told(
            notes: ["presented here (presentationStyle: fullScreen)"],
            mermaidEdges: [#"  s_Library -.->|"fullScreen"| s_Compose"#],
            dotEdges: [#"  s_Library -> s_Compose [style=dashed, label="fullScreen"];"#]
        ))
    }

    @Test func checkAndGraphNameTheStyleFromTheConfigurationsDefaults() throws {
        let place = ConfigurationPlace.at(line: 2, column: 25)
        let defaults = ConfiguredDefaults(presentationStyle: Located(.formSheet, at: place.range), file: ".flowlint.yml", lines: place.lines)
        let linter = Linter(configuration: LintConfiguration(defaults: defaults))
        #expect(try told(Self.flowWithoutDefaults, linter: linter) == Told(
            notes: ["presented here (presentationStyle: formSheet)"],
            mermaidEdges: [#"  s_Library -.->|"formSheet"| s_Compose"#],
            dotEdges: [#"  s_Library -> s_Compose [style=dashed, label="formSheet"];"#]
        ))
    }

    @Test func withoutDefaultsBothNameUIKitsAutomatic() throws {
        #expect(try told(Self.flowWithoutDefaults) == Told(
            notes: ["presented here (presentationStyle: automatic)"],
            mermaidEdges: [#"  s_Library -.->|"automatic"| s_Compose"#],
            dotEdges: [#"  s_Library -> s_Compose [style=dashed, label="automatic"];"#]
        ))
    }

    /// What decided each style, and where a finding about it points.
    @Test func theResolutionSaysWhereTheStyleComesFrom() throws {
        let text = """
        flowlint: 1
        app: Notes
        entry: Library
        defaults: { presentationStyle: overFullScreen }
        screens:
          Library:
            title: Notes
            segues:
              - { present: Compose }
              - { present: Tags, presentationStyle: popover }
              - { show: Settings }
          Compose: { title: Compose }
          Tags: { title: Tags }
          Settings: { title: Settings }

        """
        let graph = try #require(Linter().graph(of: SourceFile(path: "a.flow.yaml", bytes: Array(text.utf8))))
        let library = try #require(graph.node(named: "Library"))
        let resolutions = graph.outgoing[library].map { graph.presentationStyle(of: graph.edges[$0]) }
        let places = graph.outgoing[library].map { graph.place(ofEdge: $0) }
        #expect(resolutions.map(\.value) == [.overFullScreen, .popover, .automatic])
        #expect(resolutions.map(\.source) == [.appDefaults, .action, .uikitDefault])
        let lines = LineTable(Array(text.utf8))
        #expect(resolutions.map { $0.declared.map { "\($0.value) \(lines.lineColumnRange(of: $0.range))" } } == [
            "overFullScreen 4:32-4:46", "popover 10:45-10:52", nil,
        ])
        // A default is shared by every presentation, so a finding stays at the one it is about.
        #expect(resolutions.map(\.findingRange) == [places[0], resolutions[1].declared!.range, places[2]])
    }
}
