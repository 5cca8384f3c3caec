/// A composed YAML document: every node with its start and end position, stored flat.
///
/// Nodes live in one buffer and refer to their children by index, so a large flow costs a few
/// contiguous buffers rather than an object per node. An alias is stored as a second reference
/// to its anchor's node, which keeps alias-heavy files small in memory.
///
/// Unchecked `Sendable`: a document hands out only reads of buffers that no one writes once the
/// composer has handed them over. The views of an unfinished document that the composer shows
/// its observer do not own their buffers and are never sent (see `YAMLSectionObserver`).
public final class YAMLDocument: @unchecked Sendable {
    struct StoredNode {
        var kind: YAMLNode.Kind
        var style: YAMLScalarStyle
        var isFlow: Bool
        /// Scalars: whether every byte is ASCII, which lets keys be compared byte by byte.
        var isASCII = true
        /// Kept in order by the composer, so it is read as stored, with no comparison.
        var range: SourceRange
        /// Scalars: offset into `scalarBytes`. Collections: offset into `children`.
        var payloadStart: Int32
        /// Scalars: byte count. Collections: child count (keys and values for mappings).
        var payloadCount: Int32
        /// Index into `tags`, or -1 when the node has no explicit tag.
        var tag: Int32
    }

    let nodes: PlainBuffer<StoredNode>
    let children: PlainBuffer<Int32>
    let scalarBytes: PlainBuffer<UInt8>
    let tags: [String]
    let rootIndex: Int32?
    /// Where an alias was written, by the place in `children` its reference takes: a node used
    /// through an alias reads as its anchor's, and only this says where the use stands. Kept
    /// apart from the nodes so that a document without aliases pays nothing for it.
    let aliasUses: [Int32: SourceRange]
    /// False for a view of the composer's buffers, which the composer goes on writing and frees.
    private let ownsBuffers: Bool

    /// `ownsBuffers`: whether the document frees the buffers when it goes; the composer hands
    /// them over once, to the document it returns.
    init(nodes: PlainBuffer<StoredNode>, children: PlainBuffer<Int32>, scalarBytes: PlainBuffer<UInt8>,
         tags: [String], rootIndex: Int32?, aliasUses: [Int32: SourceRange] = [:], ownsBuffers: Bool) {
        self.nodes = nodes
        self.children = children
        self.scalarBytes = scalarBytes
        self.tags = tags
        self.rootIndex = rootIndex
        self.aliasUses = aliasUses
        self.ownsBuffers = ownsBuffers
    }

    deinit {
        guard ownsBuffers else { return }
        nodes.free()
        children.free()
        scalarBytes.free()
    }

    /// The document's top-level node; nil for a stream with no document or an empty one.
    public var root: YAMLNode? { rootIndex.map { YAMLNode(document: self, index: $0) } }

    /// The ranges of the anchored nodes that an alias uses, once each: text that stands in more
    /// than one place of the document, so that an edit of it changes every place.
    public var aliasedAnchorRanges: [SourceRange] {
        Set(aliasUses.keys.map { children[Int($0)] }).sorted().map { nodes[Int($0)].range }
    }

}

