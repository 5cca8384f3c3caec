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

    public func read(_ sources: [SourceFile], firstFile: Int, configuration: LintConfiguration) -> CodeReading {
        var types: [SwiftTypeFacts] = []
        var views: [SwiftUIViewFacts] = []
        var windowRoots: [SwiftUIColumn] = []
        var shownByCode: [Located<String>] = []
        for (index, source) in sources.enumerated() {
            let read = facts(of: source, file: SourceFileID(firstFile + index))
            types += read.types
            views += read.views
            windowRoots += read.windowRoots
            shownByCode += read.shownByCode
        }
        let start = SourceRange.start(of: SourceFileID(firstFile))
        // The assumptions are for writing the flow out (`flowlint import`, not built for Swift
        // yet); the rules read `Action.isAssumed`.
        var (flow, assumptions) = SwiftFlowBuilder(types: types, file: sources.first?.path ?? "", start: start).build()
        SwiftUIFlowBuilder(views: views, windowRoots: windowRoots, shownByCode: shownByCode).add(to: &flow, assumptions: &assumptions)
        // Syntax errors are not findings: the compiler reports them, and what parsed is still read.
        return CodeReading(flow: flow.screens.isEmpty ? nil : flow)
    }

    /// The UIKit classes and the SwiftUI views one file declares, read from one parse.
    func facts(of source: SourceFile, file: SourceFileID) -> (types: [SwiftTypeFacts], views: [SwiftUIViewFacts], windowRoots: [SwiftUIColumn], shownByCode: [Located<String>]) {
        let bytes = source.bytes
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let positions = SwiftPositions(file: file, bytes: bytes)
        let collector = SwiftFactCollector(positions: positions)
        collector.walk(tree)
        let views = SwiftUIViewCollector(positions: positions)
        views.walk(tree)
        return (collector.types, views.views, views.windowRoots, views.constructedOutsideViews)
    }
}
#endif
