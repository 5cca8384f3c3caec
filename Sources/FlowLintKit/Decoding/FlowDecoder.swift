/// Turns a composed YAML document into a `Flow`, reporting every format problem on the way.
public struct FlowDecoder {
    public let file: String
    /// The id the document's ranges carry: a run reads its flow file first.
    public let fileID: SourceFileID

    public init(file: String, id: SourceFileID = SourceFileID(0)) {
        self.file = file
        fileID = id
    }

    /// The flow as far as it could be read, and the format findings. The flow is nil only
    /// when the document is not a mapping at all.
    public func decode(_ document: YAMLDocument) -> (flow: Flow?, findings: [Finding]) {
        let decoded = decode(document, ahead: nil)
        return (decoded.flow, decoded.findings)
    }

    /// A flow as decoded, with what decoding a large file ahead learnt of its entries.
    struct Decoded {
        var flow: Flow?
        var findings: [Finding]
        /// The edge counts and name index of the flow's screens and modals, learnt while they were
        /// decoded ahead (`DecodingAhead`); nil when nothing was, or a section was not all decoded
        /// ahead. They describe this flow's entries only.
        var learntAhead: DecodedAheadFacts?
    }

    /// `ahead` holds the entries decoded while `document` was composed, if it observed that.
    func decode(_ document: YAMLDocument, ahead: DecodingAhead?) -> Decoded {
        var reader = ValueReader()
        guard let root = document.root, !root.isNull else {
            reader.report(.missingField, "the file holds no flow; start it with `flowlint: \(FlowFormat.version)`", at: .start(of: fileID))
            return Decoded(flow: nil, findings: reader.findings)
        }
        guard root.kind == .mapping else {
            reader.report(.invalidType, "a flow file must be a mapping with flowlint, app, entry and screens, not \(ValueReader.describe(root))", at: root.range)
            return Decoded(flow: nil, findings: reader.findings)
        }
        var flow = Flow(file: file, range: root.range)
        let decodedAhead = ahead?.take()
        // What was learnt of each section's entries, while they are all those decoded ahead; a
        // missing section has nothing to learn.
        var screensAhead: EntriesDecodedAhead? = EntriesDecodedAhead.empty, modalsAhead: EntriesDecodedAhead? = EntriesDecodedAhead.empty
        reader.fields(of: root, object: FlowFormat.document, named: "the flow", missingAt: root.range.head) { reader, key, value in
            switch key {
            case "flowlint":
                flow.version = reader.int(value, for: "flowlint")
                if let version = flow.version, version.value != FlowFormat.version {
                    reader.report(.unsupportedVersion,
                                  "flow format version \(version.value) is not supported; this flowlint reads version \(FlowFormat.version)",
                                  at: version.range)
                }
            case "app": flow.app = reader.string(value, for: "app")
            case "entry": flow.entry = reader.string(value, for: "entry")
            case "startsInCode": flow.startIsInUnreadCode = reader.bool(value, for: "startsInCode")?.value ?? false
            case "createdByCode": flow.screensCreatedByCode = reader.stringList(value, for: "createdByCode")
            case "defaults": flow.defaults = Self.defaults(value, reader: &reader)
            case "screens":
                (flow.screens, screensAhead) = Self.namedEntries(value, section: "screens", ahead: decodedAhead?.screens,
                                                                 reader: &reader, entry: Self.screen)
            case "modals":
                flow.modalsSection = value.range
                (flow.modals, modalsAhead) = Self.namedEntries(value, section: "modals", ahead: decodedAhead?.modals,
                                                               reader: &reader, entry: Self.modal)
            case "storyboards": flow.storyboards = reader.stringList(value, for: "storyboards")
            default: break
            }
        }
        var learnt: DecodedAheadFacts?
        if let screensAhead, let modalsAhead {
            learnt = DecodedAheadFacts(edgeCounts: screensAhead.edgeCounts + modalsAhead.edgeCounts, screenNames: screensAhead.names)
        }
        return Decoded(flow: flow, findings: reader.findings, learntAhead: learnt)
    }

