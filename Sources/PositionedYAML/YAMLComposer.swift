/// Builds a `YAMLDocument` from libyaml events with an explicit stack.
struct YAMLComposer {
    /// Plain data only, as a `PlainBuffer`'s elements must be.
    private struct OpenCollection {
        var node: Int32
        var isMapping: Bool
        /// Where this collection's children begin in `pendingChildren`.
        var firstChild: Int
        /// Whether the collection defines an anchor, whose name is the last of `openAnchors`.
        /// (A name held here would make every collection closed pay for destroying a String.)
        var isAnchored: Bool
        /// Nodes in this subtree with aliases counted as copies.
        var expandedSize: Int
        /// The bytes of this subtree's scalars with aliases counted as copies.
        var expandedBytes = 0
        /// For a section whose entries the observer sees: the section's key in the root mapping.
        var observedSectionKey: Int32?
        /// In an observed section, where the buffers stood when the latest key was attached.
        var entryMark = EntryMark()
        /// Where the latest child ends as written: for an alias, the alias itself, not the node
        /// it names, which may stand anywhere before.
        var lastChildEnd: Int?
    }

    /// Buffer sizes to return to when a section entry is vacated.
    private struct EntryMark {
        var nodes = 0
        var children = 0
        var scalarBytes = 0
        var anchorsDefined = 0
        var aliasUses = 0
    }

    private struct Anchor {
        var node: Int32
        var expandedSize: Int
        var expandedBytes = 0
        var isComplete: Bool
    }

    private let limits: YAMLLimits
    private let observer: (any YAMLSectionObserver)?
    // Handed over to the document that `compose` returns, which frees them.
    private var nodes: PlainBuffer<YAMLDocument.StoredNode>
    private var children: PlainBuffer<Int32>
    private var scalarBytes: PlainBuffer<UInt8>
    private var tags: [String] = []
    private var tagIndex: [String: Int32] = [:]
    private var anchors: [String: Anchor] = [:]
    /// The anchor names of the open collections that define one, innermost last.
    private var openAnchors: [String] = []
    /// Anchors defined so far, repeated names included: an entry that defines one cannot be vacated.
    private var anchorsDefined = 0
    /// The index of `YAMLNode.vacatedTag` in `tags`, interned on first use.
    private var vacatedTag: Int32?
    /// Freed by `compose`. A plain buffer rather than an array: the innermost collection is
    /// changed for nearly every event, and an array checks on each change that it is not shared.
    private var open = PlainBuffer<OpenCollection>(capacity: 64)
    private var pendingChildren = PlainBuffer<Int32>(capacity: 256)
    /// Where each alias among `pendingChildren` was written, by its place there; moved to
    /// `aliasUses`, by its place in `children`, when its collection closes.
    private var pendingAliasUses: [Int: SourceRange] = [:]
    private var aliasUses: [Int32: SourceRange] = [:]
    private var root: Int32?
    private var expandedTotal = 0
    /// The bytes of every scalar with aliases counted as copies: a long scalar aliased hundreds of
    /// times is few nodes but would put its text into every message that names it.
    private var expandedBytesTotal = 0
    private var documentCount = 0
    private var problems: [YAMLProblem] = []
    private var hashHoldingScalars: [HashHoldingScalar] = []
    /// Set when libyaml failed or a limit was hit, which leaves the document unfinished.
    private var abandoned = false

    /// `inputSize` sizes the buffers up front. A node takes at least two bytes of input and a
    /// scalar's text is never longer than its source, so these capacities are rarely exceeded; and
    /// since the pages of a large allocation become resident only when written, reserving
    /// generously costs no memory, while growing by doubling would copy and briefly hold both.
    ///
    /// Under a memory limit, though, what is reserved counts as much as what is written (for a
    /// 20 MB flow, 200 MB reserved where a few megabytes are used, as decoded screens leave the
    /// document): the buffers then start at a sixty-fourth of that and grow as they fill.
    init(limits: YAMLLimits, inputSize: Int = 0, observer: (any YAMLSectionObserver)? = nil) {
        self.limits = limits
        self.observer = observer
        let reserved = MemoryLimit.isSet ? inputSize / 64 : inputSize
        let nodeEstimate = reserved / 4 + 16
        nodes = PlainBuffer(capacity: nodeEstimate)
        children = PlainBuffer(capacity: nodeEstimate)
        scalarBytes = PlainBuffer(capacity: reserved)
    }

