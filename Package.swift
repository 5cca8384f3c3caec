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
        // libxml2's headers, for storyboards, read directly rather than through Foundation's
        // XMLParser, which would load all of Foundation. The library is opened only when a
        // storyboard is read (Storyboard/LibXML2.swift), so it is not linked; nor is it found
        // through pkg-config, whose flags SwiftPM always links with. FlowLintKit looks for the
        // headers where Linux distributions install them (apt: libxml2-dev). Apple's SDKs have
        // their own `libxml2` module, so this one is for Linux.
        .systemLibrary(name: "CLibXML2"),
        // glibc's malloc.h, for handing a large file's freed memory back between phases, and memmem.
        .systemLibrary(name: "CGlibcExtras"),
        // A hint that Swift cannot spell: fetch memory ahead of a read, for lookups done in groups.
        .systemLibrary(name: "CMemoryHints"),
        // The one layer that talks to libyaml: events in, positioned nodes out. Built for
        // cross-module optimization: the decoder reads every node through its small accessors,
        // which would otherwise be calls (and unspecialized generics) across the module boundary.
        .target(
            name: "PositionedYAML",
            dependencies: ["CYAML", "CMemoryHints", .target(name: "CGlibcExtras", condition: .when(platforms: [.linux]))],
            swiftSettings: [.unsafeFlags(["-cross-module-optimization"])]
        ),
        // Flow model, decoder, graph, rules and report formats.
        .target(
            name: "FlowLintKit",
            dependencies: [
                "PositionedYAML",
                "CMemoryHints",
                .target(name: "CLibXML2", condition: .when(platforms: [.linux])),
                .target(name: "CGlibcExtras", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: libxml2Headers
        ),
        // The command line: argument parsing over FlowLintKit, nothing more.
        .executableTarget(
            name: "flowlint",
            dependencies: [
                "FlowLintKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: libxml2Headers,
            // The Swift runtime linked in rather than loaded: the dynamic loader's work for a dozen
            // Swift libraries is most of a small run's time, and a pre-commit hook is small runs.
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-Xlinker", "-l_FoundationCShims", "-Xlinker", "-l_FoundationCollections"], .when(platforms: [.linux]))]
        ),
        // The whole pipeline as a libFuzzer target (built with -D FUZZING, see
        // .ci/integration/fuzz.sh) and, in ordinary builds, a reproducer for saved inputs.
        .executableTarget(name: "FlowLintFuzz", dependencies: ["FlowLintKit"], swiftSettings: libxml2Headers),
        .testTarget(name: "PositionedYAMLTests", dependencies: ["PositionedYAML"]),
        .testTarget(
            name: "FlowLintKitTests",
            dependencies: ["FlowLintKit"],
            exclude: ["Fixtures"],
            swiftSettings: libxml2Headers
        ),
    ]
)

/// Where libxml2's headers are on Linux; see CLibXML2 above. Every target that imports FlowLintKit
/// loads its CLibXML2 module too, and so needs them as well.
var libxml2Headers: [SwiftSetting] {
    [.unsafeFlags(["-Xcc", "-I/usr/include/libxml2"], .when(platforms: [.linux]))]
}
