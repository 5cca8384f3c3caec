/// Facts derived from a graph on first use and then shared, so that the rules of one run
/// build each query structure (such as `NavigationQueries`) once instead of once per rule.
extension FlowGraph {
    /// The value `make` derives from this graph, computed the first time a value of this type
    /// is asked for and returned as is afterwards.
    ///
    /// `make` runs outside the lock, so it may itself ask for other derived facts; should two
    /// threads race, both compute and the first stored value wins.
    func derived<Value>(_: Value.Type = Value.self, _ make: (FlowGraph) -> Value) -> Value {
        let key = ObjectIdentifier(Value.self)
        if let known = derivedFacts.value(for: key) as? Value { return known }
        let value = make(self)
        return derivedFacts.store(value, for: key) as! Value
    }

    /// Drops the shared facts. They usually hold the graph, so the linter calls this once the
    /// rules are done to break that cycle and let the graph go.
    public func discardDerivedFacts() {
        derivedFacts.removeAll()
    }
}

/// A small lock-protected store of `FlowGraph.derived` values, keyed by their type.
final class DerivedFactsStore: @unchecked Sendable {
    private let lock = Lock()
    private var values: [ObjectIdentifier: Any] = [:]

    func value(for key: ObjectIdentifier) -> Any? {
        lock.withLock { values[key] }
    }

    /// Stores `value` unless another thread got there first; returns the value kept.
    func store(_ value: Any, for key: ObjectIdentifier) -> Any {
        lock.withLock {
            if let existing = values[key] { return existing }
            values[key] = value
            return value
        }
    }

    func removeAll() {
        lock.withLock { values.removeAll() }
    }
}