    /// Composes the document from `events`. Called once: the buffers go to the document returned.
    mutating func compose(_ events: inout some YAMLEventSource) -> YAMLParseResult {
        if let problem = events.readEvents({ handle($0) }) {
            problems.append(problem)
            abandoned = true
        }
        pendingChildren.free()
        let finishedEveryCollection = open.isEmpty
        open.free()
        // Made in every case, so that the buffers are freed with it when it is not returned.
        let document = YAMLDocument(nodes: nodes, children: children, scalarBytes: scalarBytes, tags: tags,
                                    rootIndex: root, aliasUses: aliasUses, ownsBuffers: true)
        // A half-built tree would mislead the decoder, so a stream that stopped inside the
        // document yields no document at all, only its problems.
        guard !abandoned, finishedEveryCollection else {
            return YAMLParseResult(document: nil, problems: problems, hashHoldingScalars: hashHoldingScalars)
        }
        return YAMLParseResult(document: document, problems: problems, hashHoldingScalars: hashHoldingScalars)
    }

    /// Returns false when composition must stop.
    private mutating func handle(_ event: YAMLEvent) -> Bool {
        // The node buffer is full, so this event may double it: under a memory limit, only when
        // that fits, else the document stops here with a positioned problem, not the process.
        if nodes.count == nodes.capacity, MemoryLimit.isSet, let problem = memoryProblem(at: event.range) {
            problems.append(problem)
            abandoned = true
            return false
        }
        switch event.kind {
        case .streamStart, .documentEnd:
            return true
        case .streamEnd:
            return false
        case .documentStart:
            documentCount += 1
            if documentCount > 1 {
                problems.append(YAMLProblem(
                    kind: .extraDocument,
                    message: "a flow file holds one YAML document; this stream starts another",
                    range: event.range
                ))
                return false
            }
            return true
        case .scalar:
            let index = appendNode(event, kind: .scalar, tag: internTag(event.tag),
                                   payloadStart: Int32(scalarBytes.count), payloadCount: Int32(event.value.count),
                                   isASCII: Self.isASCII(event.value))
            scalarBytes.append(contentsOf: event.value)
            if event.scalarStyle != .plain { noteHash(in: event) }
            if let anchor = event.anchor {
                anchors[Self.string(anchor)] = Anchor(node: index, expandedSize: 1, expandedBytes: event.value.count, isComplete: true)
                anchorsDefined += 1
            }
            expandedBytesTotal += event.value.count
            return attach(index, expandedSize: 1, expandedBytes: event.value.count, endingAt: event.range.end)
        case .alias:
            return attachAlias(event)
        case .sequenceStart, .mappingStart:
            guard open.count < limits.maxDepth else {
                problems.append(limitProblem(.depth, at: event.range, detail: "nesting is deeper than \(limits.maxDepth) levels"))
                return false
            }
            let isMapping = event.kind == .mappingStart
            let index = appendNode(event, kind: isMapping ? .mapping : .sequence, tag: internTag(event.tag))
            let anchor = event.anchor.map(Self.string)
            if let anchor {
                anchors[anchor] = Anchor(node: index, expandedSize: 0, isComplete: false)
                anchorsDefined += 1
                openAnchors.append(anchor)
            }
            open.append(OpenCollection(node: index, isMapping: isMapping, firstChild: pendingChildren.count,
                                       isAnchored: anchor != nil, expandedSize: 1,
                                       observedSectionKey: isMapping ? observedSectionKey() : nil))
            return true
        case .sequenceEnd, .mappingEnd:
            return closeCollection(event)
        }
    }