    /// The `defaults:` of a flow file, and of `.flowlint.yml`, which states the same app-wide facts.
    static func defaults(_ node: YAMLNode, reader: inout ValueReader) -> FlowDefaults {
        var defaults = FlowDefaults()
        reader.fields(of: node, object: FlowFormat.defaults, named: "defaults") { reader, key, value in
            switch key {
            case "transitionStyle": defaults.transitionStyle = reader.choice(value, for: "transitionStyle")
            case "presentationStyle": defaults.presentationStyle = reader.choice(value, for: "presentationStyle")
            default: break
            }
        }
        return defaults
    }

    /// Reads a mapping of named entries (screens or modals), each decoded by `entry` unless it
    /// was decoded ahead; with what was learnt of them when every entry was.
    private static func namedEntries<Entry: NamedFlowEntry>(
        _ node: YAMLNode, section: String, ahead: SectionDecodedAhead<Entry>?, reader: inout ValueReader,
        entry: (Located<String>, YAMLNode, inout ValueReader) -> Entry
    ) -> (entries: [Entry], ahead: EntriesDecodedAhead?) {
        guard node.kind == .mapping else {
            if !node.isNull {
                reader.reportValue(.invalidType, "\(section) must be a mapping from names to definitions, not \(ValueReader.describe(node))", for: node)
            }
            return ([], EntriesDecodedAhead.empty)
        }
        var ahead = ahead
        if let all = ahead?.all(matching: node) {
            reader.append(all.findings)
            return (all.entries, all.learnt)
        }
        // Sized up front: a section's entries are large (a screen is 152 bytes and more), and growing
        // by doubling would hold up to three times their size at once.
        var decoded: [Entry] = []
        decoded.reserveCapacity(node.count)
        // Visited in place: a list of a large section's keys and values would take megabytes.
        node.forEachEntry { key, value in
            if let early = ahead?.take(key: key, value: value) {
                reader.append(early.findings)
                decoded.append(early.entry)
            } else if let item = namedEntry(key, value, section: section, reader: &reader, entry: entry) {
                decoded.append(item)
            }
        }
        return (decoded, nil)
    }

    private static func namedEntry<Entry>(
        _ key: YAMLNode, _ value: YAMLNode, section: String, reader: inout ValueReader,
        entry: (Located<String>, YAMLNode, inout ValueReader) -> Entry
    ) -> Entry? {
        guard let name = entryName(key) else {
            reader.report(.invalidType, "names in \(section) must be strings, not \(ValueReader.describe(key))", at: key.range)
            return nil
        }
        return entry(name, value, &reader)
    }

    /// The name a `screens:` or `modals:` key gives its entry; nil unless it is a non-null scalar.
    static func entryName(_ key: YAMLNode) -> Located<String>? {
        guard key.kind == .scalar, !key.isNull, let name = key.scalar else { return nil }
        return Located(name, at: key.range)
    }

