/// Where the app starts, and so where reachability is measured from: the one answer that
/// `missing-entry`, `unreachable-screen`, `dead-end` and every rule asking whether a screen is
/// reachable, and `flowlint graph`, all use.
///
/// UIKit creates a view controller of a storyboard in three ways: as the app's first screen (the
/// main storyboard's initial view controller, the flow's `entry`), through a segue or relationship
/// from another one, or in code by its storyboard identifier
/// (`instantiateViewController(withIdentifier:)`). So the roots are the entry and, unless the
/// configuration says the app's code is described (`app: codeDescribed: true`), every screen with a
/// `storyboardIdentifier`.
public struct AppStart: Sendable {
    /// The entry screen's node, when `entry` names a screen.
    public let entry: Int?
    /// Screens code can instantiate by identifier, in the flow's order (empty when the code is
    /// described: its transitions are then segues with `trigger: code`).
    public let codeRoots: [Int]
    /// Whether the flow must name an entry: it is the app's main storyboard, or nothing but an
    /// entry could start it (no screen has a storyboard identifier). A secondary storyboard whose
    /// scenes code loads by identifier needs none.
    public let needsEntry: Bool
    /// Whether the entry may itself be presented: a storyboard not known to be the app's main one
    /// has its initial scene loaded by another storyboard's reference or by code, which may
    /// present it. A flow file's entry, and the main storyboard's, is where the app starts.
    public let entryMayBePresented: Bool

    init(flow: Flow, index: NameIndex) {
        let entry = flow.entry.flatMap { index[$0.value] }.flatMap { $0 < flow.screens.count ? $0 : nil }
        self.entry = entry
        let identified = flow.screens.indices.filter { flow.screens[$0].storyboardIdentifier != nil }
        codeRoots = flow.codeIsDescribed ? [] : identified.filter { $0 != entry }
        needsEntry = !flow.startIsInUnreadCode && (flow.isMainStoryboard || identified.isEmpty)
        entryMayBePresented = !flow.isMainStoryboard && (Linter.isStoryboard(flow.file) || !flow.storyboards.isEmpty)
    }

    /// Every node reachability starts from: the entry first, then the code roots.
    public var roots: [Int] { (entry.map { [$0] } ?? []) + codeRoots }

    /// Whether anything starts the flow, so that an unreached screen is known to be unreachable.
    public var hasRoots: Bool { entry != nil || !codeRoots.isEmpty }
}
