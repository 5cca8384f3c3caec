/// Builds a `YAMLDocument` from libyaml events with an explicit stack.
struct YAMLComposer {
    private struct OpenCollection {
        var node: Int32
        var isMapping: Bool
        /// Where this collection's children begin in `pendingChildren`.
        var firstChild: Int
        var anchor: String?
        /// Nodes in this subtree with aliases counted as copies.
        var expandedSize: Int
    }

    private struct Anchor {
        var node: Int32
        var expandedSize: Int
        var isComplete: Bool
    }

    private let limits: YAMLLimits
    private var nodes: [YAMLDocument.StoredNode] = []
    private var children: [Int32] = []
    private var scalarBytes: [UInt8] = []
    private var tags: [String] = []
    private var tagIndex: [String: Int32] = [:]
    private var anchors: [String: Anchor] = [:]
    private var open: [OpenCollection] = []
    private var pendingChildren: [Int32] = []
    private var root: Int32?
    private var rootSize = 0
    private var expandedTotal = 0
    private var documentCount = 0
    private var problems: [YAMLProblem] = []
    /// Set when libyaml failed or a limit was hit, which leaves the document unfinished.
    private var abandoned = false

    init(limits: YAMLLimits) {
        self.limits = limits
    }

    mutating func compose(_ reader: LibYAMLEventReader) -> YAMLParseResult {
        loop: while true {
            switch reader.next() {
            case .failure(let problem):
                problems.append(problem)
                abandoned = true
                break loop
            case .success(let event):
                if !handle(event) { break loop }
            }
        }
        // A half-built tree would mislead the decoder, so a stream that stopped inside the
        // document yields no document at all, only its problems.
        guard !abandoned, open.isEmpty else {
            return YAMLParseResult(document: nil, problems: problems)
        }
        let document = YAMLDocument(nodes: nodes, children: children, scalarBytes: scalarBytes, tags: tags, rootIndex: root)
        return YAMLParseResult(document: document, problems: problems)
    }

    /// Returns false when composition must stop.
    private mutating func handle(_ event: YAMLEvent) -> Bool {
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
            let index = appendNode(event, kind: .scalar)
            nodes[Int(index)].payloadStart = Int32(scalarBytes.count)
            nodes[Int(index)].payloadCount = Int32(event.value.count)
            scalarBytes.append(contentsOf: event.value)
            if let anchor = event.anchor {
                anchors[anchor] = Anchor(node: index, expandedSize: 1, isComplete: true)
            }
            return attach(index, expandedSize: 1)
        case .alias:
            return attachAlias(event)
        case .sequenceStart, .mappingStart:
            guard open.count < limits.maxDepth else {
                problems.append(limitProblem(.depth, at: event.range, detail: "nesting is deeper than \(limits.maxDepth) levels"))
                return false
            }
            let isMapping = event.kind == .mappingStart
            let index = appendNode(event, kind: isMapping ? .mapping : .sequence)
            if let anchor = event.anchor {
                anchors[anchor] = Anchor(node: index, expandedSize: 0, isComplete: false)
            }
            open.append(OpenCollection(node: index, isMapping: isMapping, firstChild: pendingChildren.count,
                                       anchor: event.anchor, expandedSize: 1))
            return true
        case .sequenceEnd, .mappingEnd:
            return closeCollection(event)
        }
    }

    private mutating func appendNode(_ event: YAMLEvent, kind: YAMLNode.Kind) -> Int32 {
        expandedTotal += 1
        let index = Int32(nodes.count)
        nodes.append(YAMLDocument.StoredNode(
            kind: kind, style: event.scalarStyle, isFlow: event.isFlowCollection,
            startLine: Int32(clamping: event.range.start.line), startColumn: Int32(clamping: event.range.start.column),
            endLine: Int32(clamping: event.range.end.line), endColumn: Int32(clamping: event.range.end.column),
            payloadStart: 0, payloadCount: 0, tag: internTag(event.tag)
        ))
        return index
    }

    private mutating func internTag(_ tag: String?) -> Int32 {
        guard let tag else { return -1 }
        if let index = tagIndex[tag] { return index }
        let index = Int32(tags.count)
        tags.append(tag)
        tagIndex[tag] = index
        return index
    }

    /// Hands a finished node to the collection that is open, or makes it the root.
    private mutating func attach(_ index: Int32, expandedSize: Int) -> Bool {
        if open.isEmpty {
            root = index
            rootSize = expandedSize
        } else {
            pendingChildren.append(index)
            open[open.count - 1].expandedSize += expandedSize
        }
        if expandedTotal > limits.maxNodes {
            let node = nodes[Int(index)]
            let range = SourceRange(at: SourcePosition(line: Int(node.startLine), column: Int(node.startColumn)))
            problems.append(limitProblem(.nodes, at: range, detail: "the document expands to more than \(limits.maxNodes) nodes once aliases are counted"))
            return false
        }
        return true
    }

    private mutating func attachAlias(_ event: YAMLEvent) -> Bool {
        let name = event.anchor ?? ""
        guard let anchor = anchors[name], anchor.isComplete else {
            let known = anchors[name] != nil
            problems.append(YAMLProblem(
                kind: .badAlias,
                message: known ? "alias *\(name) refers to the node that contains it" : "alias *\(name) names no anchor defined before it",
                range: event.range
            ))
            // Stand in a placeholder so the surrounding structure stays intact for the decoder,
            // which skips it quietly: the alias problem has been reported already.
            var placeholder = event
            placeholder.value = UnsafeBufferPointer(start: nil, count: 0)
            placeholder.tag = YAMLNode.unresolvedAliasTag
            let index = appendNode(placeholder, kind: .scalar)
            nodes[Int(index)].payloadStart = Int32(scalarBytes.count)
            return attach(index, expandedSize: 1)
        }
        expandedTotal += anchor.expandedSize
        return attach(anchor.node, expandedSize: anchor.expandedSize)
    }

    private mutating func closeCollection(_ event: YAMLEvent) -> Bool {
        guard let collection = open.popLast() else { return true }
        var childList = Array(pendingChildren[collection.firstChild...])
        pendingChildren.removeSubrange(collection.firstChild...)
        if collection.isMapping {
            childList = resolveMapping(childList)
        }
        let index = Int(collection.node)
        nodes[index].payloadStart = Int32(children.count)
        nodes[index].payloadCount = Int32(childList.count)
        children.append(contentsOf: childList)
        // A block collection's end event sits at the next token, often lines later;
        // its last child marks where it really ends.
        if !nodes[index].isFlow, let last = childList.last {
            let child = nodes[Int(last)]
            nodes[index].endLine = child.endLine
            nodes[index].endColumn = child.endColumn
        } else {
            nodes[index].endLine = Int32(clamping: event.range.end.line)
            nodes[index].endColumn = Int32(clamping: event.range.end.column)
        }
        if let anchor = collection.anchor {
            anchors[anchor] = Anchor(node: collection.node, expandedSize: collection.expandedSize, isComplete: true)
        }
        return attach(collection.node, expandedSize: collection.expandedSize)
    }

    private mutating func limitProblem(_ kind: YAMLLimits.Kind, at range: SourceRange, detail: String) -> YAMLProblem {
        abandoned = true
        return YAMLProblem(
            kind: .limit(kind),
            message: "\(detail) (the \(kind.rawValue) limit; raise it with --\(kind.rawValue) or `limits: { \(kind.rawValue): N }` in .flowlint.yml)",
            range: range
        )
    }
}

