/// One way of moving through the flow: a segue, or what a button or alert action does.
public struct Action: Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        /// Adaptive push: pushes inside a navigation stack, presents modally outside one.
        case show
        /// `pushViewController`, which does nothing outside a navigation stack.
        case push
        case showDetail
        case present
        case embed
        /// Unwinds to the named screen.
        case unwind
        case dismiss
        case pop
        case popToRoot
        case popTo
        /// `setViewControllers`: replaces the whole navigation stack.
        case setStack
        /// A custom segue: its own class performs the transition, which may push, present, or
        /// swap children. Nothing is derived from it but that it leads forward to its target.
        case custom

        /// Kinds written as a bare word, with no target.
        public var takesTarget: Bool {
            switch self {
            case .dismiss, .pop, .popToRoot: false
            default: true
            }
        }

        /// Kinds that move backwards and end (part of) a task.
        public var goesBack: Bool {
            switch self {
            case .dismiss, .pop, .popToRoot, .popTo, .unwind: true
            default: false
            }
        }
    }

    // Stored fields are declared largest alignment first, `kind` last: its 20 bytes then need no
    // padding, and a Button or alert action holding an Action can pack its next field after them.

    /// The screen or system modal acted on; nil for kinds without a target.
    public var target: Located<String>?
    /// The whole entry that declares the action.
    public var range: SourceRange
    /// The stack, styles, `trigger` and `identifier`, which most actions leave out; see `SparseValues`.
    private var rare = SparseValues<RareValue>()
    public var kind: Located<Kind>

    private enum RareKey: Sendable {
        case stack, presentationStyle, transitionStyle, trigger, identifier, assumed, anchor, targetIdentifier, navigationBarHidden, segueClass
    }

    private enum RareValue: SparseValue {
        case stack([Located<String>])
        case presentationStyle(Located<PresentationStyle>)
        case transitionStyle(Located<TransitionStyle>)
        case trigger(Located<SegueTrigger>)
        case identifier(Located<String>)
        case assumed
        case anchor(SourceRange)
        case targetIdentifier(Located<String>)
        case navigationBarHidden(Located<Bool>)
        case segueClass(Located<String>)

        var field: RareKey {
            switch self {
            case .stack: .stack
            case .presentationStyle: .presentationStyle
            case .transitionStyle: .transitionStyle
            case .trigger: .trigger
            case .identifier: .identifier
            case .assumed: .assumed
            case .anchor: .anchor
            case .targetIdentifier: .targetIdentifier
            case .navigationBarHidden: .navigationBarHidden
            case .segueClass: .segueClass
            }
        }
    }

    public init(kind: Located<Kind>, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// Makes room for the stack, styles, trigger and identifier a decoder is about to set,
    /// `count` of them in all.
    mutating func reserveRareFields(_ count: Int) {
        rare.reserveCapacity(count)
    }

    /// For `setStack`: the new stack, root first.
    public var stack: [Located<String>] {
        get { if case .stack(let stack)? = rare[.stack] { stack } else { [] } }
        set { rare[.stack] = newValue.isEmpty ? nil : .stack(newValue) }
    }

    public var presentationStyle: Located<PresentationStyle>? {
        get { if case .presentationStyle(let style)? = rare[.presentationStyle] { style } else { nil } }
        set { rare[.presentationStyle] = newValue.map(RareValue.presentationStyle) }
    }

    public var transitionStyle: Located<TransitionStyle>? {
        get { if case .transitionStyle(let style)? = rare[.transitionStyle] { style } else { nil } }
        set { rare[.transitionStyle] = newValue.map(RareValue.transitionStyle) }
    }

    /// For `present`: whether the screen is shown this way on its own, with no navigation bar (not
    /// wrapped in a navigation controller), where other ways of showing it give it one.
    public var navigationBarHidden: Located<Bool>? {
        get { if case .navigationBarHidden(let hidden)? = rare[.navigationBarHidden] { hidden } else { nil } }
        set { rare[.navigationBarHidden] = newValue.map(RareValue.navigationBarHidden) }
    }

    public var trigger: Located<SegueTrigger>? {
        get { if case .trigger(let trigger)? = rare[.trigger] { trigger } else { nil } }
        set { rare[.trigger] = newValue.map(RareValue.trigger) }
    }

    /// Whether the action is inferred rather than stated: a storyboard cannot say that a control
    /// wired to code dismisses, so its reader assumes it from the control's name (and says so in
    /// `StoryboardConversion.assumptions`). A rule whose finding would rest on the assumption
    /// alone, rather than on the flow, asks this.
    public var isAssumed: Bool {
        get { rare[.assumed] != nil }
        set { rare[.assumed] = newValue ? .assumed : nil }
    }

    /// The storyboard segue identifier, where there is one.
    public var identifier: Located<String>? {
        get { if case .identifier(let identifier)? = rare[.identifier] { identifier } else { nil } }
        set { rare[.identifier] = newValue.map(RareValue.identifier) }
    }

    /// Where code makes the target from a storyboard (`instantiateViewController(withIdentifier:)`),
    /// the identifier: read with the storyboards, the target is the scene that has it
    /// (`StoryboardCodeJoin`).
    public var targetIdentifier: Located<String>? {
        get { if case .targetIdentifier(let identifier)? = rare[.targetIdentifier] { identifier } else { nil } }
        set { rare[.targetIdentifier] = newValue.map(RareValue.targetIdentifier) }
    }

    /// A storyboard segue's class of the app's own (`customClass`), whose `perform()` UIKit runs in
    /// place of what the segue's kind does: read with the app's code, what the class does
    /// decides what the segue is (`StoryboardCodeJoin`).
    public var segueClass: Located<String>? {
        get { if case .segueClass(let name)? = rare[.segueClass] { name } else { nil } }
        set { rare[.segueClass] = newValue.map(RareValue.segueClass) }
    }

    /// For an action used through a YAML alias (`- *compose`): the anchor's node, where it is
    /// written. Its other ranges are the alias's, where it is used (see `relocate(toAliasAt:)`).
    public var anchorRange: SourceRange? {
        if case .anchor(let range)? = rare[.anchor] { range } else { nil }
    }

    /// Places the action where an alias uses it: a finding on it then points at the use, which
    /// a suppression there silences, and the anchor is kept for a note. Every range moves, not
    /// only the entry's, as rules report at the kind key, the target or a style.
    mutating func relocate(toAliasAt use: SourceRange) {
        rare[.anchor] = .anchor(range)
        range = use
        kind.range = use
        target?.range = use
        if !stack.isEmpty { stack = stack.map { Located($0.value, at: use) } }
        presentationStyle?.range = use
        transitionStyle?.range = use
        trigger?.range = use
        identifier?.range = use
    }
}