    /// Kept apart from `handle`: most scalars are plain, and this runs only for the others.
    private mutating func noteHash(in event: YAMLEvent) {
        guard event.value.contains(UInt8(ascii: "#")) else { return }
        let isBlock = event.scalarStyle == .literal || event.scalarStyle == .folded
        hashHoldingScalars.append(HashHoldingScalar(range: event.range, isBlock: isBlock))
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the node whole: one write per node rather than one per field.
    private mutating func appendNode(
        _ event: YAMLEvent, kind: YAMLNode.Kind, tag: Int32,
        payloadStart: Int32 = 0, payloadCount: Int32 = 0, isASCII: Bool = true
    ) -> Int32 {
        expandedTotal += 1
        let index = Int32(nodes.count)
        nodes.append(YAMLDocument.StoredNode(
            kind: kind, style: event.scalarStyle, isFlow: event.isFlowCollection, isASCII: isASCII,
            range: event.range,
            payloadStart: payloadStart, payloadCount: payloadCount, tag: tag
        ))
        return index
    }

    private mutating func internTag(_ tag: UnsafeBufferPointer<UInt8>?) -> Int32 {
        guard let tag else { return -1 }
        return internTag(Self.string(tag))
    }

    private mutating func internTag(_ tag: String) -> Int32 {
        if let index = tagIndex[tag] { return index }
        let index = Int32(tags.count)
        tags.append(tag)
        tagIndex[tag] = index
        return index
    }

    /// Hands a finished node to the collection that is open, or makes it the root.
    /// `end`: where the node ends as written, which for an alias is the alias's own end.
    private mutating func attach(_ index: Int32, expandedSize: Int, expandedBytes: Int = 0, endingAt end: Int) -> Bool {
        if open.isEmpty {
            root = index
        } else {
            pendingChildren.append(index)
            // Nothing below opens a collection, so the pointer stays valid.
            let collection = open.last
            collection.pointee.expandedSize += expandedSize
            collection.pointee.expandedBytes += expandedBytes
            collection.pointee.lastChildEnd = end
            if let section = collection.pointee.observedSectionKey {
                if (pendingChildren.count - collection.pointee.firstChild) % 2 == 1 {
                    collection.pointee.entryMark = EntryMark(nodes: nodes.count, children: children.count,
                                                             scalarBytes: scalarBytes.count, anchorsDefined: anchorsDefined,
                                                             aliasUses: aliasUses.count)
                } else {
                    showEntry(key: pendingChildren[pendingChildren.count - 2], value: index, section: section,
                              since: collection.pointee.entryMark)
                }
            }
        }
        if expandedTotal > limits.maxNodes {
            let range = nodes[Int(index)].range.head
            problems.append(limitProblem(.nodes, at: range, detail: "the document expands to more than \(limits.maxNodes) nodes once aliases are counted"))
            return false
        }
        return true
    }

    private mutating func attachAlias(_ event: YAMLEvent) -> Bool {
        let name = event.anchor.map(Self.string) ?? ""
        guard let anchor = anchors[name], anchor.isComplete else {
            let known = anchors[name] != nil
            problems.append(YAMLProblem(
                kind: .badAlias,
                message: known ? "alias *\(UserText.capped(name)) refers to the node that contains it" : "alias *\(UserText.capped(name)) names no anchor defined before it",
                range: event.range
            ))
            // Stand in a placeholder so the surrounding structure stays intact for the decoder,
            // which skips it quietly: the alias problem has been reported already.
            let index = appendNode(event, kind: .scalar, tag: internTag(YAMLNode.unresolvedAliasTag),
                                   payloadStart: Int32(scalarBytes.count))
            return attach(index, expandedSize: 1, endingAt: event.range.end)
        }
        expandedTotal += anchor.expandedSize
        expandedBytesTotal += anchor.expandedBytes
        // Only an alias copies text: a file's own scalars never hold more bytes than the file.
        if expandedBytesTotal > limits.maxFileSize {
            problems.append(limitProblem(.fileSize, at: event.range.head,
                                         detail: "the document's text grows past \(limits.maxFileSize) bytes once aliases are counted as copies"))
            return false
        }
        if !open.isEmpty { pendingAliasUses[pendingChildren.count] = event.range }
        return attach(anchor.node, expandedSize: anchor.expandedSize, expandedBytes: anchor.expandedBytes, endingAt: event.range.end)
    }

    private mutating func closeCollection(_ event: YAMLEvent) -> Bool {
        guard !open.isEmpty else { return true }
        let collection = open.last.pointee
        open.removeLast(1)
        let index = Int(collection.node)
        let firstChild = children.count
        if collection.isMapping {
            appendResolvedMapping(pairsAt: collection.firstChild ..< pendingChildren.count)
        } else {
            if !pendingAliasUses.isEmpty {
                for position in collection.firstChild ..< pendingChildren.count {
                    if let use = pendingAliasUses.removeValue(forKey: position) {
                        aliasUses[Int32(firstChild + position - collection.firstChild)] = use
                    }
                }
            }
            children.append(contentsOf: pendingChildren.elements(in: collection.firstChild ..< pendingChildren.count))
        }
        pendingChildren.removeLast(pendingChildren.count - collection.firstChild)
        nodes[index].payloadStart = Int32(firstChild)
        nodes[index].payloadCount = Int32(children.count - firstChild)
        // A block collection's end event sits at the next token, often lines later; its last
        // child, where it ends as written, marks where the collection really ends. (The last of
        // `children` would not: an alias's node, or a merged key's, may stand anywhere before.)
        let end = !nodes[index].isFlow ? collection.lastChildEnd ?? event.range.end : event.range.end
        nodes[index].range.end = end
        if collection.isAnchored {
            anchors[openAnchors.removeLast()] = Anchor(node: collection.node, expandedSize: collection.expandedSize,
                                                       expandedBytes: collection.expandedBytes, isComplete: true)
        }
        return attach(collection.node, expandedSize: collection.expandedSize, expandedBytes: collection.expandedBytes, endingAt: end)
    }

    // MARK: Showing sections to the observer

    /// The key of the mapping being opened when it is a value of the root mapping whose entries
    /// the observer wants to see.
    private func observedSectionKey() -> Int32? {
        // The observer is bound last: binding it copies an existential, which costs more than the
        // checks that rule out every mapping below the root's values.
        guard open.count == 1, open[0].isMapping, (pendingChildren.count - open[0].firstChild) % 2 == 1, let observer else {
            return nil
        }
        let key = pendingChildren[pendingChildren.count - 1]
        return withUnfinishedDocument { observer.observesSection(YAMLNode(document: $0, index: key)) } ? key : nil
    }

    private mutating func showEntry(key: Int32, value: Int32, section: Int32, since mark: EntryMark) {
        // A merge's value is read again when the section closes, and its entries are shown then
        // to no one: they are the section's only once merged.
        guard !isMergeKey(key) else { return }
        let taken = withUnfinishedDocument { view in
            observer?.sectionEntry(key: YAMLNode(document: view, index: key), value: YAMLNode(document: view, index: value),
                                   section: YAMLNode(document: view, index: section)) ?? false
        }
        // Only a value composed since its key, in which no anchor was defined, can go: nothing
        // outside it refers to what it holds.
        guard taken, Int(value) == mark.nodes, anchorsDefined == mark.anchorsDefined, nodes[Int(value)].kind != .scalar else {
            return
        }
        nodes.removeLast(nodes.count - (mark.nodes + 1))
        // Uses recorded since the mark are exactly those past it, as `children` only grows at its end.
        if aliasUses.count != mark.aliasUses { aliasUses = aliasUses.filter { $0.key < Int32(mark.children) } }
        children.removeLast(children.count - mark.children)
        scalarBytes.removeLast(scalarBytes.count - mark.scalarBytes)
        nodes[Int(value)].payloadStart = Int32(mark.children)
        nodes[Int(value)].payloadCount = 0
        if vacatedTag == nil { vacatedTag = internTag(YAMLNode.vacatedTag) }
        nodes[Int(value)].tag = vacatedTag!
    }

    /// Calls `body` with the document so far, which reads the composer's buffers in place. Every
    /// node below a finished node is finished too, so the nodes handed out read as they will in
    /// the final document. The view must be gone when `body` returns: the next write may move
    /// the buffers it reads, so debug builds stop when an observer kept a node.
    private func withUnfinishedDocument<Result>(_ body: (YAMLDocument) -> Result) -> Result {
        var view = YAMLDocument(nodes: nodes, children: children, scalarBytes: scalarBytes, tags: tags, rootIndex: nil,
                                aliasUses: aliasUses, ownsBuffers: false)
        let result = body(view)
        assert(isKnownUniquelyReferenced(&view), "a section observer kept a node of the unfinished document")
        return result
    }

    /// What must be left of the memory limit after the node and child buffers double. A file's
    /// size was weighed against the limit before it was read (`MemoryBudget`), so this stops only
    /// documents of far more nodes per byte than flows hold, such as a list of a million numbers.
    private static let headroomAfterComposing = 8 << 20

    /// Nil when the node and child buffers can double within the memory limit; otherwise the
    /// problem that stops the document at `range`.
    private func memoryProblem(at range: SourceRange) -> YAMLProblem? {
        guard let limit = MemoryLimit.current else { return nil }
        let growth = 2 * nodes.capacity * MemoryLayout<YAMLDocument.StoredNode>.stride + 2 * children.capacity * MemoryLayout<Int32>.stride
        guard MemoryLimit.inUse() + growth + Self.headroomAfterComposing > limit.bytes else { return nil }
        return YAMLProblem(
            kind: .limit(.nodes),
            message: "the document holds more than \(nodes.count) nodes, more than fit in the \(limit.bytes >> 20) MiB "
                + "this process may use (\(limit.kind.command) \(limit.bytes >> 10))",
            range: range.head
        )
    }

    private mutating func limitProblem(_ kind: YAMLLimits.Kind, at range: SourceRange, detail: String) -> YAMLProblem {
        abandoned = true
        return YAMLProblem(
            kind: .limit(kind),
            message: kind.message(detail),
            range: range
        )
    }
}

// MARK: - Mapping keys: duplicates and merges

extension YAMLComposer {
    private static let mergeTag = "tag:yaml.org,2002:merge"

