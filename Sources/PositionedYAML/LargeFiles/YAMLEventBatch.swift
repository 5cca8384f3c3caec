/// A run of events copied out of libyaml so that they can cross to another thread: libyaml
/// reuses an event's memory for the next one, so the batch keeps its own copy of the text.
///
/// Everything written here crosses between cores, and that traffic, more than the copying,
/// is what a batch costs: so records are small (24 bytes), and the rare anchors and tags
/// travel in the text rather than widening every record. Storage is raw, allocated once and
/// written through pointers, sparing arrays' uniqueness and capacity checks on every append.
/// A batch is moved from thread to thread, never copied: copies would share storage.
struct YAMLEventBatch {
    /// Memory a batch owns; a class only so that it is freed with the batch. It holds plain
    /// data only (bytes and records of numbers), so there is nothing to deinitialize.
    private final class Storage<Element> {
        let base: UnsafeMutablePointer<Element>
        let capacity: Int

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        deinit {
            base.deallocate()
        }
    }

    /// An event without its bytes. Its scalar value follows the previous event's text in the
    /// batch's text; an anchor, then a tag, follow the value when the flags say so, each after
    /// its length.
    private struct Record {
        static let isFlowCollection: UInt8 = 1
        static let hasAnchor: UInt8 = 2
        static let hasTag: UInt8 = 4

        var range: SourceRange
        var valueCount: Int32
        var kind: YAMLEvent.Kind
        var scalarStyle: YAMLScalarStyle
        var flags: UInt8
    }

    /// Flows average under 8 bytes of text per event; a batch is full at twice that, so that a
    /// file of long scalars hands its batches over by size rather than by count.
    static let textBytesPerEvent = 16

    private let records: Storage<Record>
    private var recordCount = 0
    private var text: Storage<UInt8>
    private var textCount = 0
    private let textLimit: Int

    /// Set on the batch that ends the stream.
    var isLast = false
    /// On the last batch: the problem that stopped libyaml, when it failed rather than ended.
    var failure: YAMLProblem?

    /// A batch of at most `capacity` events.
    init(capacity: Int) {
        records = Storage(capacity: capacity)
        textLimit = capacity * Self.textBytesPerEvent
        text = Storage(capacity: textLimit)
    }

    var count: Int { recordCount }

    var isFull: Bool { recordCount == records.capacity || textCount >= textLimit }

    /// Copies `event`, its bytes included. The batch must not be full. Inlined into libyaml's
    /// read loop, so that the event never goes through memory.
    @inline(__always)
    mutating func append(_ event: YAMLEvent) {
        precondition(recordCount < records.capacity, "appending to a full batch")
        var flags: UInt8 = event.isFlowCollection ? Record.isFlowCollection : 0
        // The composer's offsets into its own text are 32-bit too; no input within the
        // file-size limit comes near.
        let valueCount = Int32(event.value.count)
        var needed = event.value.count
        if let anchor = event.anchor {
            flags |= Record.hasAnchor
            needed += MemoryLayout<Int32>.size + anchor.count
        }
        if let tag = event.tag {
            flags |= Record.hasTag
            needed += MemoryLayout<Int32>.size + tag.count
        }
        reserveText(needed)
        copy(event.value)
        if let anchor = event.anchor { copyWithLength(anchor) }
        if let tag = event.tag { copyWithLength(tag) }
        (records.base + recordCount).initialize(to: Record(
            range: event.range, valueCount: valueCount, kind: event.kind, scalarStyle: event.scalarStyle, flags: flags
        ))
        recordCount += 1
    }

    /// Calls `body` with each event in order until it returns false; returns whether it never did.
    func forEach(_ body: (YAMLEvent) -> Bool) -> Bool {
        var cursor = text.base
        for index in 0 ..< recordCount {
            let record = records.base[index]
            var event = YAMLEvent(
                kind: record.kind, range: record.range, scalarStyle: record.scalarStyle,
                isFlowCollection: record.flags & Record.isFlowCollection != 0,
                value: UnsafeBufferPointer(start: cursor, count: Int(record.valueCount))
            )
            cursor += Int(record.valueCount)
            if record.flags & Record.hasAnchor != 0 { event.anchor = Self.takeWithLength(&cursor) }
            if record.flags & Record.hasTag != 0 { event.tag = Self.takeWithLength(&cursor) }
            if !body(event) { return false }
        }
        return true
    }

    /// Empties the batch for refilling, keeping its storage.
    mutating func removeAll() {
        recordCount = 0
        textCount = 0
        isLast = false
        failure = nil
    }

    /// Text outgrows its storage only when one event carries more than is left, such as a
    /// scalar longer than the whole batch's share.
    private mutating func reserveText(_ count: Int) {
        guard textCount + count > text.capacity else { return }
        let grown = Storage<UInt8>(capacity: max(text.capacity * 2, textCount + count))
        grown.base.initialize(from: text.base, count: textCount)
        text = grown
    }

    private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        (text.base + textCount).initialize(from: source, count: bytes.count)
        textCount += bytes.count
    }

    private mutating func copyWithLength(_ bytes: UnsafeBufferPointer<UInt8>) {
        withUnsafeBytes(of: Int32(bytes.count)) { copy($0.assumingMemoryBound(to: UInt8.self)) }
        copy(bytes)
    }

    private static func takeWithLength(_ cursor: inout UnsafeMutablePointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let count = Int(UnsafeRawPointer(cursor).loadUnaligned(as: Int32.self))
        cursor += MemoryLayout<Int32>.size
        defer { cursor += count }
        return UnsafeBufferPointer(start: cursor, count: count)
    }
}
