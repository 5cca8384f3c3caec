#if SwiftSources
import SwiftSyntax

/// Whether a file is a test's: it imports a test framework (`XCTest`, `Testing`, also under an
/// `#if canImport(XCTest)`), or a module `@testable` outside any `#if`, which only a build for
/// testing allows (a release build of the app does not). What a test presents drives the app; it
/// is no part of the app's flow. Test targets are mostly left out by their folders
/// (`FlowFileFinder`), but teams keep tests, mocks and snapshot helpers among the app's sources too
/// (`__test__` folders, a `FooViewControllerTests.swift` beside the controller,
/// `fastlane/SnapshotHelper.swift`). An app's own file may import a module `@testable` under
/// `#if DEBUG` for its previews, or a test framework under `#if DEBUG` for hooks its UI tests
/// call: it stays the app's. Under an `#if`, an import counts where the clause is in the build
/// that ships (`#if canImport(XCTest)`, `#if os(iOS)`: `SwiftBuildConditions.isRead`).
enum SwiftTestCode {
    static func isTest(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { item in
            if let declaration = item.item.as(ImportDeclSyntax.self) { return importsFramework(declaration) || isTestable(declaration) }
            guard let conditions = item.item.as(IfConfigDeclSyntax.self) else { return false }
            return conditions.clauses.contains { clause in
                guard case .statements(let statements) = clause.elements, SwiftBuildConditions.isRead(clause) else { return false }
                return statements.contains { $0.item.as(ImportDeclSyntax.self).map(importsFramework) == true }
            }
        }
    }

    private static let frameworks: Set<String> = ["XCTest", "Testing"]

    private static func importsFramework(_ declaration: ImportDeclSyntax) -> Bool {
        declaration.path.first.map { frameworks.contains($0.name.text) } == true
    }

    private static func isTestable(_ declaration: ImportDeclSyntax) -> Bool {
        SwiftExpressions.has(declaration.attributes, named: "testable")
    }
}
#endif
