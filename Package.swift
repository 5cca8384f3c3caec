// swift-tools-version:6.1
// 6.1 for package traits: reading Swift sources is the `SwiftSources` trait (docs/swift-sources.md).
import PackageDescription

let package = Package(
    name: "flowlint",
    products: [
        .executable(name: "flowlint", targets: ["flowlint"]),
        .library(name: "FlowLintKit", targets: ["FlowLintKit"]),
        .library(name: "FlowLintSwift", targets: ["FlowLintSwift"]),
        // Lints a target's flow files and storyboards as it builds; `swift package flowlint` lints
        // the package's targets on demand (docs/xcode.md).
        .plugin(name: "FlowLintPlugin", targets: ["FlowLintPlugin"]),
        .plugin(name: "FlowLintCommandPlugin", targets: ["FlowLintCommandPlugin"]),
    ],
    // Off by default: swift-syntax takes minutes to build, and only those who read Swift sources
    // should pay for it (`swift build --traits SwiftSources`). Why a trait rather than a second
    // product: docs/swift-sources.md.
    traits: [
        .trait(name: "SwiftSources", description: "Read the flow from an app's Swift sources (builds swift-syntax)."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // libyaml, found through pkg-config: every flow file is read through it.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // libxml2, for storyboards: its SAX interface directly rather than Foundation's XMLParser,
        // which would load all of Foundation. Apple's SDKs have their own `libxml2` module, so
        // this one is for Linux.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // What Swift's Glibc module leaves out: malloc_trim, memmem and the CPU affinity count.
        .systemLibrary(name: "CGlibcExtras"),
        // A hint that Swift cannot spell: fetch memory ahead of a read, for lookups done in groups.
        .systemLibrary(name: "CMemoryHints"),
        // The one layer that talks to libyaml: events in, positioned nodes out.
        .target(
            name: "PositionedYAML",
            dependencies: ["CYAML", "CMemoryHints", .target(name: "CGlibcExtras", condition: .when(platforms: [.linux]))]
        ),
        // Flow model, decoder, graph, rules and report formats.
        .target(
            name: "FlowLintKit",
            dependencies: [
                "PositionedYAML",
                "CMemoryHints",
                .target(name: "CLibXML2", condition: .when(platforms: [.linux])),
                .target(name: "CGlibcExtras", condition: .when(platforms: [.linux])),
            ]
        ),
        // The Swift-source frontend. Without the SwiftSources trait it depends on nothing of
        // swift-syntax and compiles to an empty module (its code is inside `#if SwiftSources`),
        // so the default build never compiles swift-syntax.
        .target(
            name: "FlowLintSwift",
            dependencies: [
                "FlowLintKit",
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["SwiftSources"])),
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["SwiftSources"])),
            ]
        ),
        // The command line: argument parsing over FlowLintKit, nothing more.
        .executableTarget(
            name: "flowlint",
            dependencies: [
                "FlowLintKit",
                "FlowLintSwift",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The whole pipeline as a libFuzzer target (built with -D FUZZING, see
        // .ci/integration/fuzz.sh) and, in ordinary builds, a reproducer for saved inputs.
        .executableTarget(name: "FlowLintFuzz", dependencies: ["FlowLintKit"]),
        // Writes the files generated from the rules and their pages: the list of rule types, the
        // pages embedded in the binary, and the guidelines' "Enforced by" lines. Its output is
        // committed (no build plugin: dependents build plain sources, with nothing to trust), and
        // GeneratedSourcesTests fails when it is stale. `swift run flowlint-generate`.
        .target(name: "FlowLintGeneration"),
        .executableTarget(name: "flowlint-generate", dependencies: ["FlowLintGeneration"]),
        // The plugins only run the `flowlint` executable: nothing of them is built unless a package
        // applies or invokes one.
        .plugin(name: "FlowLintPlugin", capability: .buildTool(), dependencies: ["flowlint"]),
        .plugin(
            name: "FlowLintCommandPlugin",
            capability: .command(intent: .custom(verb: "flowlint", description: "Check the package's flow files and storyboards with flowlint")),
            dependencies: ["flowlint"]
        ),
        .testTarget(name: "PositionedYAMLTests", dependencies: ["PositionedYAML"]),
        .testTarget(
            name: "FlowLintKitTests",
            dependencies: ["FlowLintKit", "FlowLintGeneration"],
            exclude: ["Fixtures"]
        ),
        // Empty without the SwiftSources trait, like the target it tests.
        .testTarget(
            name: "FlowLintSwiftTests",
            dependencies: [
                "FlowLintSwift",
                "FlowLintKit",
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["SwiftSources"])),
            ],
            exclude: ["Fixtures"]
        ),
    ]
)