    private func keyText(_ index: Int32) -> String? {
        guard nodes[Int(index)].kind == .scalar else { return nil }
        return String(decoding: scalarKeys.text(of: index), as: UTF8.self)
    }

    /// The scalars' text by node, as the buffers stand until the next append. A small value
    /// holding the buffers: a closure reading them from the composer would capture, and copy, it.
    private var scalarKeys: ScalarKeys { ScalarKeys(nodes: nodes, bytes: scalarBytes) }

    /// Inlined: `appendResolvedMapping` asks it of every key, and a call copied the whole
    /// composer to the stack each time.
    @inline(__always)
    private func isMergeKey(_ index: Int32) -> Bool {
        let node = nodes[Int(index)]
        guard node.kind == .scalar else { return false }
        if node.tag >= 0 { return tags[Int(node.tag)] == Self.mergeTag }
        guard node.style == .plain, node.payloadCount == 2 else { return false }
        let start = Int(node.payloadStart)
        return scalarBytes[start] == UInt8(ascii: "<") && scalarBytes[start + 1] == UInt8(ascii: "<")
    }

    private func range(of index: Int32) -> SourceRange {
        nodes[Int(index)].range
    }

    /// Appends a mapping's keys and values to `children`, reporting repeated keys and applying
    /// `<<` merge keys; explicit keys win over merged ones, and earlier merge sources over later ones.
    fileprivate mutating func appendResolvedMapping(pairsAt pairs: Range<Int>) {
        let start = children.count
        var lookup: KeyLookup?
        var mergeSources: [Int32] = []
        var position = pairs.lowerBound
        while position + 1 < pairs.upperBound {
            let key = pendingChildren[position], value = pendingChildren[position + 1]
            if lookup != nil, position + Self.keysLookedUpAhead * 2 < pairs.upperBound {
                prefetchSlot(of: pendingChildren[position + Self.keysLookedUpAhead * 2], in: lookup)
            }
            position += 2
            if isMergeKey(key) {
                mergeSources.append(contentsOf: mergeMappings(from: value, mergeKey: key))
                continue
            }
            if let first = earlierKey(matching: key, inMappingFrom: start, expectedKeys: pairs.count / 2, lookup: &lookup) {
                problems.append(YAMLProblem(
                    kind: .duplicateKey,
                    message: "key \(UserText.quoted(keyText(key) ?? "")) appears twice in this mapping",
                    range: range(of: key),
                    notes: [.init(message: "first defined here", range: range(of: first))]
                ))
                continue
            }
            if !pendingAliasUses.isEmpty, let use = pendingAliasUses.removeValue(forKey: position - 1) {
                aliasUses[Int32(children.count + 1)] = use
            }
            children.append(key)
            children.append(value)
        }
        // An alias dropped with its entry, or as a merge's value, leaves no use behind.
        if !pendingAliasUses.isEmpty {
            for position in pairs { pendingAliasUses.removeValue(forKey: position) }
        }
        for source in mergeSources {
            let inherited = childRange(of: source)
            var index = inherited.lowerBound
            while index + 1 < inherited.upperBound {
                let key = children[index], value = children[index + 1]
                index += 2
                if earlierKey(matching: key, inMappingFrom: start, expectedKeys: pairs.count / 2, lookup: &lookup) != nil { continue }
                children.append(key)
                children.append(value)
            }
        }
    }

