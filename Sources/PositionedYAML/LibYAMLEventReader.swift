internal import CYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Owns one libyaml parser and turns its C events into `YAMLEvent`s.
///
/// This is the only type in flowlint that touches libyaml's C API; nothing of C's type system
/// is visible past it. The input, bytes or an open file, is borrowed and must outlive the reader.
final class LibYAMLEventReader: YAMLEventSource {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let event: UnsafeMutablePointer<yaml_event_t>
    private let input: YAMLInput
    /// libyaml wants a non-null pointer even for empty input.
    private let emptyInput = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    /// For a file: what the read handler needs, passed to it as its context.
    private let fileReading: UnsafeMutablePointer<FileReading>?
    /// The file every range made lies in.
    private let file: SourceFileID

    private struct FileReading {
        var descriptor: Int32
        var scanner: WordScanner?
    }

    init(reading input: YAMLInput, file: SourceFileID) {
        self.input = input
        self.file = file
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        switch input {
        case .bytes:
            fileReading = nil
        case .descriptor(let descriptor, let watch):
            fileReading = .allocate(capacity: 1)
            fileReading!.initialize(to: FileReading(descriptor: descriptor, scanner: watch.map(WordScanner.init)))
        }
        // yaml_parser_initialize fails only when malloc does; a zeroed parser is then
        // still safe to delete and its first parse reports a memory error.
        if yaml_parser_initialize(parser) == 0 {
            parser.initialize(to: yaml_parser_t())
        }
        switch input {
        case .bytes(let bytes):
            yaml_parser_set_input_string(parser, bytes.baseAddress ?? UnsafePointer(emptyInput), bytes.count)
        case .descriptor:
            yaml_parser_set_input(parser, Self.readFromDescriptor, UnsafeMutableRawPointer(fileReading!))
        }
    }

    /// libyaml's read handler for a file: fills its buffer with what one `read` gives, and looks
    /// through it for the watched words; 0 bytes read is the end of the input, and a failed read
    /// a reader error.
    private static let readFromDescriptor: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int, UnsafeMutablePointer<Int>?) -> Int32 = { context, buffer, size, sizeRead in
        let reading = context!.assumingMemoryBound(to: FileReading.self)
        while true {
            let got = read(reading.pointee.descriptor, buffer, size)
            if got > 0 {
                reading.pointee.scanner?.scan(UnsafeBufferPointer(start: buffer, count: got))
            } else if got == 0 {
                reading.pointee.scanner?.finish()
            }
            if got >= 0 {
                sizeRead?.pointee = got
                return 1
            }
            if errno != EINTR { return 0 }
        }
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
        emptyInput.deallocate()
        fileReading?.deinitialize(count: 1)
        fileReading?.deallocate()
    }

    /// How far libyaml's scanner has read, in characters: bytes for ASCII text, fewer for other
    /// text, so it never overstates the bytes read.
    var charactersScanned: Int { Int(parser.pointee.mark.index) }

    /// Calling it again goes on from the next event, which is how the libyaml thread fills one
    /// batch after another.
    func readEvents(_ body: (YAMLEvent) -> Bool) -> YAMLProblem? {
        while true {
            guard yaml_parser_parse(parser, event) != 0 else {
                return currentError()
            }
            // The event's bytes are libyaml's; they live until it is deleted, after `body`.
            let goOn = body(convert(event))
            yaml_event_delete(event)
            if !goOn { return nil }
        }
    }

    /// Reads the fields it needs through the pointer rather than copying libyaml's whole event,
    /// which is most of the work per event left to this side of the C boundary.
    @inline(__always)
    private func convert(_ raw: UnsafePointer<yaml_event_t>) -> YAMLEvent {
        let range = SourceRange(file: file, orderedStart: Self.index(raw.pointee.start_mark), end: Self.index(raw.pointee.end_mark))
        switch raw.pointee.type {
        case YAML_STREAM_START_EVENT:
            return YAMLEvent(kind: .streamStart, range: range)
        case YAML_DOCUMENT_START_EVENT:
            return YAMLEvent(kind: .documentStart, range: range)
        case YAML_DOCUMENT_END_EVENT:
            return YAMLEvent(kind: .documentEnd, range: range)
        case YAML_ALIAS_EVENT:
            return YAMLEvent(kind: .alias, range: range, anchor: Self.bytes(raw.pointee.data.alias.anchor))
        case YAML_SCALAR_EVENT:
            return YAMLEvent(
                kind: .scalar, range: range, scalarStyle: Self.style(raw.pointee.data.scalar.style),
                value: UnsafeBufferPointer(start: raw.pointee.data.scalar.value, count: raw.pointee.data.scalar.length),
                anchor: Self.bytes(raw.pointee.data.scalar.anchor), tag: Self.bytes(raw.pointee.data.scalar.tag)
            )
        case YAML_SEQUENCE_START_EVENT:
            return YAMLEvent(
                kind: .sequenceStart, range: range,
                isFlowCollection: raw.pointee.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE,
                anchor: Self.bytes(raw.pointee.data.sequence_start.anchor), tag: Self.bytes(raw.pointee.data.sequence_start.tag)
            )
        case YAML_SEQUENCE_END_EVENT:
            return YAMLEvent(kind: .sequenceEnd, range: range)
        case YAML_MAPPING_START_EVENT:
            return YAMLEvent(
                kind: .mappingStart, range: range,
                isFlowCollection: raw.pointee.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE,
                anchor: Self.bytes(raw.pointee.data.mapping_start.anchor), tag: Self.bytes(raw.pointee.data.mapping_start.tag)
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
            return YAMLProblem(kind: .syntax, message: "libyaml ran out of memory", range: .start(of: file))
        case YAML_READER_ERROR:
            // Reader errors carry a byte offset rather than a mark.
            let index = input.scalars(beforeByte: state.problem_offset)
            var message = problem
            if state.problem_value != -1 {
                message += " (byte 0x" + String(UInt8(truncatingIfNeeded: state.problem_value), radix: 16) + ")"
            }
            return YAMLProblem(kind: .syntax, message: message, range: SourceRange(file: file, at: index))
        default:
            var notes: [YAMLProblem.Note] = []
            if let context = state.context {
                notes.append(.init(message: String(cString: context), range: SourceRange(file: file, at: Int(Self.index(state.context_mark)))))
            }
            return YAMLProblem(kind: .syntax, message: problem, range: SourceRange(file: file, at: Int(Self.index(state.problem_mark))), notes: notes)
        }
    }

    /// A mark's count of characters read, which for libyaml's UTF-8 input are Unicode scalars:
    /// a `SourceRange`'s unit. Runs twice for every event on the libyaml thread, which sets the
    /// pace of a large file's parse: the count is never negative, so one unsigned comparison
    /// clamps it.
    @inline(__always)
    private static func index(_ mark: yaml_mark_t) -> UInt32 {
        UInt(bitPattern: mark.index) < UInt(UInt32.max) ? UInt32(truncatingIfNeeded: mark.index) : .max
    }

    /// A NUL-terminated anchor or tag as borrowed bytes.
    private static func bytes(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> UnsafeBufferPointer<UInt8>? {
        guard let pointer else { return nil }
        var count = 0
        while pointer[count] != 0 { count += 1 }
        return UnsafeBufferPointer(start: pointer, count: count)
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
