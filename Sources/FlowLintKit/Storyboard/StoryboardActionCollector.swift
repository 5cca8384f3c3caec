/// Collects a scene's buttons and segues: bar button items become buttons with roles, segues from
/// table and collection cells, controls and gestures become segues with their trigger, and segues
/// from the view controller itself (performed in code) become `trigger: code` segues.
struct StoryboardActionCollector {
    struct Unwind {
        var button: Int?
        var segue: Int?
        var selector: String
    }

    private enum Owner {
        case controller, row, gesture
        /// A bar button item or a control, by its index in `buttons`.
        case button(Int)
        /// A control that becomes a button only if a segue starts from it.
        case control(StoryboardElement)
    }

    let mapping: StoryboardSegueMapping
    let file: Int
    private(set) var buttons: [Button] = []
    private(set) var segues: [Action] = []
    private(set) var assumptions: [SourceRange: String] = [:]
    private(set) var unwinds: [Unwind] = []
    /// The first IBAction of each bar button item, for the roles whose action is assumed.
    private var selectors: [Int: StoryboardElement] = [:]

    static let roles: Set<String> = ["cancel", "done", "save", "close", "edit"]
    private static let cells: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]
    private static let controls: Set<String> = ["button", "control", "segmentedControl", "switch", "slider", "stepper"]

    init(mapping: StoryboardSegueMapping, file: Int) {
        self.mapping = mapping
        self.file = file
    }

    mutating func collect(controller: StoryboardElement, siblings: [StoryboardElement]) {
        // Gesture recognizers and loose bar button items are scene members beside the controller;
        // they are popped after the controller's own elements, the last one first.
        var pending: [(StoryboardElement, Owner)] = siblings.filter { $0.name.hasSuffix("GestureRecognizer") || $0.name == "barButtonItem" }.map { ($0, .controller) }
        pending += controller.children.reversed().map { ($0, .controller) }
        while let (element, inherited) = pending.popLast() {
            var owner = inherited
            switch element.name {
            case "segue":
                add(segue: element, from: inherited)
                continue
            case "action":
                if case .button(let index) = inherited, selectors[index] == nil { selectors[index] = element }
                continue
            case "barButtonItem":
                if let index = addBarButton(element) { owner = .button(index) }
            case let name where Self.cells.contains(name):
                owner = .row
            case let name where Self.controls.contains(name):
                owner = .control(element)
            case let name where name.hasSuffix("GestureRecognizer"):
                owner = .gesture
            default:
                break
            }
            pending += element.children.reversed().map { ($0, owner) }
        }
        assumeDismissals()
        // Bar button items that do nothing the storyboard shows and have no role tell the rules nothing.
        var kept: [Button] = []
        var keptIndex: [Int?] = []
        for button in buttons {
            if button.action == nil && button.role == nil {
                keptIndex.append(nil)
                continue
            }
            keptIndex.append(kept.count)
            kept.append(button)
        }
        buttons = kept
        for unwind in unwinds.indices {
            // An unwind's button has its action, so it is kept.
            if let button = unwinds[unwind].button, let index = keptIndex[button] { unwinds[unwind].button = index }
        }
    }

    private mutating func addBarButton(_ item: StoryboardElement) -> Int? {
        let system = item.located("systemItem")
        if let system, system.value == "flexibleSpace" || system.value == "fixedSpace" { return nil }
        var button = Button(range: item.tagRange)
        button.title = item.located("title") ?? system.map { Located(Self.title(ofSystemItem: $0.value), at: $0.range) }
            ?? item.located("image") ?? Located(item["id"] ?? "button", at: item.tagRange)
        if let system, Self.roles.contains(system.value), let role = ButtonRole(rawValue: system.value) {
            button.role = Located(role, at: system.range)
        }
        buttons.append(button)
        return buttons.count - 1
    }

    private mutating func add(segue element: StoryboardElement, from owner: Owner) {
        let trigger: SegueTrigger?
        var buttonIndex: Int?
        switch owner {
        case .controller: trigger = .code
        case .row: trigger = .row
        case .gesture: trigger = .gesture
        case .button(let index):
            trigger = .button
            buttonIndex = buttons[index].action == nil ? index : nil
        case .control(let control):
            trigger = .button
            var button = Button(range: control.tagRange)
            button.title = Self.title(ofControl: control)
            buttons.append(button)
            buttonIndex = buttons.count - 1
        }
        guard let mapped = mapping.map(element, file: file, trigger: trigger) else { return }
        if let assumption = mapped.assumption { assumptions[mapped.action.range] = assumption }
        if let buttonIndex {
            var action = mapped.action
            // A button's action needs no trigger: the button is it.
            if action.trigger?.value != .code { action.trigger = nil }
            buttons[buttonIndex].action = action
            if let selector = mapped.unwindSelector { unwinds.append(Unwind(button: buttonIndex, segue: nil, selector: selector)) }
        } else {
            segues.append(mapped.action)
            if let selector = mapped.unwindSelector { unwinds.append(Unwind(button: nil, segue: segues.count - 1, selector: selector)) }
        }
    }

    /// A cancel, done, save or close item wired to an IBAction almost always dismisses its screen;
    /// without that assumption every such modal would look like it had no way out.
    private mutating func assumeDismissals() {
        for (index, selector) in selectors.sorted(by: { $0.key < $1.key }) {
            guard buttons[index].action == nil, let role = buttons[index].role?.value, role != .edit else { continue }
            let action = Action(kind: Located(.dismiss, at: selector.range(of: "selector")), range: selector.tagRange)
            buttons[index].action = action
            let name = selector["selector"] ?? "its action"
            assumptions[action.range] = "the \(buttons[index].title?.value ?? role.rawValue) button calls \(name) in code, assumed to dismiss the screen"
        }
    }

    static func title(ofSystemItem item: String) -> String {
        guard let first = item.first else { return item }
        return first.uppercased() + item.dropFirst()
    }

    static func title(ofControl control: StoryboardElement) -> Located<String> {
        if let title = control.located("title") { return title }
        for child in control.children where (child.name == "state" && child["key"] == "normal") || child.name == "buttonConfiguration" {
            if let title = child.located("title") { return title }
        }
        return Located(control["id"] ?? control.name, at: control.tagRange)
    }
}
