/// The keys of each object in the flow format, version 1.
///
/// The decoder reads keys from these tables and the JSON Schema test compares the shipped
/// schema against them, so the two cannot drift apart.
public enum FlowFormat {
    public static let version = 1

    public struct Object: Sendable {
        public let name: String
        public let keys: [String]
        public let required: [String]
    }

    public static let document = Object(
        name: "flow",
        keys: ["flowlint", "app", "entry", "defaults", "screens", "modals"],
        required: ["flowlint", "app", "screens"]
    )

    public static let defaults = Object(name: "defaults", keys: ["transitionStyle", "presentationStyle"], required: [])

    public static let screen = Object(
        name: "screen",
        keys: [
            "title", "container", "tabs", "primary", "secondary", "navigationBarHidden",
            "hidesBottomBarWhenPushed", "userContent", "reloadsOnAppear", "definesPresentationContext",
            "isModalInPresentation", "onAttemptToDismiss", "adaptsToCompact", "storyboard", "terminal",
            "buttons", "segues",
        ],
        required: []
    )

    public static let button = Object(name: "button", keys: ["title", "role", "action", "confirm"], required: ["title"])

    public static let modal = Object(name: "modal", keys: ["kind", "title", "message", "actions"], required: ["kind"])

    public static let modalAction = Object(name: "modal action", keys: ["title", "role", "action"], required: ["title"])

    /// Keys an action mapping may hold besides its single kind key.
    public static let actionFields = ["presentationStyle", "transitionStyle", "trigger", "id"]

    public static let objects = [document, defaults, screen, button, modal, modalAction]
}
