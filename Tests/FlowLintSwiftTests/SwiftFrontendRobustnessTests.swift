import FlowLintKit
import FlowLintSwift
import Foundation
import Testing

#if SwiftSources
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
}
#endif
