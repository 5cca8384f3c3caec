import Testing
@testable import FlowLintKit

/// Rules that ask the same question of the graph must get the same answer.
@Suite struct RuleAgreementTests {
    func findings(_ text: String) -> [Diagnostic] {
        Linter().lint(path: "a.flow.yaml", text: text).diagnostics
    }

    @Test func theAppsDefaultPresentationStyleAppliesToEveryRule() throws {
        let diagnostics = findings("""
        flowlint: 1
        app: Notes
        entry: Library
        defaults: { presentationStyle: fullScreen }
        screens:
          Library:
            title: Notes
            segues: [{ present: Compose }]
          Compose:
            title: New Note
            userContent: true

        """)
        let dismiss = try #require(diagnostics.first { $0.ruleID == "modal-dismiss-button" })
        #expect(dismiss.severity == .error)
        #expect(dismiss.message == "modal \"Compose\" has no button that dismisses it, and no gesture can close it")
        #expect(dismiss.notes.first?.message == "presented here (presentationStyle: fullScreen)")
        // A full-screen modal has no swipe to discard the draft through.
        #expect(!diagnostics.contains { $0.ruleID == "confirm-before-discard" })
    }

    @Test func showFromASplitColumnIsNotASheetForAnyRule() {
        let diagnostics = findings("""
        flowlint: 1
        app: Notes
        entry: Split
        screens:
          Split:
            container: split
            primary: List
          List:
            title: Notes
            reloadsOnAppear: true
            segues: [{ show: Detail }]
          Detail:
            title: Note

        """)
        #expect(diagnostics.map(\.ruleID) == [])
    }

    /// An alert's action runs on the screen that showed it: outside a stack, its `show` presents.
    @Test func showFromAnAlertOutsideAStackIsAPresentationForEveryRule() {
        let diagnostics = findings("""
        flowlint: 1
        app: X
        entry: Home
        screens:
          Home:
            title: Home
            buttons:
              - { title: More, action: { present: Options } }
          Item:
            title: Item
        modals:
          Options:
            kind: actionSheet
            actions:
              - { title: Open, action: { show: Item } }
              - { title: Cancel, role: cancel }

        """)
        #expect(diagnostics.map(\.ruleID) == ["modal-dismiss-button", "show-outside-navigation"])
    }

    /// A screen code shows, which the flow reaches by nothing but a pop back to it, may be on a
    /// stack: the `show` of a child it embeds is no presentation, for every rule that asks.
    @Test func aChildOfAScreenOnlyPoppedToShowsWithoutPresenting() {
        let diagnostics = findings("""
        flowlint: 1
        app: Shop
        entry: Orders
        createdByCode: [Loader]
        screens:
          Orders:
            title: Orders
            container: navigation
            buttons:
              - { title: Help, action: { push: Help } }
          Help: { title: Help }
          Loader:
            title: Loading Order
            segues:
              - embed: Details
          Details:
            title: Order
            buttons:
              - { title: Refund, action: { show: Refund } }
            segues:
              - { popTo: Loader, trigger: code }
          Refund:
            title: Refund

        """)
        #expect(diagnostics.map(\.ruleID) == [])
    }

    /// An alert shown by another alert acts for the same screen, for every rule that asks.
    @Test func actionsOfAlertsShownFromAlertsCountAsTheScreens() {
        let diagnostics = findings("""
        flowlint: 1
        app: Player
        entry: Library
        screens:
          Library:
            title: Library
            container: navigation
            segues: [{ show: Video }]
          Video:
            title: Video
            navigationBarHidden: true
            buttons:
              - { title: More, action: { present: Options } }
        modals:
          Options:
            kind: actionSheet
            actions:
              - { title: Leave, action: { present: ConfirmLeave } }
              - { title: Cancel, role: cancel }
          ConfirmLeave:
            kind: alert
            actions:
              - { title: Leave, action: pop }
              - { title: Stay, role: cancel }

        """)
        #expect(diagnostics.map(\.ruleID) == [])
    }
}
