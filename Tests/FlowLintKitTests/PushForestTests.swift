import Testing
@testable import FlowLintKit
import PositionedYAML

/// `isBelow` and `isBehind` answer from the push forest what the full walks answer: compared on
/// random stacks with screens pushed from several places, rings of pushes, details and modals.
/// So do the screens with a presentation context defined beneath them.
@Suite struct PushForestTests {
    static func graph(_ text: String) throws -> FlowGraph {
        let document = try #require(YAMLParser().parse(text).document)
        return FlowGraph(flow: try #require(FlowDecoder(file: "x.flow.yaml").decode(document).flow))
    }

    @Test func theForestAnswersAsTheWalksDo() throws {
        let seed = UInt64.random(in: .min ... .max)
        var generator = SeededGenerator(seed: seed)
        for _ in 0 ..< 40 {
            let count = Int.random(in: 2 ... 24, using: &generator)
            var text = "flowlint: 1\napp: Random\nentry: S0\nscreens:\n  S0:\n    container: navigation\n"
            for screen in 0 ..< count {
                if screen > 0 { text += "  S\(screen):\n" }
                if Int.random(in: 0 ..< 5, using: &generator) == 0 { text += "    definesPresentationContext: true\n" }
                var segues: [String] = []
                for _ in 0 ..< Int.random(in: 0 ... 3, using: &generator) {
                    let target = Int.random(in: 0 ..< count, using: &generator)
                    let kind = ["push", "push", "push", "show", "showDetail", "present"].randomElement(using: &generator)!
                    segues.append("{ \(kind): S\(target) }")
                }
                if !segues.isEmpty { text += "    segues: [\(segues.joined(separator: ", "))]\n" }
            }
            let graph = try Self.graph(text)
            let queries = NavigationQueries(graph: graph)
            let definersBelow = ContextDefinersBelow(graph: graph, pushers: queries.pushers)
            for screen in 0 ..< count {
                let below = queries.screensBelow(screen)
                #expect(definersBelow.hasDefinerBelow(screen) == below.contains { graph.screens[$0].flag(.definesPresentationContext) },
                        "seed \(seed): a definer below S\(screen)\n\(text)")
                let behind = queries.screensBehind(screen)
                for target in 0 ..< count {
                    #expect(queries.isBelow(target, screen) == below.contains(target), "seed \(seed): S\(target) below S\(screen)\n\(text)")
                    #expect(queries.isBehind(target, screen) == behind.contains(target), "seed \(seed): S\(target) behind S\(screen)\n\(text)")
                }
            }
        }
    }
}
