#if SwiftSources
import FlowLintKit

/// One run of `SwiftUIFlowBuilder.add(to:)`: the views it makes screens of, and where each one
/// shows as the run learns it while building them (on a stack, presented, pushed, lent buttons by
/// its presenter), read once all are built to give each its bar and its way back.
struct SwiftUIFlowAssembly {
    let declared: [SwiftUIViewFacts]
    let names: Set<String>
    let declaredByName: [String: SwiftUIViewFacts]
    /// Where the screens made here start among the flow's: UIKit's come first.
    let first: Int
    /// What UIKit code says of the views it shows in hosting controllers, by view.
    let hosted: [String: SwiftHostedView]
    /// The views whose sheet leaves the screen beneath usable.
    let undimmed: Set<String>
    let presentedBy: SwiftUIPresentingFlags
    /// Flags an `if` tests that no presentation is bound to: a view's modes, not its sheets.
    let modeFlags: Set<String>
    /// Per view, the views that show it as a part of theirs (`if editing { Editor(editing: $editing) }`).
    let holders: [String: [String]]

    /// The navigation bar each view gets from a stack or column around it, decided once all are read.
    var stackRoots: [String: SourceRange] = [:]
    /// Views only pushed, whose `dismiss()` pops them; views presented, whose `dismiss()` closes them.
    var pushed: Set<String> = [], presented: Set<String> = []
    /// Views that build their own `NavigationStack` inline.
    var inlineStacks: Set<String> = []
    /// Per view presented with no stack around it, where.
    var presentedBare: [String: SourceRange] = [:]
    /// The buttons written in a view's toolbar, by view: they show only in a navigation bar.
    var toolbarButtons: [String: Set<SourceRange>] = [:]
    /// A presentation a button opens is that button's action, no segue of its own; by the
    /// button, so that it is a segue again if the button does not show.
    var opened: [SourceRange: Action] = [:]
    /// What presentations' contents set on the views they present, by view.
    var lent: [String: [SwiftUIPresentation]] = [:]

    init(declared: [SwiftUIViewFacts], first: Int, hosted: [String: SwiftHostedView]) {
        self.declared = declared
        names = Set(declared.map(\.name.value))
        declaredByName = Dictionary(declared.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        self.first = first
        self.hosted = hosted
        undimmed = Set(declared.filter(\.sheetHeight.undimmed).map(\.name.value))
        presentedBy = SwiftUIPresentingFlags(views: declared, screens: names)
        modeFlags = Set(declared.flatMap(\.branchFlags)).subtracting(declared.flatMap { $0.presentations.compactMap(\.flag) })
        var holders: [String: [String]] = [:]
        for view in declared { for part in view.embedded { holders[part.value, default: []].append(view.name.value) } }
        self.holders = holders
        // A view UIKit code shows in a hosting controller is presented, pushed or embedded as
        // one SwiftUI shows is: inside `UINavigationController(rootViewController:)`, with a bar.
        for (name, view) in hosted where names.contains(name) {
            for showing in view.showings {
                switch showing.kind {
                case .present:
                    presented.insert(name)
                    if let navigation = showing.navigation {
                        stackRoots[name] = stackRoots[name] ?? navigation
                    } else {
                        presentedBare[name] = presentedBare[name] ?? showing.call
                    }
                case .push, .show: pushed.insert(name)
                default: break
                }
            }
        }
    }
}
#endif
