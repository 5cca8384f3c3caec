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

/// A value of `SparseValues`: each case sets one field, and says which.
protocol SparseValue: Sendable {
    associatedtype Field: Equatable & Sendable
    var field: Field { get }
}

/// `SparseFields` for values whose cases name their own fields, so no key is stored beside each:
/// an action's rare fields are a dozen bytes smaller each, which with the allocator's rounding
/// takes 16 bytes off every action that has any.
struct SparseValues<Value: SparseValue>: Sendable {
    private var values: [Value] = []

    /// Set only with a value of `field`, or nil to clear it.
    subscript(field: Value.Field) -> Value? {
        get {
            for value in values where value.field == field { return value }
            return nil
        }
        set {
            precondition(newValue.map { $0.field == field } ?? true, "a value set for another field")
            let index = values.firstIndex { $0.field == field }
            switch (index, newValue) {
            case (let index?, let value?): values[index] = value
            case (let index?, nil): values.remove(at: index)
            case (nil, let value?): values.append(value)
            case (nil, nil): break
            }
        }
    }
}
