/// The enumerations of the flow format. Raw values are what a flow file spells, named as UIKit names them.

/// `UIModalPresentationStyle`.
public enum PresentationStyle: String, CaseIterable, Sendable {
    case automatic, fullScreen, overFullScreen, pageSheet, formSheet
    case currentContext, overCurrentContext, popover, custom

    /// Styles that leave the presenter's view in the hierarchy, so it gets no appearance callbacks on dismissal.
    /// `custom` is among them: its presentation controller removes the presenter's view only when
    /// it says so (`shouldRemovePresentersView`), which by default it does not.
    public var keepsPresenterInHierarchy: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .popover, .custom: true
        default: false
        }
    }

    public var isSheet: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet: true
        default: false
        }
    }

    public var isContextual: Bool { self == .currentContext || self == .overCurrentContext }
}

/// `UIModalTransitionStyle`.
public enum TransitionStyle: String, CaseIterable, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// What a screen is in the app's code, for one read from a storyboard or from Swift rather than
/// written in a flow file: advice on it names that code's API rather than the flow format's keys.
public enum ScreenCode: Sendable {
    /// A UIKit view controller: a storyboard scene, or a class.
    case viewController
    /// A SwiftUI view.
    case swiftUIView
}

/// The container a screen is the root of.
public enum ContainerKind: String, CaseIterable, Sendable {
    /// The screen is the root view controller of a `UINavigationController`.
    case navigation
    /// The screen is a `UITabBarController`; its `tabs` list the screens of each tab.
    case tabs
    /// The screen is a `UISplitViewController` with a `primary` column and optional
    /// `supplementary` and `secondary` ones (see `SplitColumn`).
    case split
}

/// A column of a split container, leading to trailing, each named as the flow format spells its
/// key. The order is the one the columns appear in on screen, and the one their edges are built
/// and imported flows write them in.
public enum SplitColumn: String, CaseIterable, Sendable {
    /// The sidebar: a storyboard's `masterViewController`, SwiftUI's first closure.
    case primary
    /// The middle column of iOS 14's three-column split view: a storyboard's
    /// `supplementaryViewController`, SwiftUI's `content:`.
    case supplementary
    /// The detail, which `showDetail` replaces: a storyboard's `detailViewController`, SwiftUI's `detail:`.
    case secondary
}

/// What a button is for, which rules use to tell completing, cancelling and other buttons apart.
public enum ButtonRole: String, CaseIterable, Sendable {
    case normal, cancel, done, save, close, back, edit, destructive
}

/// `UIAlertAction.Style`.
public enum AlertActionRole: String, CaseIterable, Sendable {
    case `default`, cancel, destructive
}

/// The system-provided modals a flow can present.
public enum SystemModalKind: String, CaseIterable, Sendable {
    /// `UIAlertController` with the `.alert` style.
    case alert
    /// `UIAlertController` with the `.actionSheet` style.
    case actionSheet
    /// `UIActivityViewController`, the share sheet.
    case activity
}

/// What starts a segue.
public enum SegueTrigger: String, CaseIterable, Sendable {
    case button, row, gesture, code
}
