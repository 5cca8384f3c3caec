#if SwiftSources
import FlowLintKit
import SwiftParser
import SwiftSyntax

/// Reads an app's UIKit flow from its Swift sources, parsed by swift-syntax: all files together,
/// as one app, since a class presented in one file is declared in another. See
/// docs/swift-sources.md for what is read.
public struct SwiftSourceFrontend: CodeFrontend {
    public init() {}

    public var fileSuffixes: [String] { [".swift"] }

    public func read(_ sources: [SourceFile], lineOffsets: [Int], configuration: LintConfiguration) -> CodeReading {
        var types: [SwiftTypeFacts] = []
        for (source, offset) in zip(sources, lineOffsets) {
            types += facts(of: source, lineOffset: offset)
        }
        let start = SourcePosition(line: 1 + (lineOffsets.first ?? 0), column: 1)
        // The assumptions are for writing the flow out (`flowlint import`, not built for Swift
        // yet); the rules read `Action.isAssumed`.
        let (flow, _) = SwiftFlowBuilder(types: types, file: sources.first?.path ?? "", start: start).build()
        // Syntax errors are not findings: the compiler reports them, and what parsed is still read.
        return CodeReading(flow: flow.screens.isEmpty ? nil : flow, findings: sources.map { _ in [] })
    }

    func facts(of source: SourceFile, lineOffset: Int) -> [SwiftTypeFacts] {
        let bytes = source.bytes
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let positions = SwiftPositions(converter: SourceLocationConverter(fileName: source.path, tree: tree), bytes: bytes, lineOffset: lineOffset)
        let collector = SwiftFactCollector(positions: positions)
        collector.walk(tree)
        return collector.types
    }
}
#endif
