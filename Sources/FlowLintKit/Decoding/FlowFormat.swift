/// The keys of each object in the flow format, version 1.
///
/// The decoder reads keys from these tables and the JSON Schema test compares the shipped
/// schema against them, so the two cannot drift apart.
public enum FlowFormat {
    public static let version = 1

    public struct Object: Sendable {
        public let name: String
        public var keys: [String] { table.keys }
        public let required: [String]
        /// Keys starting with `x-` are ignored, a home for anchors shared through aliases.
        public var allowsExtensionKeys = false
        /// `keys`, for matching a key's bytes without making a String of it.
        let table: KeyTable
        /// Indices in `keys` of the required keys, in the order of `required`.
        let requiredIndices: [Int]

        init(name: String, keys: [String], required: [String], allowsExtensionKeys: Bool = false) {
            // `fields(of:)` tracks the keys it has seen in the bits of one UInt64.
            precondition(keys.count <= 64, "an object has at most 64 keys")
            self.name = name
            self.required = required
            self.allowsExtensionKeys = allowsExtensionKeys
            table = KeyTable(keys)
            requiredIndices = required.map { keys.firstIndex(of: $0)! }
        }
    }

    public static let document = Object(
        name: "flow",
        // `storyboards`: the storyboards this flow overlays (Storyboard/StoryboardOverlay.swift).
        // `startsInCode` and `createdByCode`: where code the flow does not describe starts it (`AppStart`).
        keys: ["flowlint", "app", "entry", "startsInCode", "createdByCode", "defaults", "screens", "modals", "storyboards"],
        required: ["flowlint", "app", "screens"],
        allowsExtensionKeys: true
    )

    public static let defaults = Object(name: "defaults", keys: ["transitionStyle", "presentationStyle"], required: [])

    /// A screen's keys, in the order of `screen.keys`. Screens are most of a flow, so the decoder
    /// switches over these cases rather than comparing key strings. The key strings are spelled
    /// out rather than derived from the case names, which would cost a reflection lookup at every
    /// start; `FlowFormatTests` checks that each case and its key agree.
    enum ScreenKey: Int, CaseIterable {
        case title, container, tabs, primary, supplementary, secondary, navigationBarHidden
        case hidesBottomBarWhenPushed, userContent, reloadsOnAppear, definesPresentationContext
        case isModalInPresentation, onAttemptToDismiss, adaptsToCompact, storyboard, storyboardIdentifier, terminal, rootInCode
        case contentInCode, controlsInCode, mediumDetent, showsInChildStack, showsGrabber, cameraPreview, buttons, segues
    }

    public static let screen = Object(name: "screen", keys: [
        "title", "container", "tabs", "primary", "supplementary", "secondary", "navigationBarHidden",
        "hidesBottomBarWhenPushed", "userContent", "reloadsOnAppear", "definesPresentationContext",
        "isModalInPresentation", "onAttemptToDismiss", "adaptsToCompact", "storyboard", "storyboardIdentifier", "terminal", "rootInCode",
        "contentInCode", "controlsInCode", "mediumDetent", "showsInChildStack", "showsGrabber", "cameraPreview", "buttons", "segues",
    ], required: [])

    /// Buttons, modals and alert actions are numerous too; their keys are cases as well.
    enum ButtonKey: Int, CaseIterable { case title, role, action, confirm }
    enum ModalKey: Int, CaseIterable { case kind, title, message, actions }
    enum ModalActionKey: Int, CaseIterable { case title, role, action }

    public static let button = Object(name: "button", keys: ["title", "role", "action", "confirm"], required: ["title"])

    public static let modal = Object(name: "modal", keys: ["kind", "title", "message", "actions"], required: ["kind"])

    public static let modalAction = Object(name: "modal action", keys: ["title", "role", "action"], required: ["title"])

    /// Keys an action mapping may hold besides its single kind key.
    enum ActionField: Int, CaseIterable { case presentationStyle, transitionStyle, navigationBarHidden, trigger, id }
    public static let actionFields = ["presentationStyle", "transitionStyle", "navigationBarHidden", "trigger", "id"]

    /// Keys people put on the wrong object, with where they belong; shown instead of a spelling suggestion.
    static let misplacedKeyHints: [String: String] = [
        "presentationStyle": "presentationStyle belongs on the `present` segue that shows the screen",
        "transitionStyle": "transitionStyle belongs on the `present` segue that shows the screen",
        "modalPresentationStyle": "write presentationStyle on the `present` segue that shows the screen",
        "modalTransitionStyle": "write transitionStyle on the `present` segue that shows the screen",
        "isNavigationBarHidden": "the flow format calls it navigationBarHidden",
        "push": "segues go in the screen's `segues:` list, for example `segues: [{ show: Detail }]`",
        "show": "segues go in the screen's `segues:` list, for example `segues: [{ show: Detail }]`",
        "present": "segues go in the screen's `segues:` list, for example `segues: [{ present: Compose }]`",
    ]

    public static let objects = [document, defaults, screen, button, modal, modalAction]
}
