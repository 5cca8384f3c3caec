// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "flowlint",
    products: [
        .executable(name: "flowlint", targets: ["flowlint"]),
        .library(name: "FlowLintKit", targets: ["FlowLintKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
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
        // The command line: argument parsing over FlowLintKit, nothing more.
        .executableTarget(
            name: "flowlint",
            dependencies: [
                "FlowLintKit",
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
        .testTarget(name: "PositionedYAMLTests", dependencies: ["PositionedYAML"]),
        .testTarget(
            name: "FlowLintKitTests",
            dependencies: ["FlowLintKit", "FlowLintGeneration"],
            exclude: ["Fixtures"]
        ),
    ]
)
