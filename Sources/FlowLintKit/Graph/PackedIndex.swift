/// An optional node, edge or list index kept in 4 bytes, -1 for none, where an `Int?` takes 16:
/// a large flow's graph holds one per edge and several per screen.
@propertyWrapper
public struct PackedIndex: Sendable, Equatable {
    private var stored: Int32

    public init(wrappedValue: Int?) {
        stored = wrappedValue.map { Int32($0) } ?? -1
    }

    public var wrappedValue: Int? {
        get { stored < 0 ? nil : Int(stored) }
        set { stored = newValue.map { Int32($0) } ?? -1 }
    }
}
