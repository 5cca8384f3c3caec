import CMemoryHints

/// The node each screen and modal name refers to: the first node of that name, as names repeat
/// only in flows that already report a duplicate key.
///
/// A large flow looks a name up for every edge, hundreds of thousands of times. When every name
/// is ASCII, as in nearly every flow, an open-addressing table keyed by the names' bytes answers
/// without String hashing. Otherwise a Dictionary does, so names match exactly as Swift compares
/// Strings: by canonical equivalence.
struct NameIndex: Sendable {
    /// The names, by node.
    private let names: NodeNames
    /// The names by their bytes, while every name is ASCII: all of them, or the screens' alone
    /// when they were indexed as they were decoded.
    private let table: ASCIIKeyTable?
    /// The modals' names, when `table` holds only the screens' (shared with the flow rather than
    /// copied to add the modals). A name in both is the screen's, as the first node keeps it.
    private let modalTable: ASCIIKeyTable?
    /// Set instead of the tables when some name is not ASCII.
    private let dictionary: [String: Int]?

    /// The index of a flow's screens and modals, which reads their names in place rather than
    /// keeping a copy of every one.
    init(flow: Flow) {
        self.init(NodeNames(screens: flow.screens, modals: flow.modals))
    }

    /// An index of screens with these names, in this order.
    init(names: [String]) {
        let nowhere = SourceRange.start(of: SourceFileID(0))
        self.init(NodeNames(screens: names.map { Screen(id: Located($0, at: nowhere), range: nowhere) }, modals: []))
    }

    /// The index of a flow whose screens' names were indexed as they were decoded: only the
    /// modals' names are added.
    init(flow: Flow, screenNames: ASCIIKeyTable) {
        let names = NodeNames(screens: flow.screens, modals: flow.modals)
        var modalTable = ASCIIKeyTable(expectedKeys: flow.modals.count)
        let allASCII = (flow.screens.count ..< names.count).allSatisfy { Self.add(names[$0], node: $0, to: &modalTable, names: names) }
        if allASCII {
            self.init(names, table: screenNames, modalTable: modalTable, dictionary: nil)
        } else {
            self.init(names)
        }
    }

    private init(_ names: NodeNames, table: ASCIIKeyTable?, modalTable: ASCIIKeyTable? = nil, dictionary: [String: Int]?) {
        self.names = names
        self.table = table
        self.modalTable = modalTable
        self.dictionary = dictionary
    }

    private init(_ names: NodeNames) {
        guard names.allSatisfy(Self.isASCII) else {
            var dictionary: [String: Int] = [:]
            dictionary.reserveCapacity(names.count)
            for (node, name) in names.enumerated() where dictionary[name] == nil { dictionary[name] = node }
            self.init(names, table: nil, dictionary: dictionary)
            return
        }
        var table = ASCIIKeyTable(expectedKeys: names.count)
        for node in names.indices {
            _ = Self.add(names[node], node: node, to: &table, names: names)
        }
        self.init(names, table: table, dictionary: nil)
    }

    /// Adds `node`, named `name`, to `table` unless an earlier node has that name: the first
    /// keeps it. False, adding nothing, when the name is not ASCII, which the table cannot hold.
    static func add(_ name: String, node: Int, to table: inout ASCIIKeyTable, names: some KeyBytes) -> Bool {
        guard let hash = tableHash(of: name) else { return false }
        add(node, hash: hash, to: &table, names: names)
        return true
    }

    /// Adds `node`, whose name has `hash` (its `tableHash(of:)`), unless an earlier node has that name.
    static func add(_ node: Int, hash: Int, to table: inout ASCIIKeyTable, names: some KeyBytes) {
        names.withBytes(of: Int32(node)) { _ = table.firstOrAdd(Int32(node), spelled: $0, hash: hash, keys: names) }
    }

    /// What the tables file `name` under; nil when it is not ASCII, which they cannot hold.
    static func tableHash(of name: String) -> Int? {
        name.withUTF8Bytes { isASCII($0) ? ASCIIKeyTable.hash($0) : nil }
    }

