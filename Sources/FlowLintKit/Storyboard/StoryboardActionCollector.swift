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
    /// The buttons assumed to go back (`pop`), by their index in `buttons`: the builder makes
    /// them dismiss on a screen that nothing pushes.
    private(set) var backButtons: [Int] = []
    /// Controls assumed to close their screen; see `StoryboardFlowBuilder.settleAssumedButtons()`.
    private(set) var closingButtons: [Int] = []
    /// The first IBAction of each bar button item, for the items whose action is assumed.
    private var selectors: [Int: StoryboardElement] = [:]
    /// Each bar button item, by its index in `buttons`, for what its system item and image say.
    private var barItems: [Int: StoryboardElement] = [:]
    /// Controls wired to an IBAction, with their first one, in document order; see `assumeDismissals`.
    private var controlActions: [(control: StoryboardElement, action: StoryboardElement)] = []
    private var controlsWithActions: Set<ObjectIdentifier> = []
    /// Every control met, in document order, for those the controller reaches by an outlet.
    private var controls: [StoryboardElement] = []
    /// The controls that became buttons because a segue starts from them.
    private var controlsWithSegues: Set<ObjectIdentifier> = []
    /// Toolbars and standalone navigation bars without a single bar button item, and the
    /// controller's outlets; see `assumeBarsFilledInCode`.
    private var emptyBars: [StoryboardElement] = []
    private var outlets: [StoryboardElement] = []

    static let roles: Set<String> = ["cancel", "done", "save", "close", "edit"]

    /// The role a bar button item's system item gives it: its own name, or `close` for the ✕
    /// (`stop`), so that rules know a cancel by its role (`Button.isCancel`) and not by the
    /// title the importer makes up ("Stop").
    static func role(ofSystemItem item: String) -> ButtonRole? {
        if item == "stop" { return .close }
        return roles.contains(item) ? ButtonRole(rawValue: item) : nil
    }
    private static let cells: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]
    private static let controls: Set<String> = ["button", "control", "segmentedControl", "switch", "slider", "stepper"]

    init(mapping: StoryboardSegueMapping, file: Int) {
        self.mapping = mapping
        self.file = file
    }

    mutating func collect(controller: StoryboardElement, siblings: [StoryboardElement]) {
        // Gesture recognizers, loose bar button items and views are scene members beside the
        // controller (a view there is one code installs, such as a header with a close button);
        // they are popped after the controller's own elements, the last one first.
        var pending: [(StoryboardElement, Owner)] = siblings.filter {
            $0.name.hasSuffix("GestureRecognizer") || $0.name == "barButtonItem" || $0.name == "view"
        }.map { ($0, .controller) }
        pending += controller.children.reversed().map { ($0, .controller) }
        while let (element, inherited) = pending.popLast() {
            var owner = inherited
            switch element.name {
            case "segue":
                add(segue: element, from: inherited)
                continue
            case "action":
                switch inherited {
                case .button(let index) where selectors[index] == nil:
                    selectors[index] = element
                case .control(let control) where controlsWithActions.insert(ObjectIdentifier(control)).inserted:
                    controlActions.append((control, element))
                default:
                    break
                }
                continue
            case "barButtonItem":
                if let index = addBarButton(element) { owner = .button(index) }
            case let name where Self.cells.contains(name):
                owner = .row
            case let name where Self.controls.contains(name):
                owner = .control(element)
                controls.append(element)
            case let name where name.hasSuffix("GestureRecognizer"):
                owner = .gesture
            case "toolbar", "navigationBar":
                if !Self.holdsBarButton(element) { emptyBars.append(element) }
            case "outlet":
                outlets.append(element)
            default:
                break
            }
            pending += element.children.reversed().map { ($0, owner) }
        }
        assumeDismissals()
        assumeBarsFilledInCode()
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
        // So is a button assumed to go back.
        backButtons = backButtons.compactMap { keptIndex[$0] }
        closingButtons = closingButtons.compactMap { keptIndex[$0] }
    }

    private mutating func addBarButton(_ item: StoryboardElement) -> Int? {
        let system = item.located("systemItem")
        if let system, system.value == "flexibleSpace" || system.value == "fixedSpace" { return nil }
        var button = Button(range: item.tagRange)
        button.title = item.located("title") ?? system.map { Located(Self.title(ofSystemItem: $0.value), at: $0.range) }
            ?? item.located("image") ?? Located(item["id"] ?? "button", at: item.tagRange)
        if let system, let role = Self.role(ofSystemItem: system.value) {
            button.role = Located(role, at: system.range)
        }
        buttons.append(button)
        barItems[buttons.count - 1] = item
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
            controlsWithSegues.insert(ObjectIdentifier(control))
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

    /// A bar button item or control wired to an IBAction whose system item, title, image or
    /// selector names closing (`ClosingWords`) almost always dismisses its screen, and one that
    /// names going back (a hidden bar's back button, drawn by the app) pops it; without that
    /// assumption every such screen would look like it had no way out. An edit item never does.
    private mutating func assumeDismissals() {
        for (index, selector) in selectors.sorted(by: { $0.key < $1.key }) {
            guard buttons[index].action == nil, buttons[index].role?.value != .edit,
                  let item = barItems[index], let intent = Self.intent(of: item, code: selector["selector"]) else { continue }
            assume(intent, of: index, hook: selector, attribute: "selector")
        }
        for (control, selector) in controlActions where !controlsWithSegues.contains(ObjectIdentifier(control)) {
            guard let intent = Self.intent(of: control, code: selector["selector"]) else { continue }
            var button = Button(range: control.tagRange)
            button.title = Self.title(ofControl: control)
            buttons.append(button)
            assume(intent, of: buttons.count - 1, hook: selector, attribute: "selector")
        }
        // A control with no action here that the controller holds by an outlet gets its target in
        // code (`addTarget`, or a closure an app's own button class calls), and the outlet's name
        // says what it does as a selector would (`cancelButton`).
        var outletByDestination: [String: StoryboardElement] = [:]
        for outlet in outlets {
            if let destination = outlet["destination"], outletByDestination[destination] == nil { outletByDestination[destination] = outlet }
        }
        for control in controls where !controlsWithActions.contains(ObjectIdentifier(control)) && !controlsWithSegues.contains(ObjectIdentifier(control)) {
            guard let id = control["id"], let outlet = outletByDestination[id],
                  let intent = Self.intent(of: control, code: outlet["property"]) else { continue }
            var button = Button(range: control.tagRange)
            button.title = Self.title(ofControl: control)
            buttons.append(button)
            assume(intent, of: buttons.count - 1, hook: outlet, attribute: "property")
        }
    }

    /// A toolbar or navigation bar that the storyboard leaves empty but connects to the
    /// controller's code gets its items there (`toolbar.items`, `setItems`, `topItem`), which the
    /// storyboard cannot show: among them is usually the way out. Without that assumption a
    /// screen whose Done button is made in code would look like it had none.
    private mutating func assumeBarsFilledInCode() {
        for bar in emptyBars {
            guard let id = bar["id"], let outlet = outlets.first(where: { $0["destination"] == id }) else { continue }
            let property = outlet.located("property") ?? Located(bar.name, at: bar.tagRange)
            var button = Button(range: bar.tagRange)
            button.title = property
            var action = Action(kind: Located(.dismiss, at: property.range), range: outlet.tagRange)
            action.isAssumed = true
            button.action = action
            buttons.append(button)
            closingButtons.append(buttons.count - 1)
            assumptions[action.range] = "the \(bar.name) (outlet \(property.value)) is empty here and filled in code, assumed to hold a way out"
        }
    }

    private static func holdsBarButton(_ element: StoryboardElement) -> Bool {
        element.children.contains { $0.name == "barButtonItem" || holdsBarButton($0) }
    }

    /// Makes the button at `index` close its screen or go back, assumed, placed on what wires it
    /// to code: an action's `selector` or an outlet's `property`.
    private mutating func assume(_ intent: Intent, of index: Int, hook: StoryboardElement, attribute: String) {
        var action = Action(kind: Located(intent == .closes ? .dismiss : .pop, at: hook.range(of: attribute)), range: hook.tagRange)
        action.isAssumed = true
        buttons[index].action = action
        let title = buttons[index].title?.value ?? buttons[index].role?.value.rawValue ?? "unnamed"
        let wiring = attribute == "property" ? "is the outlet \(hook[attribute] ?? "of the controller"), set up" : "calls \(hook[attribute] ?? "its action")"
        switch intent {
        case .closes:
            closingButtons.append(index)
            assumptions[action.range] = "the \(title) button \(wiring) in code, assumed to dismiss the screen"
        case .goesBack:
            backButtons.append(index)
            assumptions[action.range] = "the \(title) button \(wiring) in code, assumed to go back"
        }
    }

    /// What a control wired to code says it does.
    enum Intent { case closes, goesBack }

    /// What a bar button item or control says it does, by its system item, its title, its image
    /// or the name code knows it by (its action's selector or its outlet): close its screen
    /// (checked first), go back, or neither (nil).
    static func intent(of element: StoryboardElement, code: String?) -> Intent? {
        if let system = element["systemItem"], ClosingWords.systemItems.contains(system) { return .closes }
        let states = element.children.filter { ($0.name == "state" && $0["key"] == "normal") || $0.name == "buttonConfiguration" }
        let titles = ([element] + states).compactMap { $0["title"] }
        let images = ([element] + states).compactMap { $0["image"] }
        if code.map(ClosingWords.namesClosing(code:)) == true || titles.contains(where: ClosingWords.isClosing(title:))
            || images.contains(where: ClosingWords.namesClosing(code:)) { return .closes }
        if code.map(ClosingWords.namesBack(code:)) == true || titles.contains(where: ClosingWords.isBack(title:))
            || images.contains(where: ClosingWords.namesBack(code:)) { return .goesBack }
        return nil
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
        // An image-only button is known by its image, as its accessibility label usually is.
        for holder in [control] + control.children where holder === control || holder.name == "state" || holder.name == "buttonConfiguration" {
            if let image = holder.located("image") { return image }
        }
        return Located(control["id"] ?? control.name, at: control.tagRange)
    }
}
