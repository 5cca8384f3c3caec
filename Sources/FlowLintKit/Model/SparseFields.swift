/// Optional fields that most values leave unset, kept as a short list of the ones that are set.
///
/// A flow has a screen for every view controller, and a large one has a hundred thousand: as
/// stored optionals, with a 16-byte range each, a screen's dozen rarely written fields would
/// take some 270 bytes of every screen. Here they take 8, plus a small allocation when set.
struct SparseFields<Key: Equatable & Sendable, Value: Sendable>: Sendable {
    private var entries: [(key: Key, value: Value)] = []

    subscript(key: Key) -> Value? {
        get {
            for entry in entries where entry.key == key { return entry.value }
            return nil
        }
        set {
            let index = entries.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append((key, value))
            case (nil, nil): break
            }
        }
    }
}
