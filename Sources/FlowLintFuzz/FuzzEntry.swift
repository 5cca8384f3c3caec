import FlowLintKit
import Foundation

/// One fuzzing input through the whole pipeline: bytes → YAML (or, for input that starts like
/// XML, a storyboard through libxml2) → model → graph → every rule → every report format. Small
/// limits keep each input cheap, so the fuzzer explores more of them.
enum FuzzPipeline {
    static let linter = Linter(configuration: LintConfiguration(limits: YAMLLimits(maxFileSize: 1 << 20, maxNodes: 100_000, maxDepth: 64)))

    static func run(_ bytes: [UInt8]) {
        let firstMark = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        let path = firstMark == UInt8(ascii: "<") ? "fuzz.storyboard" : "fuzz.flow.yaml"
        let run = LintRun(files: [linter.lint(SourceFile(path: path, bytes: bytes))])
        for format in ReportFormat.allCases {
            _ = format.formatter(ReportSettings(root: "/")).format(run)
        }
    }
}

/// libFuzzer's entry point. `.ci/integration/fuzz.sh` compiles this target with `-D FUZZING`
/// and `-sanitize=fuzzer,address` and links it with libFuzzer's own `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzPipeline.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// In ordinary builds, a reproducer: `swift run FlowLintFuzz CRASH-FILE…` replays saved inputs.
/// (SwiftPM renames this entry point, so in the fuzzing build libFuzzer's `main` runs instead.)
@main
enum FuzzReproducer {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            FuzzPipeline.run([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
            print("\(path): ok")
        }
    }
}
