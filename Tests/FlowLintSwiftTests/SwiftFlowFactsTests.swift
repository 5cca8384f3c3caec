#if SwiftSources
import FlowLintKit
import FlowLintSwift
import Foundation
import Testing

/// Every fact the frontend reads from `Fixtures/swift/modals`, with where it is, written one line
/// each: what the golden report cannot show (facts that cause no finding, assumed actions,
/// unresolved targets).
@Suite struct SwiftFlowFactsTests {
    /// The flow, and where each of its files' lines start.
    static func flow() throws -> (Flow, [LineTable]) {
        let directory = SwiftFixtureTests.root.appendingPathComponent("\(SwiftFixtureTests.fixtures)/modals")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        let sources = try names.map { try SourceFile(readingAt: directory.appendingPathComponent($0).path, limit: 1 << 20) }
        let reading = SwiftSources.frontend!.read(sources, configuration: LintConfiguration())
        return (try #require(reading.flow), sources.map { LineTable($0.bytes) })
    }

    /// Where a range starts, as line and column, with a thousand lines added per file before it
    /// (file 2's line 5 is 2005), so that one number says the file too.
    static func place(_ range: SourceRange, _ tables: [LineTable]) -> String {
        let file = Int(range.file.rawValue)
        let position = tables[file].position(of: range.start)
        return "\(file * 1000 + position.line):\(position.column)"
    }

    static func describe(_ action: Action, _ tables: [LineTable]) -> String {
        var text = "\(action.kind.value)@\(place(action.kind.range, tables))"
        if let target = action.target { text += " \(target.value)@\(place(target.range, tables))" }
        if let style = action.presentationStyle { text += " \(style.value.rawValue)@\(place(style.range, tables))" }
        if action.isAssumed { text += " assumed" }
        return text
    }

    @Test func factsAndTheirPositions() throws {
        let (flow, tables) = try Self.flow()
        #expect(flow.entry == nil && flow.startIsInUnreadCode)
        var lines: [String] = []
        for screen in flow.screens {
            var line = "\(screen.id.value)@\(Self.place(screen.id.range, tables))"
            if let title = screen.title { line += " title=\(title.value)" }
            if let flag = screen[.isModalInPresentation] { line += " isModalInPresentation=\(flag.value)@\(Self.place(flag.range, tables))" }
            for segue in screen.segues { line += " | segue \(Self.describe(segue, tables))" }
            for button in screen.buttons {
                line += " | button \(button.role?.value.rawValue ?? "-")@\(Self.place(button.range, tables))"
                if let action = button.action { line += " \(Self.describe(action, tables))" }
            }
            lines.append(line)
        }
        // Files in name order: Compose 0, Inbox 1000, Message 2000, Settings 3000.
        #expect(lines == [
            "ComposeViewController@3:13",
            "InboxViewController@1004:13 | segue present@1014:9 ComposeViewController@1012:24 fullScreen@1013:43"
                + " | segue present@1018:9 SettingsViewController@1018:17 fullScreen@3014:34"
                + " | segue push@1022:31 MessageViewController@1022:50"
                + " | segue present@1027:9"
                + " | button -@1007:45",
            "MessageViewController@2003:13 | segue present@2006:9 ReplyViewController@2005:21",
            "ReplyViewController@2011:13 title=Reply | button cancel@2015:44 dismiss@2019:9",
            "SettingsViewController@3009:13 title=NSLocalizedString(\"Settings\", comment: \"\") | segue present@3024:28 LockViewController@3024:36"
                + " | button done@3016:45 dismiss@3016:121 assumed",
            "LockViewController@3028:13 isModalInPresentation=true@3031:33",
        ])
    }
}
#endif
