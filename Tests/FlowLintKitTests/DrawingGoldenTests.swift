import Testing
@testable import FlowLintKit

/// Each flow drawn in each format must match `Fixtures/drawing/<name>.<dot|mmd>` byte for byte.
@Suite struct DrawingGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var flow: String
        var name: String
        var findings: Bool
        var testDescription: String { name }
    }

    static let cases = [
        Case(flow: "examples/mail.flow.yaml", name: "mail", findings: false),
        Case(flow: "examples/broken.flow.yaml", name: "broken-findings", findings: true),
        Case(flow: "\(DrawingFixture.directory)/containers.flow.yaml", name: "containers-findings", findings: true),
        Case(flow: "\(DrawingFixture.directory)/hostile-names.flow.yaml", name: "hostile-names-findings", findings: true),
        // Also a check fixture: its .out and these drawings name the same style for each edge.
        Case(flow: "Tests/FlowLintKitTests/Fixtures/err/presentation-defaults.yaml", name: "presentation-defaults", findings: false),
    ]

    /// The main example's DOT is the README graph's source, `examples/mail.flow.dot`, from which
    /// `.ci/integration/graph.sh` renders `examples/mail.flow.svg`.
    static func goldenPath(_ fixture: Case, _ format: GraphFormat) -> String {
        if fixture.name == "mail", format == .dot { return "examples/mail.flow.dot" }
        return "\(DrawingFixture.directory)/\(fixture.name).\(format == .dot ? "dot" : "mmd")"
    }

    @Test(arguments: cases, GraphFormat.allCases)
    func drawingMatchesGoldenFile(_ fixture: Case, format: GraphFormat) throws {
        let rendered = format.write(try DrawingFixture.drawing(fixture.flow, findings: fixture.findings))
        let golden = Self.goldenPath(fixture, format)
        #expect(try Repository.matchesGolden(rendered, at: golden), """
            \(golden) is stale; review and run FLOWLINT_UPDATE_GOLDEN=1 swift test --filter Drawing \
            (and, for examples/mail.flow.dot, bash .ci/integration/graph.sh --update). It now draws as:
            \(rendered)
            """)
    }
}
