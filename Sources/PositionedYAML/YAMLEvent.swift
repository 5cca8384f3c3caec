/// One parsing event. Plain data: its text is borrowed from whoever produced it (libyaml or a
/// batch) and valid only while the event is being handled, so events cost no reference counting.
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
    var scalarStyle: YAMLScalarStyle = .plain
    var isFlowCollection = false
    /// The scalar's UTF-8 bytes.
    var value = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// The anchor a node defines or an alias names; nil when there is none.
    var anchor: UnsafeBufferPointer<UInt8>?
    /// The node's explicit tag, resolved by libyaml (`tag:yaml.org,2002:str` for `!!str`).
    var tag: UnsafeBufferPointer<UInt8>?
}

public enum YAMLScalarStyle: UInt8, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}