    /// Mappings with more keys than this look keys up in a `KeyLookup`; smaller ones compare
    /// each key with the ones before.
    private static let linearKeySearchLimit = 8

    /// How far ahead of the key being looked up the slot of another is fetched: a large mapping's
    /// table is mostly out of the cache, and waiting for one slot at a time is most of its lookups' cost.
    private static let keysLookedUpAhead = 16

    /// Asks for the slot in `lookup` where scalar `key` will be looked up to be fetched into the
    /// cache. (`mutating` for the reason `earlierKey` is.)
    private mutating func prefetchSlot(of key: Int32, in lookup: KeyLookup?) {
        guard nodes[Int(key)].kind == .scalar, nodes[Int(key)].isASCII else { return }
        lookup?.ascii?.prefetchSlot(hash: ASCIIKeyTable.hash(scalarKeys.text(of: key)))
    }

    /// A large mapping's keys so far, so that a repeated key is found without comparing it with
    /// every key before it.
    private struct KeyLookup {
        /// While every key is ASCII: the keys by their bytes, with no String made per key.
        var ascii: ASCIIKeyTable?
        /// From the first key with other text on: the keys by String, which match as Swift
        /// compares text, by canonical equivalence (the Kelvin sign matches K).
        var byText: [String: Int32]?
    }