// MARK: - Mapping keys: duplicates and merges

extension YAMLComposer {
    private static let mergeTag = "tag:yaml.org,2002:merge"

    private func keyText(_ index: Int32) -> String? {
        let node = nodes[Int(index)]
        guard node.kind == .scalar else { return nil }
        let start = Int(node.payloadStart)
        return scalarBytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[start ..< start + Int(node.payloadCount)]), as: UTF8.self)
        }
    }

    private func isMergeKey(_ index: Int32) -> Bool {
        let node = nodes[Int(index)]
        guard node.kind == .scalar else { return false }
        if node.tag >= 0 { return tags[Int(node.tag)] == Self.mergeTag }
        return node.style == .plain && node.payloadCount == 2 && keyText(index) == "<<"
    }

    private func range(of index: Int32) -> SourceRange {
        let node = nodes[Int(index)]
        return SourceRange(
            start: SourcePosition(line: Int(node.startLine), column: Int(node.startColumn)),
            end: SourcePosition(line: Int(node.endLine), column: Int(node.endColumn))
        )
    }

    /// Reports repeated keys and applies `<<` merge keys; explicit keys win over merged ones,
    /// and earlier merge sources over later ones.
    fileprivate mutating func resolveMapping(_ pairs: [Int32]) -> [Int32] {
        var firstSeen: [String: Int32] = [:]
        var explicit: [Int32] = []
        var mergeSources: [Int32] = []
        explicit.reserveCapacity(pairs.count)
        var position = 0
        while position + 1 < pairs.count {
            let key = pairs[position], value = pairs[position + 1]
            position += 2
            if isMergeKey(key) {
                mergeSources.append(contentsOf: mergeMappings(from: value, mergeKey: key))
                continue
            }
            if let text = keyText(key) {
                if let first = firstSeen[text] {
                    problems.append(YAMLProblem(
                        kind: .duplicateKey,
                        message: "key \"\(text)\" appears twice in this mapping",
                        range: range(of: key),
                        notes: [.init(message: "first defined here", range: range(of: first))]
                    ))
                    continue
                }
                firstSeen[text] = key
            }
            explicit.append(key)
            explicit.append(value)
        }
        for source in mergeSources {
            let inherited = childSlice(of: source)
            var index = inherited.startIndex
            while index + 1 < inherited.endIndex {
                let key = inherited[index], value = inherited[index + 1]
                index += 2
                if let text = keyText(key) {
                    if firstSeen[text] != nil { continue }
                    firstSeen[text] = key
                }
                explicit.append(key)
                explicit.append(value)
            }
        }
        return explicit
    }

    private func childSlice(of index: Int32) -> ArraySlice<Int32> {
        let node = nodes[Int(index)]
        let start = Int(node.payloadStart)
        return children[start ..< start + Int(node.payloadCount)]
    }

    private mutating func mergeMappings(from value: Int32, mergeKey: Int32) -> [Int32] {
        switch nodes[Int(value)].kind {
        case .mapping:
            return [value]
        case .sequence:
            var sources: [Int32] = []
            for item in childSlice(of: value) {
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
