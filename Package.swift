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
        // libyaml, found through pkg-config; the only C code flowlint links.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // The one layer that talks to libyaml: events in, positioned nodes out.
        .target(name: "PositionedYAML", dependencies: ["CYAML"]),
        // Flow model, decoder, graph, rules and report formats.
        .target(name: "FlowLintKit", dependencies: ["PositionedYAML"]),
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
        .testTarget(name: "PositionedYAMLTests", dependencies: ["PositionedYAML"]),
        .testTarget(
            name: "FlowLintKitTests",
            dependencies: ["FlowLintKit"],
            exclude: ["Fixtures"]
        ),
    ]
)
