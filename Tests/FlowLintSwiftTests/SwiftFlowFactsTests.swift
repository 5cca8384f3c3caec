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
    static func flow(_ app: String = "modals") throws -> (Flow, [LineTable]) {
        let directory = SwiftFixtureTests.root.appendingPathComponent("\(SwiftFixtureTests.fixtures)/\(app)")
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
        if !action.stack.isEmpty { text += " [" + action.stack.map { "\($0.value)@\(place($0.range, tables))" }.joined(separator: ", ") + "]" }
        if let style = action.presentationStyle { text += " \(style.value.rawValue)@\(place(style.range, tables))" }
        if let style = action.transitionStyle { text += " \(style.value.rawValue)@\(place(style.range, tables))" }
        if action.isAssumed { text += " assumed" }
        return text
    }

    /// One line per screen, then one per alert, each fact with where it is.
    static func lines(_ flow: Flow, _ tables: [LineTable]) -> [String] {
        var lines: [String] = []
        for screen in flow.screens {
            var line = "\(screen.id.value)@\(place(screen.id.range, tables))"
            if let title = screen.title { line += " title=\(title.value)" }
            if let container = screen.container { line += " container=\(container.value.rawValue)@\(place(container.range, tables))" }
            if !screen.tabs.isEmpty { line += " tabs=" + screen.tabs.map { "\($0.value)@\(place($0.range, tables))" }.joined(separator: ",") }
            if let primary = screen.primary { line += " primary=\(primary.value)@\(place(primary.range, tables))" }
            if let secondary = screen.secondary { line += " secondary=\(secondary.value)@\(place(secondary.range, tables))" }
            for flag in [ScreenFlag.isModalInPresentation, .navigationBarHidden] {
                if let value = screen[flag] { line += " \(flag.rawValue)=\(value.value)@\(place(value.range, tables))" }
            }
            if let alert = screen.onAttemptToDismiss { line += " onAttemptToDismiss=\(alert.value)@\(place(alert.range, tables))" }
            for segue in screen.segues { line += " | segue \(describe(segue, tables))" }
            for button in screen.buttons {
                line += " | button \(button.role?.value.rawValue ?? "-")@\(place(button.range, tables))"
                if let action = button.action { line += " \(describe(action, tables))" }
            }
            lines.append(line)
        }
        for modal in flow.modals {
            var line = "modal \(modal.id.value)@\(place(modal.id.range, tables))"
            if let kind = modal.kind { line += " \(kind.value.rawValue)@\(place(kind.range, tables))" }
            if let title = modal.title { line += " title=\(title.value)@\(place(title.range, tables))" }
            if let message = modal.message { line += " message=\(message.value)@\(place(message.range, tables))" }
            for action in modal.actions {
                line += " | action \(action.title?.value ?? "-")@\(place(action.range, tables))"
                if let role = action.role { line += " \(role.value.rawValue)@\(place(role.range, tables))" }
                if let back = action.action { line += " \(describe(back, tables))" }
            }
            lines.append(line)
        }
        return lines
    }

    @Test func factsAndTheirPositions() throws {
        let (flow, tables) = try Self.flow()
        #expect(flow.entry == nil && flow.startIsInUnreadCode)
        let lines = Self.lines(flow, tables)
        // Files in name order: Compose 0, Inbox 1000, Message 2000, Report 3000, Settings 4000, Tags 5000, Viewer 6000.
        #expect(lines == [
            // Presented only bare, with no bar button of its own: UIKit gives it no bar.
            "ComposeViewController@3:13 navigationBarHidden=true@1014:9",
            // Shown by nothing read, and pushes on its stack: assumed the root of one.
            // Its Compose button's function presents the composer: that present is the button's action.
            "InboxViewController@1004:13 container=navigation@1034:31"
                + " | segue present@1018:9 SettingsViewController@1018:60 fullScreen@4014:34"
                + " | segue present@1024:9 ReportViewController@1022:65 fullScreen@1023:41"
                + " | segue present@1030:9 ViewerViewController@1028:22 fullScreen@1029:41"
                + " | segue push@1034:31 MessageViewController@1034:50"
                + " | segue present@1039:9"
                + " | button -@1007:45 present@1014:9 ComposeViewController@1012:24 fullScreen@1013:43",
            "MessageViewController@2003:13 | segue present@2006:9 ReplyViewController@2005:21",
            "ReplyViewController@2011:13 title=Reply container=navigation@2006:17 | button cancel@2015:44 dismiss@2019:9",
            // Its closures call it `strongSelf` and `welf`: the alert's Leave dismisses it, and the
            // push is its stack's. Its Options button presents the alert.
            "ReportViewController@3005:13 title=Report container=navigation@1022:22 | segue push@3024:41 ReportDetailsViewController@3024:60"
                + " | button -@3009:44 present@3019:9 ReportViewController.options@3019:17",
            "ReportDetailsViewController@3029:13",
            "SettingsViewController@4009:13 title=Settings container=navigation@1018:17 | segue present@4024:28 LockViewController@4024:36"
                + " | button done@4016:45 dismiss@4016:121 assumed",
            "LockViewController@4029:13 isModalInPresentation=true@4032:33 navigationBarHidden=true@4024:28",
            // The Close its presenter gives it dismisses the stack it is presented in: its way out.
            "TagsViewController@5005:13 title=Tags | segue present@5018:9 TagFiltersViewController@5012:23 formSheet@5017:45",
            "TagFiltersViewController@5022:13 title=Filters container=navigation@5013:26 | button -@5014:52 dismiss@5015:24",
            // A child it does not read (a page view controller): its content is code's, no segue.
            "ViewerViewController@6005:13 navigationBarHidden=true@1030:9 | segue present@6018:9 PlayerContainerViewController@6016:22 fullScreen@6017:41",
            // A child of its own, held in a property: embedded, its Close on screen with it.
            "PlayerContainerViewController@6023:13 navigationBarHidden=true@6018:9 | segue embed@6028:9 PlayerControlsViewController@6024:25",
            "PlayerControlsViewController@6032:13 | button -@6037:31 dismiss@6037:65",
            "modal ReportViewController.options@3013:21 alert@3013:97 title=Leave the report?@3013:46"
                + " | action Leave@3014:25 destructive@3014:62 dismiss@3016:24 | action Stay@3018:25 cancel@3018:61",
        ])
    }

    /// SwiftUI's navigation, containers and dialogs, with the app's entry first.
    static let swiftUIFacts: [String: [String]] = [
        // Files in name order: AddBook 0, LibraryApp 1000, Library 2000.
        "navigation": [
            // RecentBookView is made outside any view, by code not read: it starts the flow too.
            // BookRow, a row with nothing of a screen that the library embeds (and a preview
            // shows), is part of the library, no screen.
            "entry LibraryView@1008:13 shownByCode RecentBookView@1021:9",
            // Presented in a stack of its own: the root of one, at the NavigationStack token.
            "AddBookView@5:8 title=New Book container=navigation@2027:17 isModalInPresentation=true@13:14"
                + " | button cancel@16:21 dismiss@16:21 assumed | button done@19:21 dismiss@19:37",
            "ScannerView@29:8 title=Scan container=navigation@2030:17",
            // The preview's own view is no screen.
            "RecentBookView@1025:8",
            // A stack built inline: the view is its root; a destination and a link push.
            "LibraryView@2005:8 title=Library container=navigation@2011:9"
                + " | segue present@2029:14 ScannerView@2030:35 fullScreen@2029:14 | segue present@2026:14 AddBookView@2027:35 pageSheet@2026:14"
                + " | segue push@2018:14 BookDetailView@2019:17 | segue push@2022:17 SettingsView@2022:45",
            // Pushed only: its dismiss() pops.
            "BookDetailView@2045:8 title=book.title | segue push@2053:17 AuthorView@2053:34 | button -@2054:17 pop@2054:34",
            "AuthorView@2059:8 title=Author",
            // A titled link's trailing closure is its destination.
            "SettingsView@2066:8 title=Settings | segue push@2070:13 LicensesView@2070:42",
            "LicensesView@2076:8 title=Licenses",
            // SwiftUI adds the Cancel the dialog lacks.
            "modal AddBookView.discarding@22:14 actionSheet@22:14 title=Discard this book?@22:33"
                + " | action Discard@23:17 destructive@23:17 dismiss@23:57 | action Cancel@22:14 cancel@22:14",
        ],
        // Files: MailApp 0, Screens 1000.
        "containers": [
            "entry RootTabs@6:23",
            "RootTabs@11:8 container=tabs@13:9 tabs=InboxView@14:31,LibraryTabs@16:13",
            "LibraryTabs@23:8 container=tabs@25:9 tabs=FoldersSplitView@27:17,SettingsView@30:35",
            "FoldersSplitView@36:8 container=split@38:9 primary=FolderList@39:13 secondary=MessageView@43:13",
            "InboxView@1003:8 title=Inbox container=navigation@14:13 | segue present@1012:10 ComposeView@1012:43 pageSheet@1012:10"
                + " | segue push@1008:13 MessageView@1008:30",
            // Pushed from the inbox, so no navigation container of its own as the detail column.
            "MessageView@1017:8 title=Message",
            "FolderList@1024:8 title=Folders container=navigation@38:9",
            "SettingsView@1031:8 title=Settings container=navigation@30:17",
            // Presented with no stack around it: no bar.
            "ComposeView@1040:8 navigationBarHidden=true@1012:10",
        ],
        "closing": [
            "no entry",
            "AccountView@4:8 | segue present@17:10 TermsView@17:51 fullScreen@17:10 | segue present@16:10 FolderPickerView@16:40 pageSheet@16:10"
                + " | segue present@15:10 PassShopView@15:42 pageSheet@15:10",
            // StoreKit's close button, assumed; presented with no stack, so no bar.
            "PassShopView@22:8 navigationBarHidden=true@15:10 | button close@24:9 dismiss@24:9 assumed",
            // `action: dismiss.callAsFunction` is the dismissal, at `dismiss`.
            "FolderPickerView@29:8 title=Move to Folder container=navigation@33:9 | button -@41:9 dismiss@41:32",
            "TermsView@46:8 title=Terms container=navigation@48:9",
            // A sheet's flag handed through the environment: the last step lowers it, and closes
            // the whole sheet (a dismiss, no pop).
            "BackupHome@1017:8 title=Keys container=navigation@1021:9 | segue present@1025:10 BackupStartView@1026:31 pageSheet@1025:10",
            "BackupStartView@1032:8 title=Back Up container=navigation@1026:13 | segue push@1036:16 BackupPhraseView@1036:48 | button cancel@1039:63 dismiss@1039:82",
            "BackupPhraseView@1044:8 title=Phrase | segue push@1046:16 BackupVerifyView@1046:43",
            "BackupVerifyView@1051:8 title=Verify | button -@1055:9 dismiss@1055:28 assumed",
            "FileView@2003:8 | segue present@2009:14 RenameView@2009:46 pageSheet@2009:14",
            // No bar: its toolbar's Cancel does not show, so it is no button here.
            "RenameView@2015:8 navigationBarHidden=true@2009:14",
            // A Cancel setting back what a binding made in place reads, a cancel in a modifier's
            // toolbar group, and `presentationMode.dismiss()` through `@Binding`: each dismisses.
            "WalletView@3006:8 | segue present@3028:10 KeysView@3028:62 pageSheet@3028:10 | segue present@3027:10 BackupView@3027:60 pageSheet@3027:10"
                + " | segue present@3017:10 PrivateKeyView@3019:17 pageSheet@3017:10",
            "PrivateKeyView@3032:8 title=Private Key container=navigation@3018:13 | button -@3022:29 dismiss@3022:46",
            "BackupView@3038:8 title=Back Up container=navigation@3027:43 | button cancel@3042:14 dismiss@3042:14",
            "KeysView@3063:8 title=Keys container=navigation@3028:45 | button done@3071:21 dismiss@3071:38",
        ],
        // No App struct: no entry. The buttons that raise a dialog ask with it.
        "dialogs": [
            "no entry",
            "NotesListView@10:8 | button -@23:21 | button -@24:21 | button -@27:20",
            "modal NotesListView.clearing@41:10 alert@41:10 title=Delete every note?@41:16 | action Delete All@42:13 destructive@42:13 | action Cancel@41:10 cancel@41:10",
            "modal NotesListView.failed@39:10 alert@39:10 | action OK@39:10",
            "modal NotesListView.archiving@35:10 actionSheet@35:10 title=Archive this note?@35:29"
                + " | action Archive@36:13 destructive@36:13 | action Cancel@35:10 cancel@35:10",
            "modal NotesListView.deleting@29:10 alert@29:10 title=Delete this note?@30:31"
                + " | action Delete@31:34 destructive@31:34 | action -@32:36 cancel@32:36",
        ],
    ]

    @Test(arguments: ["navigation", "containers", "dialogs", "closing"])
    func swiftUIFactsAndTheirPositions(app: String) throws {
        let (flow, tables) = try Self.flow(app)
        var entry = flow.entry.map { "entry \($0.value)@\(Self.place($0.range, tables))" } ?? "no entry"
        for root in flow.screensCreatedByCode { entry += " shownByCode \(root.value)@\(Self.place(root.range, tables))" }
        #expect([entry] + Self.lines(flow, tables) == Self.swiftUIFacts[app])
    }

    /// A button that raises a dialog names it as its confirmation.
    @Test func aButtonThatRaisesADialogAsksWithIt() throws {
        let (flow, _) = try Self.flow("dialogs")
        let confirms = flow.screens.flatMap(\.buttons).map { $0.confirm?.value ?? "-" }
        #expect(confirms == ["NotesListView.deleting", "NotesListView.archiving", "NotesListView.clearing"])
    }

    @Test func notesFactsAndTheirPositions() throws {
        let (flow, tables) = try Self.flow("notes")
        // Files in name order: About 0, Editor 1000, Library 2000, Note 3000, Tags 4000.
        #expect(Self.lines(flow, tables) == [
            // Presented inside a navigation controller, so the root of one; its own transition style.
            "AboutViewController@4:13 container=navigation@2032:17 | segue present@24:9 AboutViewController.showVersion@24:17"
                + " | button -@14:45 dismiss@18:9",
            // Refuses the swipe in presentationControllerShouldDismiss, and asks with the alert of
            // presentationControllerDidAttemptToDismiss, which is no segue of its own.
            "EditorViewController@1004:13 title=New Note container=navigation@2026:26 isModalInPresentation=true@1023:10"
                + " onAttemptToDismiss=EditorViewController.presentationControllerDidAttemptToDismiss@1032:9"
                + " | button cancel@1010:44 dismiss@1016:9 | button save@1011:45 dismiss@1020:9",
            // Shown by nothing read and working its stack: assumed a root; hides the bar in viewWillAppear.
            "LibraryViewController@2004:13 container=navigation@2007:31 navigationBarHidden=true@2007:54"
                + " | segue show@2016:9 NoteViewController@2016:14 | segue showDetail@2020:9 NoteViewController@2020:34"
                + " | segue present@2028:9 EditorViewController@2025:22 crossDissolve@2027:43"
                + " | segue present@2032:9 AboutViewController@2032:60 flipHorizontal@7:32"
                + " | segue setStack@2036:31 NoteViewController@2036:76 [LibraryViewController@2036:51, NoteViewController@2036:76]"
                + " | segue setStack@2041:31"
                // Presented by a method of Library's that an extension in Tags' file declares.
                + " | segue present@4022:9 TagsViewController@4020:69 crossDissolve@4021:43",
            // Library shows the bar again as it goes (viewWillDisappear), so Note has one. Its
            // `close` and `closeAll` name closing: a control of its own views runs them.
            "NoteViewController@3003:13 navigationBarHidden=false@2012:54 | segue popTo@3013:31"
                + " | segue present@3022:9 NoteViewController.delete@3022:17 | segue present@3029:9"
                + " | button -@3005:9 pop@3005:31 assumed | button -@3009:9 popToRoot@3009:31 assumed",
            "TagsViewController@4006:13 title=Tags container=navigation@4020:26 | button cancel@4010:44 dismiss@4014:9",
            "modal AboutViewController.showVersion@23:21 alert@23:89 title=Version@23:46 message=2.1@23:66",
            "modal EditorViewController.presentationControllerDidAttemptToDismiss@1028:21 actionSheet@1028:81"
                + " | action Discard Changes@1029:23 destructive@1029:70 dismiss@1029:96 | action Keep Editing@1031:25 cancel@1031:69",
            "modal NoteViewController.delete@3018:21 actionSheet@3018:97 title=Delete this note?@3018:46"
                + " | action Delete@3019:25 destructive@3019:63 pop@3020:40",
        ])
    }
}
#endif