    /// The key already in the mapping being built (at `children[start...]`) that `key` repeats.
    /// When it repeats none and the mapping has grown large, `lookup` records it.
    ///
    /// `mutating`, though it changes nothing of the composer, as is `firstOrAdd`: called from
    /// `appendResolvedMapping`, which changes it, a non-mutating call on a large mapping copied the
    /// whole composer for every key, retaining and releasing each of its arrays and dictionaries
    /// (tags, anchors, problems; the document's buffers are plain pointers).
    private mutating func earlierKey(
        matching key: Int32, inMappingFrom start: Int, expectedKeys: Int, lookup: inout KeyLookup?
    ) -> Int32? {
        guard nodes[Int(key)].kind == .scalar else { return nil }
        if lookup != nil {
            return firstOrAdd(key, to: &lookup!, mappingFrom: start, expectedKeys: expectedKeys)
        }
        let keyNode = nodes[Int(key)]
        var position = start
        while position < children.count {
            let other = children[position]
            let otherNode = nodes[Int(other)]
            // Most keys of a mapping differ in length already; only non-ASCII text needs more.
            if otherNode.kind == .scalar, otherNode.payloadCount == keyNode.payloadCount || !otherNode.isASCII || !keyNode.isASCII,
               sameKey(other, key) {
                return other
            }
            position += 2
        }
        if (children.count - start) / 2 >= Self.linearKeySearchLimit {
            // Sized for the whole mapping up front, so a mapping of thousands of screens is not
            // rehashed as it grows.
            var made = KeyLookup(ascii: ASCIIKeyTable(expectedKeys: expectedKeys))
            for position in stride(from: start, to: children.count, by: 2) where nodes[Int(children[position])].kind == .scalar {
                _ = firstOrAdd(children[position], to: &made, mappingFrom: start, expectedKeys: expectedKeys)
            }
            _ = firstOrAdd(key, to: &made, mappingFrom: start, expectedKeys: expectedKeys)
            lookup = made
        }
        return nil
    }

