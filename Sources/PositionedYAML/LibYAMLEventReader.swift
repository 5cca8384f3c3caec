internal import CYAML

/// Owns one libyaml parser and turns its C events into `YAMLEvent`s.
///
/// This is the only type in flowlint that touches libyaml's C API; nothing of C's type system
/// is visible past it. The input buffer is borrowed and must outlive the reader.
final class LibYAMLEventReader {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let event: UnsafeMutablePointer<yaml_event_t>
    private let input: UnsafeBufferPointer<UInt8>
    /// libyaml wants a non-null pointer even for empty input.
    private let emptyInput = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private var holdsEvent = false

    init(borrowing input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        // yaml_parser_initialize fails only when malloc does; a zeroed parser is then
        // still safe to delete and its first parse reports a memory error.
        if yaml_parser_initialize(parser) == 0 {
            parser.initialize(to: yaml_parser_t())
        }
        yaml_parser_set_input_string(parser, input.baseAddress ?? UnsafePointer(emptyInput), input.count)
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
        emptyInput.deallocate()
    }

    /// The next event, or the problem that stopped libyaml.
    func next() -> Result<YAMLEvent, YAMLProblem> {
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        guard yaml_parser_parse(parser, event) != 0 else {
            return .failure(currentError())
        }
        holdsEvent = true
        return .success(convert(event.pointee))
    }

    private func convert(_ raw: yaml_event_t) -> YAMLEvent {
        let range = SourceRange(start: Self.position(raw.start_mark), end: Self.position(raw.end_mark))
        switch raw.type {
        case YAML_STREAM_START_EVENT:
            return YAMLEvent(kind: .streamStart, range: range)
        case YAML_DOCUMENT_START_EVENT:
            return YAMLEvent(kind: .documentStart, range: range)
        case YAML_DOCUMENT_END_EVENT:
            return YAMLEvent(kind: .documentEnd, range: range)
        case YAML_ALIAS_EVENT:
            return YAMLEvent(kind: .alias, range: range, anchor: Self.string(raw.data.alias.anchor))
        case YAML_SCALAR_EVENT:
            let scalar = raw.data.scalar
            var converted = YAMLEvent(
                kind: .scalar, range: range,
                anchor: Self.string(scalar.anchor), tag: Self.string(scalar.tag),
                scalarStyle: Self.style(scalar.style)
            )
            converted.value = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
            return converted
        case YAML_SEQUENCE_START_EVENT:
            let start = raw.data.sequence_start
            return YAMLEvent(
                kind: .sequenceStart, range: range,
                anchor: Self.string(start.anchor), tag: Self.string(start.tag),
                isFlowCollection: start.style == YAML_FLOW_SEQUENCE_STYLE
            )
        case YAML_SEQUENCE_END_EVENT:
            return YAMLEvent(kind: .sequenceEnd, range: range)
        case YAML_MAPPING_START_EVENT:
            let start = raw.data.mapping_start
            return YAMLEvent(
                kind: .mappingStart, range: range,
                anchor: Self.string(start.anchor), tag: Self.string(start.tag),
                isFlowCollection: start.style == YAML_FLOW_MAPPING_STYLE
            )
        case YAML_MAPPING_END_EVENT:
            return YAMLEvent(kind: .mappingEnd, range: range)
        default:
            return YAMLEvent(kind: .streamEnd, range: range)
        }
    }

    private func currentError() -> YAMLProblem {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "libyaml could not parse the input"
        switch state.error {
        case YAML_MEMORY_ERROR:
            return YAMLProblem(kind: .syntax, message: "libyaml ran out of memory", range: SourceRange(at: .start))
        case YAML_READER_ERROR:
            // Reader errors carry a byte offset rather than a mark.
            let position = SourceLocator.position(ofByte: state.problem_offset, in: input)
            var message = problem
            if state.problem_value != -1 {
                message += " (byte 0x" + String(UInt8(truncatingIfNeeded: state.problem_value), radix: 16) + ")"
            }
            return YAMLProblem(kind: .syntax, message: message, range: SourceRange(at: position))
        default:
            let position = Self.position(state.problem_mark)
            var notes: [YAMLProblem.Note] = []
            if let context = state.context {
                notes.append(.init(message: String(cString: context), range: SourceRange(at: Self.position(state.context_mark))))
            }
            return YAMLProblem(kind: .syntax, message: problem, range: SourceRange(at: position), notes: notes)
        }
    }

    private static func position(_ mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
