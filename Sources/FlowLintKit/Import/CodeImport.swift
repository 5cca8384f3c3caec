/// `flowlint import swift`: an app's code, with its storyboards, in; the flow file it describes out.
public enum CodeImport {
    public struct Outcome: Sendable {
        /// The flow file, or nil when a file could not be read or nothing described a flow.
        public var yaml: String?
        /// `storyboard-xml` findings of storyboards that are not well-formed.
        public var reports: [FileReport]
        /// Paths that could not be read, or held nothing to import, with why.
        public var errors: [String]
    }

    /// The code and storyboards below `paths` (files or directories, walked as `check` walks
    /// them; flow files are left out), read together as `check` reads them, so that a scene and
    /// the class behind it are one screen.
    public static func run(paths: [String], frontend: any CodeFrontend, configuration: LintConfiguration = LintConfiguration(),
                           finder: FlowFileFinder = FlowFileFinder()) -> Outcome {
        var finder = finder
        finder.codeSuffixes = frontend.fileSuffixes
        let found = finder.files(in: paths)
        let nothing = "no \(frontend.fileSuffixes.map { "*" + $0 }.joined(separator: " or ")) files found"
        var errors = found.failures.map { "\($0.path): \($0.foundNothing ? nothing : $0.reason)" }
        var code: [SourceFile] = [], storyboards: [SourceFile] = []
        for path in found.files where frontend.reads(path) || Linter.isStoryboard(path) {
            do {
                let source = try SourceFile(readingAt: path, limit: configuration.limits.maxFileSize)
                if frontend.reads(path) { code.append(source) } else { storyboards.append(source) }
            } catch {
                errors.append("\(path): \(error.reason)")
            }
        }
        guard errors.isEmpty else { return Outcome(yaml: nil, reports: [], errors: errors) }
        guard !code.isEmpty else {
            return Outcome(yaml: nil, reports: [], errors: ["\(paths.joined(separator: ", ")): \(nothing)"])
        }
        return run(code: code, storyboards: storyboards, frontend: frontend, configuration: configuration)
    }

    static func run(code: [SourceFile], storyboards: [SourceFile], frontend: any CodeFrontend, configuration: LintConfiguration) -> Outcome {
        let reading = StoryboardsWithCodeFrontend(storyboards: storyboards, code: code, frontend: frontend)
            .joined(with: Linter(configuration: configuration))
        let broken = reading.findings.filter { $0.ruleID == FormatCheck.storyboardXML.rawValue }
        guard broken.isEmpty else {
            var files = RunFiles(sources: storyboards + code, configuration: configuration.defaults)
            return Outcome(yaml: nil, reports: files.reports(of: broken).filter { !$0.diagnostics.isEmpty }, errors: [])
        }
        var assumptions = reading.assumptions
        guard var flow = reading.flow else {
            return Outcome(yaml: nil, reports: [], errors: ["no view controller, SwiftUI view, presentation or push was found in \(count(code.count, "Swift file"))"])
        }
        if flow.app == nil {
            let name = appName(of: code[0].path)
            flow.app = Located(name, at: flow.range)
            assumptions[flow.range] = "the code does not name its app; named after the folder of \(code[0].path.split(separator: "/").last.map(String.init) ?? code[0].path)"
        }
        let read = [count(code.count, "Swift file"), storyboards.isEmpty ? nil : count(storyboards.count, "storyboard")].compactMap { $0 }
        let writer = FlowYAMLWriter(header: [
            "Imported by `flowlint import swift` from \(read.joined(separator: " and ")).",
            "Lines starting with \"# assumed:\" mark facts the code does not state: check them.",
        ], assumptions: assumptions)
        return Outcome(yaml: writer.write(flow), reports: [], errors: [])
    }

    /// The folder holding the first file: an app's sources sit in a folder named after it.
    private static func appName(of path: String) -> String {
        let folders = path.split(separator: "/").dropLast().filter { $0 != "." && $0 != ".." }
        return folders.last.map(String.init) ?? "App"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
