/// The formats `flowlint graph` writes.
public enum GraphFormat: String, CaseIterable, Sendable {
    case mermaid, dot

    /// The language of the drawing, in which GitHub Actions' command guard escapes it.
    public var syntax: OutputSyntax {
        switch self {
        case .mermaid: .mermaid
        case .dot: .dot
        }
    }

    public func write(_ drawing: FlowDrawing) -> String {
        switch self {
        case .mermaid: MermaidWriter().write(drawing)
        case .dot: DOTWriter().write(drawing)
        }
    }
}

/// What `flowlint graph` does, minus argument parsing: read a flow, optionally lint it, draw it.
public struct GraphRenderer: Sendable {
    public enum Outcome: Sendable {
        case drawn(String)
        /// The file is not a flow that can be drawn, or an app's files hold none: the reports say
        /// why (a storyboard that is not well-formed); none, when nothing in an app describes a screen.
        case unreadable([FileReport])
    }

    public var linter: Linter

    public init(linter: Linter = Linter()) {
        self.linter = linter
    }

    /// The drawing of `source`, with the linter's findings on it when `withFindings` is set.
    public func render(_ source: SourceFile, format: GraphFormat, withFindings: Bool) -> Outcome {
        guard let graph = linter.graph(of: source) else {
            return .unreadable([linter.lint(source)])
        }
        let findings = withFindings ? linter.lint(source).diagnostics : []
        return .drawn(format.write(FlowDrawing(graph: graph, findings: findings, lines: source.lineTable)))
    }

    /// The drawing of an app's storyboards and code read together, as `check` reads them (code
    /// only with a frontend), with the findings of all of them when `withFindings` is set.
    public func render(storyboards: [SourceFile], code: [SourceFile], readBy frontend: (any CodeFrontend)?, format: GraphFormat,
                       withFindings: Bool) -> Outcome {
        let (graph, reports) = linter.graph(ofApp: storyboards, code: code, readBy: frontend)
        let broken = reports.filter { $0.diagnostics.contains { $0.ruleID == FormatCheck.storyboardXML.rawValue } }
        guard let graph, broken.isEmpty else { return .unreadable(broken) }
        let sources = storyboards + (frontend == nil ? [] : code)
        let files = sources.enumerated().map { FlowDrawing.DrawnFile(path: $1.path, id: SourceFileID($0), lines: $1.lineTable) }
        let findings = withFindings ? reports.flatMap(\.diagnostics) : []
        return .drawn(format.write(FlowDrawing(graph: graph, findings: findings, files: files)))
    }
}