    static func screen(id: Located<String>, _ node: YAMLNode, reader: inout ValueReader) -> Screen {
        let range = id.range.through(node.range)
        // `Name:` with nothing after it is a screen with no fields.
        if node.isNull { return Screen(id: id, range: range) }
        return filling(Screen(id: id, range: range)) { screen in
            reader.fields(of: node, object: FlowFormat.screen, as: FlowFormat.ScreenKey.self, named: "screen \(UserText.quoted(id.value))",
                          missingAt: id.range) { reader, key, value in
                switch key {
                case .title: screen.pointee.title = reader.string(value, for: "title")
                case .container: screen.pointee.container = reader.choice(value, for: "container")
                case .tabs: screen.pointee.tabs = reader.stringList(value, for: "tabs")
                case .primary: screen.pointee.primary = reader.string(value, for: "primary")
                case .supplementary: screen.pointee.supplementary = reader.string(value, for: "supplementary")
                case .secondary: screen.pointee.secondary = reader.string(value, for: "secondary")
                case .navigationBarHidden: screen.pointee[.navigationBarHidden] = reader.bool(value, for: "navigationBarHidden")
                case .hidesBottomBarWhenPushed: screen.pointee[.hidesBottomBarWhenPushed] = reader.bool(value, for: "hidesBottomBarWhenPushed")
                case .userContent: screen.pointee[.userContent] = reader.bool(value, for: "userContent")
                case .reloadsOnAppear: screen.pointee[.reloadsOnAppear] = reader.bool(value, for: "reloadsOnAppear")
                case .definesPresentationContext: screen.pointee[.definesPresentationContext] = reader.bool(value, for: "definesPresentationContext")
                case .isModalInPresentation: screen.pointee[.isModalInPresentation] = reader.bool(value, for: "isModalInPresentation")
                case .onAttemptToDismiss: screen.pointee.onAttemptToDismiss = reader.string(value, for: "onAttemptToDismiss")
                case .adaptsToCompact: screen.pointee[.adaptsToCompact] = reader.bool(value, for: "adaptsToCompact")
                case .storyboard: screen.pointee.storyboard = reader.string(value, for: "storyboard")
                case .storyboardIdentifier: screen.pointee.storyboardIdentifier = reader.string(value, for: "storyboardIdentifier")
                case .terminal: screen.pointee[.terminal] = reader.bool(value, for: "terminal")
                case .rootInCode: screen.pointee[.rootInCode] = reader.bool(value, for: "rootInCode")
                case .contentInCode: screen.pointee[.contentInCode] = reader.bool(value, for: "contentInCode")
                case .controlsInCode: screen.pointee[.controlsInCode] = reader.bool(value, for: "controlsInCode")
                case .mediumDetent: screen.pointee[.mediumDetent] = reader.bool(value, for: "mediumDetent")
                case .showsInChildStack: screen.pointee[.showsInChildStack] = reader.bool(value, for: "showsInChildStack")
                case .showsGrabber: screen.pointee[.showsGrabber] = reader.bool(value, for: "showsGrabber")
                case .cameraPreview: screen.pointee[.cameraPreview] = reader.bool(value, for: "cameraPreview")
                case .buttons:
                    screen.pointee.buttons = list(value, of: "buttons", into: reader.lists.buttons, reader: &reader) { button($0, reader: &$1) }
                    if screen.pointee.buttons.isEmpty { screen.pointee.emptyButtons = value.range }
                case .segues:
                    screen.pointee.segues = list(value, of: "segues", into: reader.lists.segues, reader: &reader) { ActionDecoder.action($0, in: "a segue", reader: &$1) }
                }
            }
            checkContainerFields(screen, reader: &reader)
            if screen.pointee.onAttemptToDismiss != nil, !node.isFlowCollection {
                screen.pointee.onAttemptToDismissKey = ownKey(.onAttemptToDismiss, of: node)
            }
        }.value
    }

    /// Where a screen's own `key` is written; nil when it comes from a `<<` merge, whose text is
    /// the merged mapping's. Looked for only in the few screens that need it.
    private static func ownKey(_ key: FlowFormat.ScreenKey, of node: YAMLNode) -> SourceRange? {
        var found: SourceRange?
        node.forEachEntry { candidate, _ in
            if FlowFormat.screen.table.index(of: candidate) == key.rawValue, node.range.start <= candidate.range.start, candidate.range.end <= node.range.end {
                found = candidate.range
            }
        }
        return found
    }

    /// `tabs` belongs to tab containers and the columns (`primary`, `supplementary`, `secondary`)
    /// to split containers. A tab container whose tabs code sets (`rootInCode: true`) lists none,
    /// and a split container whose columns code sets names none.
    private static func checkContainerFields(_ screen: UnsafePointer<Screen>, reader: inout ValueReader) {
        let container = screen.pointee.container?.value
        if container == .tabs, screen.pointee.tabs.isEmpty, screen.pointee[.rootInCode]?.value != true {
            reader.report(.missingField, "tab container \(UserText.quoted(screen.pointee.id.value)) lists no tabs", at: screen.pointee.container!.range)
        }
        if let first = screen.pointee.tabs.first, container != .tabs {
            reader.report(.invalidValue, "tabs apply only to a screen with `container: tabs`", at: first.range)
        }
        if container == .split, screen.pointee.primary == nil, screen.pointee[.rootInCode]?.value != true {
            reader.report(.missingField, "split container \(UserText.quoted(screen.pointee.id.value)) has no primary screen", at: screen.pointee.container!.range)
        }
        // Checked first: most screens name no column, and the list below would be an allocation each.
        guard container != .split,
              screen.pointee.primary != nil || screen.pointee.supplementary != nil || screen.pointee.secondary != nil else { return }
        for (_, column) in screen.pointee.splitColumns {
            reader.report(.invalidValue, "primary, supplementary and secondary apply only to a screen with `container: split`", at: column.range)
        }
    }

