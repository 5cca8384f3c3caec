/// The `xcode` format: the lines a compiler prints, which Xcode and SwiftPM show as diagnostics
/// on the file's line. One line per finding, `/abs/path:line:column: warning: message [rule-id]`,
/// then one `note:` line per note of the finding, and nothing else: no snippet, no colour, no
/// summary, so that every line of the output is a diagnostic.
///
/// Paths are absolute (made so against `workingDirectory`, and normalised): Xcode opens the file a
/// line names only when it can find it, whatever directory the build ran in.
public struct XcodeFormatter: ReportFormatter {
    /// The directory relative paths are resolved against; nil is the process's working directory.
    public var workingDirectory: String?

    public var syntax: OutputSyntax { .text }

    public init(workingDirectory: String? = nil) {
        self.workingDirectory = workingDirectory
    }

    public func format(_ run: LintRun) -> String {
        let base = workingDirectory ?? FilePaths.currentDirectory
        var output = ""
        for diagnostic in run.diagnostics {
            output += Self.line(
                Self.absolute(diagnostic.file, from: base), diagnostic.range.start, Self.word(for: diagnostic.severity),
                TerminalText.escape(diagnostic.message) + " [\(diagnostic.ruleID)]"
            )
            for note in diagnostic.notes {
                output += Self.line(Self.absolute(note.file, from: base), note.range.start, "note", TerminalText.escape(note.message))
            }
        }
        return output
    }

    static func line(_ path: String, _ position: SourcePosition, _ word: String, _ message: String) -> String {
        "\(path):\(position.line):\(position.column): \(word): \(message)\n"
    }

    /// The path as an absolute, normalised one, with what a reader cannot see spelled out (a line
    /// break in a file name would otherwise start a line of its own).
    static func absolute(_ path: String, from base: String) -> String {
        TerminalText.escape(FilePaths.absolute(path, from: base))
    }

    /// Compilers know three levels; flowlint's info is a note.
    static func word(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
