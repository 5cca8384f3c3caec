/// Whether the navigation bar shows on a screen: the one place that decides it, asked by every
/// rule that cares about the bar (its back button, its title).
///
/// In UIKit the bar belongs to the navigation controller (`isNavigationBarHidden`), not to the
/// screens it holds: hiding it on the controller, as a storyboard's `navigationBarHidden="YES"`
/// does, hides it for every screen pushed afterwards. The flow merges a navigation controller
/// into its stack's root, so the root's `navigationBarHidden` is the controller's state and the
/// screens pushed on that stack inherit it. A pushed screen that says `navigationBarHidden`
/// itself decides for itself, either way (`false` is the screen that shows the bar again). A
/// pushed screen's own setting is not passed on to what it pushes: apps that hide the bar for one
/// screen show it again as that screen goes, and a screen pushed from several places would
/// otherwise have no single answer.
extension FlowGraph {
    /// The statement that decides whether the bar shows on `node`: the screen's own
    /// `navigationBarHidden`, else its stack root's; nil when neither says (the bar shows).
    public func navigationBarSetting(of node: Int) -> Located<Bool>? {
        guard isScreen(node) else { return nil }
        if let own = screens[node][.navigationBarHidden] { return own }
        guard let root = facts[node].stackRoot, root != node else { return nil }
        return screens[root][.navigationBarHidden]
    }

    /// Whether the navigation bar is hidden while `node` is on screen (see `navigationBarSetting(of:)`).
    public func isNavigationBarHidden(_ node: Int) -> Bool {
        navigationBarSetting(of: node)?.value == true
    }
}
