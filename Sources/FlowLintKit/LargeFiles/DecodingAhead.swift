import CMemoryHints
import PositionedYAML

/// Decodes the entries of `screens:` and `modals:` as the composer finishes each one, on the
/// composing thread, so that on a large file decoding overlaps libyaml's reading instead of
/// following it.
///
/// Entries are only decoded ahead; `FlowDecoder` still walks the finished document and takes
/// an entry's result only when the document holds that very key and value (by node), so
/// repeated keys, merges and aliases end exactly as a walk of the whole document decides.
///
/// Once decoded, an entry's insides are given up, so that the document of a large flow holds
/// little more than its screens' names; see `YAMLSectionObserver`.
final class DecodingAhead: YAMLSectionObserver {
    // Changed once per entry, which checking exclusive access at run time made cost more than
    // some entries' decoding; only the composer's calls, one at a time, reach them.
    @exclusivity(unchecked) private var screens: SectionDecodedAhead<Screen>
    @exclusivity(unchecked) private var modals: SectionDecodedAhead<SystemModal>

    /// `inputSize` sizes the sections up front. Growing an array of screens by doubling would
    /// hold up to three times their size at the moment it grows; a reservation costs nothing
    /// until written, since the pages of a large allocation become resident only then. Screens
    /// rarely take less than 128 bytes of a file; alerts come fewer, but a generated flow can
    /// have one for every five screens.
    init(inputSize: Int) {
        screens = SectionDecodedAhead(expectedCount: inputSize / 128, indexesNames: true)
        modals = SectionDecodedAhead(expectedCount: inputSize / 256, indexesNames: false)
    }

    /// Hands the decoded sections over, keeping nothing, so that the flow alone owns its screens
    /// and whoever frees the flow frees them.
    func take() -> (screens: SectionDecodedAhead<Screen>, modals: SectionDecodedAhead<SystemModal>) {
        screens.indexQueuedNames()
        modals.indexQueuedNames()
        defer {
            screens = SectionDecodedAhead(expectedCount: 0, indexesNames: false)
            modals = SectionDecodedAhead(expectedCount: 0, indexesNames: false)
        }
        return (screens, modals)
    }

    private enum Section {
        case screens, modals
    }

    private static let screensKey = FlowFormat.document.keys.firstIndex(of: "screens")!
    private static let modalsKey = FlowFormat.document.keys.firstIndex(of: "modals")!

    private static func section(_ key: YAMLNode) -> Section? {
        switch FlowFormat.document.table.index(of: key) {
        case screensKey: .screens
        case modalsKey: .modals
        default: nil
        }
    }

    func observesSection(_ key: YAMLNode) -> Bool {
        Self.section(key) != nil
    }

    func sectionEntry(key: YAMLNode, value: YAMLNode, section: YAMLNode) -> Bool {
        switch Self.section(section) {
        case .screens: screens.add(key: key, value: value, decode: FlowDecoder.screen, countEdges: EdgeBuilder.edgeCount(of:))
        case .modals: modals.add(key: key, value: value, decode: FlowDecoder.modal, countEdges: EdgeBuilder.edgeCount(of:))
        case nil: false
        }
    }
}

/// One section's entries decoded ahead, in the order the composer finished them, with the
/// findings each one produced and the edges each one makes.
///
/// Edges are counted, and screens' names indexed, here: while the entry just decoded is still in
/// the cache and the composing thread would otherwise wait for libyaml, rather than in passes
/// over every screen after the parse.
struct SectionDecodedAhead<Entry: NamedFlowEntry> {
    private struct Origin: Hashable {
        var key: Int
        var value: Int
    }

    private var origins: [Origin] = []
    /// Per entry, where its findings end in `reader.findings`.
    private var findingsEnds: [Int] = []
    private var entries: [Entry] = []
    /// Per entry, the edges it makes; see `EdgeBuilder.edgeCount(of:)`.
    private var edgeCounts: [Int32] = []
    /// The entries' names, indexed as they come from the first, until one is not ASCII.
    private var names: ASCIIKeyTable?
    /// Entries whose names are still to be indexed, with the names' hashes. They are indexed a
    /// group at a time (see `ASCIIKeyTable.lookupsPerGroup`): a large table's slots, and the
    /// names already in it, are mostly out of the cache.
    private var namesQueued: [(entry: Int, hash: Int)] = []
    private let indexesNames: Bool
    private var reader: ValueReader
    /// The next entry `take` looks at: the document's own entries come in source order.
    private var cursor = 0
    /// Where each entry is, built only when the document's entries leave that order.
    private var positions: [Origin: Int]?
    private let expectedCount: Int

    init(expectedCount: Int, indexesNames: Bool) {
        reader = ValueReader(expectedLists: expectedCount)
        self.expectedCount = expectedCount
        self.indexesNames = indexesNames
    }

