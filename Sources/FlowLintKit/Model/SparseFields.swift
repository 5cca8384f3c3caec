/// Optional fields that most values leave unset, kept as a short list of the ones that are set.
///
/// A flow has a screen for every view controller, and a large one has a hundred thousand: as
/// stored optionals, with a 16-byte range each, a screen's dozen rarely written fields would
/// take some 270 bytes of every screen. Here they take 8, plus a small allocation when set.
struct SparseFields<Key: Equatable & Sendable, Value: Sendable>: Sendable {
    /// A value stored with the key it is for.
    private struct Entry: SparseValue {
        let field: Key
        let value: Value
    }

    private var entries = SparseValues<Entry>()

    subscript(key: Key) -> Value? {
        get { entries[key]?.value }
        set { entries[key] = newValue.map { Entry(field: key, value: $0) } }
    }
}

/// A value of `SparseValues`, which names the field it sets.
protocol SparseValue: Sendable {
    associatedtype Field: Equatable & Sendable
    var field: Field { get }
}

/// Optional fields kept as a short list of the ones set, for values whose cases name their own
/// fields, so no key is stored beside each (`SparseFields` stores one with each value):
/// an action's rare fields are a dozen bytes smaller each, which with the allocator's rounding
/// takes 16 bytes off every action that has any.
struct SparseValues<Value: SparseValue>: Sendable {
    private var values: [Value] = []

    var isEmpty: Bool { values.isEmpty }

    /// Makes room for `count` values at once, for a decoder that knows how many it will set:
    /// setting them one by one would allocate again for the second.
    mutating func reserveCapacity(_ count: Int) {
        values.reserveCapacity(count)
    }

    /// Set only with a value of `field`, or nil to clear it.
    ///
    /// The getter is inlined: as a call, it made a model value's own getters (a screen's
    /// `tabs`, an action's `stack`) copy the whole value whenever one was read through a
    /// pointer or an array element, as the edge walk and the rules read them, since the call
    /// might have changed the memory read.
    subscript(field: Value.Field) -> Value? {
        @inline(__always) get {
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
