import FlowLintKit
@testable import FlowLintSwift
import Foundation
import Testing

#if SwiftSources
import SwiftParser

/// The Swift frontend reads code it did not write, half-typed or hostile: whatever parses, it
/// reads without trapping. Each fixture is read cut off at many points, and shapes that once
/// trapped or could (an assignment to `self`, a cast to nothing, calls without arguments) are
/// read on their own, all through the whole pipeline to its reports.
@Suite struct SwiftFrontendRobustnessTests {
    static func lint(_ texts: [String]) -> [FileReport] {
        let sources = texts.enumerated().map { SourceFile(path: "File\($0.offset).swift", text: $0.element) }
        return Linter().lintCode(sources, with: SwiftSources.frontend!)
    }

    @Test func fixturesCutOffAnywhereAreRead() throws {
        let folder = SwiftFixtureTests.root.appendingPathComponent(SwiftFixtureTests.fixtures)
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count >= 10)
        for file in files {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(file)))
            for length in stride(from: 0, to: bytes.count, by: 37) {
                let reports = Linter().lintCode([SourceFile(path: file, bytes: Array(bytes.prefix(length)))], with: SwiftSources.frontend!)
                #expect(reports.count == 1)
            }
        }
    }

    @Test func oddShapesAreRead() {
        let shapes = [
            "extension Point { init(other: Point) { self = other } }",
            "class A: UIViewController { func f() { self = A(); let x = y as! ; present(x, animated: true) } }",
            "class A: UIViewController { func f() { present(); dismiss(); navigationController?.pushViewController() } }",
            "class A: UIViewController { func f() { .title = 1; x..title = 2; let = UIAlertController() } }",
            "class A: UIViewController { func f() { guard let = storyboard?.instantiateViewController(withIdentifier: ) as? else { return } } }",
            "class A: UIViewController { override func viewDidLoad() { navigationItem.leftBarButtonItem = UIBarButtonItem.(target: self, action: #selector()) } }",
            "struct V: View { var body: some View { NavigationStack { NavigationLink { } label: { } }.sheet(isPresented: ) { } } }",
            // Closures nested where no function is open (a computed `body`, a property's
            // initialiser), one that always runs around one that may not.
            "struct V: View { var body: some View { Button(\"Sort\") { withAnimation { items.sort { $0 < $1 } } } } }",
            "class A: UIViewController { lazy var b: UIButton = { DispatchQueue.main.async { self.list.forEach { print($0) } }; return UIButton() }() }",
            String(repeating: "(", count: 5_000) + String(repeating: ")", count: 5_000),
            String(repeating: "class A: UIViewController { func f() { ", count: 300),
        ]
        for shape in shapes {
            #expect(Self.lint([shape, shape]).count == 2)
        }
    }

    /// The parser takes time exponential in square brackets nested where each could start a
    /// type (`[(a, [(a, …)])]`, `[A<[A<B>]>]()`); those nested past four levels are not read, and
    /// what follows them, on the same line or after, is read at its own place. Brackets in
    /// comments and string literals, an interpolation's too, are not counted.
    @Test func bracketsNestedPastTheParsersReachAreLeftOutAndTheRestIsRead() throws {
        let deep = String(repeating: "[(a, ", count: 40) + "1" + String(repeating: ")]", count: 40)
        let generic = String(repeating: "[A<", count: 40) + "B" + String(repeating: ">]", count: 40) + "()"
        let (flow, tables) = try SwiftFlowShapesTests.flowAndTables("""
        let table = \(deep); final class Editor: UIViewController {}
        let kinds = \(generic)
        // [[[[[[[[ not code
        let label = "[[[[[[[[ \\(rows[0]) [[[[[["
        let raw = #"[[[[[[[[ \\#(rows[[0]]) "[[[[[[[["#
        final class Home: UIViewController {
            func open() {
                present(Editor(), animated: true)
            }
        }
        """)
        let segues = flow.screens.flatMap { screen in screen.segues.map { "\(screen.id.value) → \($0.target?.value ?? "-")@\(SwiftFlowFactsTests.place($0.range, tables))" } }
        #expect(flow.screens.map(\.id.value) == ["Editor", "Home"])
        #expect(flow.screens.first.map { SwiftFlowFactsTests.place($0.id.range, tables) } == "1:\(deep.utf8.count + 27)")
        #expect(segues == ["Home → Editor@8:9"])
    }

    /// Shapes the parser or the walks recurse on without brackets, each thousands deep as a line
    /// of a pull request can be: they overflowed a thread's stack (a member chain, `try try …`,
    /// `(A) -> (A) -> …`, an `else if` ladder, `A<A<…>>`) or took minutes (`a<a<…`, nested
    /// `#if`s). Each is read within bounds, and the classes after it are read at their places.
    @Test func shapesNestedWithoutBracketsAreReadWithinBounds() throws {
        let count = 5_000
        let shapes = [
            "let chain = Color.red" + (0 ..< count).map { ".m\($0)" }.joined(),
            "let tried = " + String(repeating: "try ", count: count) + "a",
            "let typed: " + String(repeating: "(A) -> ", count: count) + "A = a",
            "func f() { if a {}" + String(repeating: " else if a {}", count: count) + " }",
            "let generic: " + String(repeating: "A<", count: count) + "B" + String(repeating: ">", count: count) + " = a",
            "let compared = " + String(repeating: "a<", count: count) + "b",
            String(repeating: "#if A\n", count: count) + "let a = 1\n" + String(repeating: "#endif\n", count: count),
        ]
        for shape in shapes {
            let (flow, tables) = try SwiftFlowShapesTests.flowAndTables(shape + """

            final class Editor: UIViewController {}
            final class Home: UIViewController {
                func open() { present(Editor(), animated: true) }
            }
            """)
            let line = shape.split(separator: "\n", omittingEmptySubsequences: false).count + 3
            let segues = flow.screens.flatMap { screen in screen.segues.map { "\(screen.id.value) → \($0.target?.value ?? "-")@\(SwiftFlowFactsTests.place($0.range, tables))" } }
            #expect(segues == ["Home → Editor@\(line):19"], "\(shape.prefix(40))")
        }
    }

    /// Angle brackets after a name past eight levels, and `#if`s past eight, are left out before
    /// the parse; comparisons (`a<b`) do not add up past a line's end, a brace or a semicolon,
    /// and a generic argument list that goes on over lines is counted whole.
    @Test func angleBracketsAndConditionsNestedTooDeepAreLeftOut() throws {
        func blanked(_ text: String) -> [String] {
            let bytes = Array(text.utf8)
            let ranges = bytes.withUnsafeBufferPointer(SwiftBracketDepth.tooDeep) ?? []
            return ranges.map { String(decoding: bytes[$0], as: UTF8.self) }
        }
        #expect(blanked("let a = " + String(repeating: "A<", count: 10) + "B" + String(repeating: ">", count: 10)) == ["<A<B>>"])
        #expect(blanked("let a = " + String(repeating: "a<", count: 10) + "b\nlet c = 1") == ["<a<b"])
        #expect(blanked(String(repeating: "if a<b { }\n", count: 20)).isEmpty)
        #expect(blanked("let a = " + String(repeating: "x<y && ", count: 8) + "z").isEmpty)
        #expect(blanked(String(repeating: "Dictionary<\n", count: 10) + "B" + String(repeating: ">", count: 10)).count == 1)
        #expect(blanked("let f: (A) -> B = g; let h = i<j>k").isEmpty)
        #expect(blanked(String(repeating: "#if A\n", count: 9) + "x\n" + String(repeating: "#endif\n", count: 9)) == ["#if A\nx\n#endif"])
        #expect(blanked("#ifdef\n" + String(repeating: "#if A\n", count: 8) + String(repeating: "#endif\n", count: 8)).isEmpty)
    }

    /// A modifier's presentations are copied into each view applying it: past the bound, a use
    /// that would go over is not applied, so that a small input cannot lend millions.
    @Test func presentationsLentByModifiersStopAtTheirBound() {
        let views = (1 ... 5).map { "struct V\($0): View { @State private var f = false; var body: some View { Text(\"v\").modifier(M(flag: $f)) } }" }
        let source = """
            import SwiftUI
            struct M: ViewModifier {
                @Binding var flag: Bool
                func body(content: Content) -> some View {
                    content.sheet(isPresented: $flag) { A() }.sheet(isPresented: $flag) { B() }.sheet(isPresented: $flag) { C() }
                }
            }

            """ + views.joined(separator: "\n")
        let collector = SwiftUIViewCollector(positions: SwiftPositions(file: SourceFileID(0), bytes: Array(source.utf8)))
        collector.walk(Parser.parse(source: source))
        #expect(SwiftUIViewFacts.applyingPresentingModifiers(collector.views).map(\.presentations.count) == [3, 3, 3, 3, 3])
        #expect(SwiftUIViewFacts.applyingPresentingModifiers(collector.views, maximumLent: 7).map(\.presentations.count) == [3, 3, 0, 0, 0])
    }

    /// A route's cases are copied into each destination calling it: past the bound, a call that
    /// would go over stays unresolved (one push, no target), so that a small input cannot make millions.
    @Test func routesCopiedIntoTheirCallersStopAtTheirBound() {
        let views = (1 ... 4).map { "struct V\($0): View { var body: some View { Text(\"v\").navigationDestination(for: R.self) { $0.view() } } }" }
        let source = """
            import SwiftUI
            enum R: Hashable {
                case a, b, c
                @ViewBuilder func view() -> some View { switch self { case .a: A() case .b: B() case .c: C() } }
            }
            let made: [R] = [.a, .b, .c]

            """ + views.joined(separator: "\n")
        let collector = SwiftUIViewCollector(positions: SwiftPositions(file: SourceFileID(0), bytes: Array(source.utf8)))
        collector.walk(Parser.parse(source: source))
        var budget = 7
        let read = collector.views.map { $0.showingRoutes(collector.routes, uses: collector.nameUses, budget: &budget) }
        #expect(read.map { $0.pushes.map { $0.constructed.map(\.value).joined() } } == [["A", "B", "C"], ["A", "B", "C"], [""], [""]])
        #expect(budget == 1)
    }
}
#endif