    /// Reads a list whose items each decode to one value, kept in `store`; items that fail are skipped.
    static func list<Item>(
        _ node: YAMLNode, of name: String, into store: FlowListStore<Item>, reader: inout ValueReader,
        item: (YAMLNode, inout ValueReader) -> Item?
    ) -> FlowList<Item> {
        if node.isNull { return FlowList() }
        guard node.kind == .sequence else {
            reader.reportValue(.invalidType, "\(name) must be a list, not \(ValueReader.describe(node))", for: node)
            return FlowList()
        }
        return store.keep { items in
            node.forEachItem { node in
                if let decoded = item(node, &reader) { items.append(decoded) }
            }
        }
    }

    private static func button(_ node: YAMLNode, reader: inout ValueReader) -> Button? {
        let (button, isMapping) = filling(Button(range: node.range)) { button in
            reader.fields(of: node, object: FlowFormat.button, as: FlowFormat.ButtonKey.self, named: "a button") { reader, key, value in
                switch key {
                case .title: button.pointee.title = reader.string(value, for: "title")
                case .role: button.pointee.role = reader.choice(value, for: "role")
                case .action: button.pointee.action = ActionDecoder.action(value, in: "a button's action", reader: &reader)
                case .confirm: button.pointee.confirm = reader.string(value, for: "confirm")
                }
            }
        }
        return isMapping ? button : nil
    }

    static func modal(id: Located<String>, _ value: YAMLNode, reader: inout ValueReader) -> SystemModal {
        filling(SystemModal(id: id, range: id.range.through(value.range))) { modal in
            reader.fields(of: value, object: FlowFormat.modal, as: FlowFormat.ModalKey.self, named: "modal \(UserText.quoted(id.value))",
                          missingAt: id.range) { reader, key, value in
                switch key {
                case .kind: modal.pointee.kind = reader.choice(value, for: "kind")
                case .title: modal.pointee.title = reader.string(value, for: "title")
                case .message: modal.pointee.message = reader.string(value, for: "message")
                case .actions:
                    modal.pointee.actions = list(value, of: "actions", into: reader.lists.modalActions, reader: &reader) { modalAction($0, reader: &$1) }
                    if value.kind == .sequence, !value.isFlowCollection {
                        var last: YAMLNode?
                        value.forEachItem { last = $0 }
                        modal.pointee.lastActionAsWritten = last.map { $0.aliasRange ?? $0.range }
                    }
                }
            }
        }.value
    }

    private static func modalAction(_ node: YAMLNode, reader: inout ValueReader) -> SystemModal.ModalAction? {
        let (action, isMapping) = filling(SystemModal.ModalAction(range: node.range)) { action in
            reader.fields(of: node, object: FlowFormat.modalAction, as: FlowFormat.ModalActionKey.self, named: "an alert action") { reader, key, value in
                switch key {
                case .title: action.pointee.title = reader.string(value, for: "title")
                case .role: action.pointee.role = reader.choice(value, for: "role")
                case .action: action.pointee.action = ActionDecoder.action(value, in: "an alert action's action", reader: &reader)
                }
            }
        }
        return isMapping ? action : nil
    }

    /// `value`, with its fields written by `fill` through a pointer, and what `fill` returned.
    /// A closure that wrote them to a variable would capture it, and Swift copies a captured
    /// variable to return it, retaining everything it holds: for every screen, button and action
    /// of a large flow. (`ActionDecoder` fills its actions this way too.)
    static func filling<Value, Result>(_ value: consuming Value, _ fill: (UnsafeMutablePointer<Value>) -> Result) -> (value: Value, result: Result) {
        var value = value
        let result = withUnsafeMutablePointer(to: &value, fill)
        return (value, result)
    }
}