    /// The name of a node.
    func name(of node: Int) -> String { names[node] }

    /// Whether every node's name resolves to the same node in both; for checking an index built
    /// another way.
    func resolvesAlike(_ other: NameIndex) -> Bool {
        names.indices.allSatisfy { self[names[$0]] == other[names[$0]] }
    }

    subscript(name: String) -> Int? {
        self[name, hash: hash(of: name)]
    }

    /// `hash`: the name's `hash(of:)`, computed earlier.
    subscript(name: String, hash hash: Int?) -> Int? {
        if let dictionary { return dictionary[name] }
        guard let hash else {
            // Only a name canonically equivalent to an ASCII one can match, such as one written with
            // the Kelvin sign for K.
            return Self.asciiEquivalent(of: name).flatMap { self[$0] }
        }
        let node = name.withUTF8Bytes { bytes in
            table?.first(spelled: bytes, hash: hash, keys: names) ?? modalTable?.first(spelled: bytes, hash: hash, keys: names)
        }
        return node.map(Int.init)
    }

    /// What a lookup of `name` probes the tables with; nil when it is looked up another way (a
    /// name that is not ASCII, or an index without tables).
    func hash(of name: String) -> Int? {
        dictionary == nil ? Self.tableHash(of: name) : nil
    }

    // For lookups made in groups (see `ASCIIKeyTable.prefetchSlot(hash:)`): the screens' table is
    // the large one, and the modals' names are few enough to stay in the cache.

    /// Asks for the slot a lookup of `hash` reads first.
    func prefetchSlot(hash: Int) {
        table?.prefetchSlot(hash: hash)
    }

    /// Asks for the name a lookup of `hash` most likely compares; after `prefetchSlot`.
    func prefetchFirstCandidate(hash: Int) {
        table?.prefetchFirstKey(hash: hash, keys: names)
    }

    /// The ASCII text that Swift's String comparison (canonical equivalence) finds equal to
    /// `name`, if any. Combining marks never compose into ASCII, so each scalar on its own must be
    /// ASCII or equivalent to one ASCII character, as the Kelvin sign is to K.
    static func asciiEquivalent(of name: String) -> String? {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if scalar.isASCII {
                scalars.append(scalar)
                continue
            }
            let character = Character(scalar)
            guard let ascii = asciiScalars.first(where: { Character($0) == character }) else { return nil }
            scalars.append(ascii)
        }
        let equivalent = String(scalars)
        return equivalent == name ? equivalent : nil
    }

    private static let asciiScalars = (0 as UInt8 ..< 128).map(Unicode.Scalar.init)

    private static func isASCII(_ text: String) -> Bool {
        text.withUTF8Bytes(isASCII)
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }
}

/// A graph's node names, screens first, read from the flow's own arrays rather than copied.
private struct NodeNames: RandomAccessCollection, Sendable {
    let screens: [Screen]
    let modals: [SystemModal]

    var startIndex: Int { 0 }
    var endIndex: Int { screens.count + modals.count }

    subscript(node: Int) -> String {
        node < screens.count ? screens[node].id.value : modals[node - screens.count].id.value
    }
}

extension NodeNames: KeyBytes {
    func withBytes<Result>(of key: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let node = Int(key)
        if node < screens.count {
            return screens.withUnsafeBufferPointer { $0[node].id.value.withUTF8Bytes(body) }
        }
        return modals.withUnsafeBufferPointer { $0[node - screens.count].id.value.withUTF8Bytes(body) }
    }

    /// The name comes first in a screen or modal.
    func prefetchBytes(of key: Int32) {
        let node = Int(key)
        if node < screens.count {
            screens.withUnsafeBufferPointer { flowlint_prefetch($0.baseAddress! + node) }
        } else {
            modals.withUnsafeBufferPointer { flowlint_prefetch($0.baseAddress! + (node - screens.count)) }
        }
    }
}