    /// The key in `lookup` that scalar `key` repeats; nil after adding `key` to it.
    private mutating func firstOrAdd(_ key: Int32, to lookup: inout KeyLookup, mappingFrom start: Int, expectedKeys: Int) -> Int32? {
        if lookup.ascii != nil, !nodes[Int(key)].isASCII {
            var byText: [String: Int32] = [:]
            byText.reserveCapacity(expectedKeys)
            for position in stride(from: start, to: children.count, by: 2) {
                if let text = keyText(children[position]), byText[text] == nil { byText[text] = children[position] }
            }
            lookup = KeyLookup(byText: byText)
        }
        if lookup.byText != nil {
            let text = keyText(key)!
            if let first = lookup.byText![text] { return first }
            lookup.byText![text] = key
            return nil
        }
        let keys = scalarKeys
        return lookup.ascii!.firstOrAdd(key, spelled: keys.text(of: key), keys: keys)
    }

    /// The scalar nodes' bytes, lent by node to an `ASCIIKeyTable`.
    private struct ScalarKeys: KeyBytes {
        let nodes: PlainBuffer<YAMLDocument.StoredNode>
        let bytes: PlainBuffer<UInt8>

        func text(of key: Int32) -> UnsafeBufferPointer<UInt8> {
            let stored = nodes[Int(key)]
            let start = Int(stored.payloadStart)
            return bytes.elements(in: start ..< start + Int(stored.payloadCount))
        }

        func withBytes<Result>(of key: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            body(text(of: key))
        }
    }

    /// Whether two scalar keys have the same text. Bytes decide when both are ASCII; otherwise
    /// String equality does, as it did for every key before, treating canonically equivalent text
    /// (a precomposed and a decomposed é, the Kelvin sign and K) as the same key.
    private func sameKey(_ first: Int32, _ second: Int32) -> Bool {
        let a = nodes[Int(first)], b = nodes[Int(second)]
        guard a.isASCII, b.isASCII else { return keyText(first) == keyText(second) }
        return ASCIIKeyTable.same(scalarKeys.text(of: first), scalarKeys.text(of: second))
    }

    private func childRange(of index: Int32) -> Range<Int> {
        let node = nodes[Int(index)]
        let start = Int(node.payloadStart)
        return start ..< start + Int(node.payloadCount)
    }

    private mutating func mergeMappings(from value: Int32, mergeKey: Int32) -> [Int32] {
        switch nodes[Int(value)].kind {
        case .mapping:
            return [value]
        case .sequence:
            var sources: [Int32] = []
            for item in children.elements(in: childRange(of: value)) {
                if nodes[Int(item)].kind == .mapping {
                    sources.append(item)
                } else {
                    problems.append(YAMLProblem(kind: .badMerge, message: "a merge key's list may hold only mappings", range: range(of: item)))
                }
            }
            return sources
        case .scalar:
            problems.append(YAMLProblem(
                kind: .badMerge,
                message: "merge key << takes a mapping or a list of mappings, usually an alias such as *defaults",
                range: range(of: value),
                notes: [.init(message: "merge key here", range: range(of: mergeKey))]
            ))
            return []
        }
    }
}