/// A lightweight handle on one node of a `YAMLDocument`.
public struct YAMLNode: Sendable {
    public enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping
    }

    public let document: YAMLDocument
    let index: Int32
    /// The place in `document.children` this handle was reached through, or -1 (the root, or a
    /// node handed out by index). It fills what was padding, so a handle stays 16 bytes.
    let slot: Int32

    init(document: YAMLDocument, index: Int32, slot: Int32 = -1) {
        self.document = document
        self.index = index
        self.slot = slot
    }

    /// Where this use of the node was written when it is an alias (`*name`): the node itself,
    /// and its `range`, are the anchor's. Nil for a node written where it is used.
    public var aliasRange: SourceRange? {
        guard slot >= 0, !document.aliasUses.isEmpty else { return nil }
        return document.aliasUses[slot]
    }

    private var stored: YAMLDocument.StoredNode { document.nodes[Int(index)] }

    public var kind: Kind { stored.kind }

    /// The node's place in its document: the same in every view of a document being composed,
    /// and shared by the references an alias makes to one anchored node.
    public var indexInDocument: Int { Int(index) }

    public var range: SourceRange { stored.range }

    /// The explicit tag, such as `tag:yaml.org,2002:str` for `!!str`; nil when untagged.
    public var tag: String? {
        let tag = stored.tag
        return tag < 0 ? nil : document.tags[Int(tag)]
    }

    public var scalarStyle: YAMLScalarStyle { stored.style }
    public var isFlowCollection: Bool { stored.isFlow }

    /// The scalar's text; nil for collections.
    public var scalar: String? {
        let node = stored
        guard node.kind == .scalar else { return nil }
        let start = Int(node.payloadStart)
        return String(decoding: document.scalarBytes.elements(in: start ..< start + Int(node.payloadCount)), as: UTF8.self)
    }

    /// Calls `body` with the scalar's UTF-8 bytes (empty for collections) without making a String,
    /// for comparing keys and words against known spellings.
    public func withScalarBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let node = stored
        guard node.kind == .scalar else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        let start = Int(node.payloadStart)
        // The document outlives the call: `self`, lent for its length, holds it.
        return try body(document.scalarBytes.elements(in: start ..< start + Int(node.payloadCount)))
    }

    static let unresolvedAliasTag = "tag:flowlint.dev,2026:unresolved-alias"

    /// True for the stand-in of an alias that could not be resolved (already reported).
    public var isUnresolvedAlias: Bool { tag == Self.unresolvedAliasTag }

    static let vacatedTag = "tag:flowlint.dev,2026:vacated"

    /// True for a section entry's value that a `YAMLSectionObserver` took while the document was
    /// composed: it keeps its kind and range, but none of its children.
    public var isVacated: Bool { tag == Self.vacatedTag }

    /// True for an untagged plain scalar, the only kind whose type YAML infers from its text.
    public var isPlainScalar: Bool {
        let node = stored
        return node.kind == .scalar && node.style == .plain && node.tag < 0
    }

    /// True for `null`, `Null`, `NULL`, `~` or an empty plain scalar (YAML 1.2 core schema).
    public var isNull: Bool {
        guard isPlainScalar else { return false }
        return withScalarBytes { text in
            text.isEmpty || Self.bytes(text, spell: "~") || Self.bytes(text, spell: "null")
                || Self.bytes(text, spell: "Null") || Self.bytes(text, spell: "NULL")
        }
    }

    /// Whether `bytes` are exactly the UTF-8 of `word`.
    public static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, spell word: StaticString) -> Bool {
        ShortBytes.same(bytes, UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// A sequence's items; empty for other kinds.
    public var items: [YAMLNode] {
        guard kind == .sequence else { return [] }
        var result: [YAMLNode] = []
        result.reserveCapacity(count)
        forEachItem { result.append($0) }
        return result
    }

    /// A mapping's entries in source order, with `<<` merges already applied; empty for other kinds.
    public var entries: [(key: YAMLNode, value: YAMLNode)] {
        guard kind == .mapping else { return [] }
        var result: [(key: YAMLNode, value: YAMLNode)] = []
        result.reserveCapacity(count)
        forEachEntry { result.append(($0, $1)) }
        return result
    }

    /// Visits a sequence's items without building an array; does nothing for other kinds.
    public func forEachItem(_ body: (_ item: YAMLNode) throws -> Void) rethrows {
        let node = stored
        guard node.kind == .sequence else { return }
        let start = Int(node.payloadStart)
        for position in start ..< start + Int(node.payloadCount) {
            try body(YAMLNode(document: document, index: document.children[position], slot: Int32(position)))
        }
    }

    /// Visits a mapping's entries without building an array.
    public func forEachEntry(_ body: (_ key: YAMLNode, _ value: YAMLNode) throws -> Void) rethrows {
        let node = stored
        guard node.kind == .mapping else { return }
        let start = Int(node.payloadStart)
        for position in stride(from: start, to: start + Int(node.payloadCount), by: 2) {
            try body(YAMLNode(document: document, index: document.children[position], slot: Int32(position)),
                     YAMLNode(document: document, index: document.children[position + 1], slot: Int32(position + 1)))
        }
    }

    /// Number of items in a sequence or entries in a mapping.
    public var count: Int {
        switch kind {
        case .scalar: 0
        case .sequence: Int(stored.payloadCount)
        case .mapping: Int(stored.payloadCount) / 2
        }
    }
}

extension YAMLNode: Hashable {
    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        lhs.document === rhs.document && lhs.index == rhs.index
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
    }
}
