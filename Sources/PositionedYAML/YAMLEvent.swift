/// One parsing event, copied out of libyaml except for the scalar bytes, which are borrowed.
struct YAMLEvent {
    enum Kind {
        case streamStart, streamEnd
        case documentStart, documentEnd
        case alias, scalar
        case sequenceStart, sequenceEnd
        case mappingStart, mappingEnd
    }

    var kind: Kind
    var range: SourceRange
    var anchor: String?
    var tag: String?
    var scalarStyle: YAMLScalarStyle = .plain
    var isFlowCollection = false
    /// The scalar's UTF-8 bytes; valid only until the reader produces the next event.
    var value = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
}

public enum YAMLScalarStyle: UInt8, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}