    /// Whether the entry was decoded: one whose name is not a usable string is left for the
    /// document walk to report.
    mutating func add(
        key: YAMLNode, value: YAMLNode, decode: (Located<String>, YAMLNode, inout ValueReader) -> Entry,
        countEdges: (UnsafePointer<Entry>) -> Int32
    ) -> Bool {
        guard let name = FlowDecoder.entryName(key) else { return false }
        if entries.isEmpty { reserve() }
        entries.append(decode(name, value, &reader))
        edgeCounts.append(entries.withUnsafeBufferPointer { countEdges($0.baseAddress! + $0.count - 1) })
        if let names {
            if let hash = NameIndex.tableHash(of: name.value) {
                names.prefetchSlot(hash: hash)
                namesQueued.append((entries.count - 1, hash))
                if namesQueued.count == ASCIIKeyTable.lookupsPerGroup { indexQueuedNames() }
            } else {
                self.names = nil
                namesQueued = []
            }
        }
        origins.append(Origin(key: key.indexInDocument, value: value.indexInDocument))
        findingsEnds.append(reader.findings.count)
        return true
    }

    /// Adds the queued names to the table, in the order they came: the first of a name keeps it.
    mutating func indexQueuedNames() {
        guard var table = names else { return }
        // Taken out while it changes, so that its slots are not copied.
        names = nil
        let lender = EntryNames(entries: entries)
        for (_, hash) in namesQueued {
            table.prefetchFirstKey(hash: hash, keys: lender)
        }
        for (entry, hash) in namesQueued {
            NameIndex.add(entry, hash: hash, to: &table, names: lender)
        }
        namesQueued.removeAll(keepingCapacity: true)
        names = table
    }

    private mutating func reserve() {
        entries.reserveCapacity(expectedCount)
        edgeCounts.reserveCapacity(expectedCount)
        // For half as many: the estimate errs high, and a table twice too large would add a
        // megabyte to a large flow's memory peak. It doubles if more names come.
        if indexesNames {
            names = ASCIIKeyTable(expectedKeys: expectedCount / 2)
            namesQueued.reserveCapacity(ASCIIKeyTable.lookupsPerGroup)
        }
        origins.reserveCapacity(expectedCount)
        findingsEnds.reserveCapacity(expectedCount)
    }

    /// All entries and findings, and what was learnt of the entries, when the section's
    /// entries are exactly those decoded ahead: the usual case, which needs no copying.
    func all(matching section: YAMLNode) -> (entries: [Entry], findings: [Finding], learnt: EntriesDecodedAhead)? {
        assert(namesQueued.isEmpty, "names left unindexed")
        guard section.count == origins.count else { return nil }
        var position = 0, matches = true
        section.forEachEntry { key, value in
            let origin = origins[position]
            if key.indexInDocument != origin.key || value.indexInDocument != origin.value { matches = false }
            position += 1
        }
        return matches ? (entries, reader.findings, EntriesDecodedAhead(edgeCounts: edgeCounts, names: names)) : nil
    }

    /// The entry decoded ahead for this key and value, with its findings; nil when there is
    /// none, as for an entry merged in from elsewhere. Equal nodes decode equally, so any entry
    /// made of the same two nodes will do.
    mutating func take(key: YAMLNode, value: YAMLNode) -> (entry: Entry, findings: ArraySlice<Finding>)? {
        let wanted = Origin(key: key.indexInDocument, value: value.indexInDocument)
        let found: Int
        if cursor < origins.count, origins[cursor] == wanted {
            found = cursor
        } else {
            // Out of order: a repeated key was dropped, or entries were merged in.
            if positions == nil {
                positions = Dictionary(zip(origins, origins.indices), uniquingKeysWith: { first, _ in first })
            }
            guard let position = positions![wanted] else { return nil }
            found = position
        }
        cursor = found + 1
        let findingsStart = found == 0 ? 0 : findingsEnds[found - 1]
        return (entries[found], reader.findings[findingsStart ..< findingsEnds[found]])
    }
}

/// What was learnt of a section's entries as they were decoded ahead.
struct EntriesDecodedAhead {
    /// What a missing or empty section teaches.
    static let empty = EntriesDecodedAhead(edgeCounts: [], names: nil)

    /// Per entry, the edges it makes.
    var edgeCounts: [Int32]
    /// The entries' names, indexed; nil when one is not ASCII, or nobody indexed them.
    var names: ASCIIKeyTable?
}

/// A section's entries' names, lent to the table that indexes them.
private struct EntryNames<Entry: NamedFlowEntry>: KeyBytes {
    let entries: [Entry]

    func withBytes<Result>(of key: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        entries.withUnsafeBufferPointer { $0[Int(key)].id.value.withUTF8Bytes(body) }
    }

    /// The name comes first in an entry.
    func prefetchBytes(of key: Int32) {
        entries.withUnsafeBufferPointer { flowlint_prefetch($0.baseAddress! + Int(key)) }
    }
}
