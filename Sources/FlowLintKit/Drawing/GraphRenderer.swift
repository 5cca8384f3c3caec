/// The formats `flowlint graph` writes.
public enum GraphFormat: String, CaseIterable, Sendable {
    case mermaid, dot

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
        /// The drawing, and the findings drawn on it (empty without findings).
        case drawn(String, findings: [Diagnostic])
        /// The file is not a flow that can be drawn; the diagnostics say why.
        case unreadable(FileReport)
    }

    public var linter: Linter

    public init(linter: Linter = Linter()) {
        self.linter = linter
    }

    /// The drawing of `source`, with the linter's findings on it when `withFindings` is set.
    public func render(_ source: SourceFile, format: GraphFormat, withFindings: Bool) -> Outcome {
        guard let graph = graph(of: source) else {
            return .unreadable(linter.lint(source))
        }
        let findings = withFindings ? linter.lint(source).diagnostics : []
        return .drawn(format.write(FlowDrawing(graph: graph, findings: findings)), findings: findings)
    }

    /// The graph of a flow file, with configured defaults applied as the linter applies them;
    /// nil when the YAML or the flow's shape is too broken to read.
    public func graph(of source: SourceFile) -> FlowGraph? {
        let parsed = YAMLParser(limits: linter.configuration.limits).parse(source.bytes)
        guard let document = parsed.document, let flow = FlowDecoder(file: source.path).decode(document).flow else {
            return nil
        }
        return FlowGraph(flow: linter.configuration.defaults.apply(to: flow))
    }
}
