/// The outcome of parsing a YAML stream: the first document as far as it could be composed,
/// and every problem met on the way.
public struct YAMLParseResult: Sendable {
    /// Nil when the stream held no document or composition stopped before the root was complete.
    public var document: YAMLDocument?
    public var problems: [YAMLProblem]
    /// Every quoted or block scalar whose text holds a `#`, in the order of the file, whether
    /// or not composition finished.
    public var hashHoldingScalars: [HashHoldingScalar] = []
}

/// Parses bytes with libyaml and composes the first document into positioned nodes.
///
/// The composer is iterative: nesting depth is bounded by `limits.maxDepth`, never by the
/// call stack, and aliases are counted against `limits.maxNodes` as if expanded.
public struct YAMLParser: Sendable {
    public var limits: YAMLLimits
    /// The file every range of the result lies in.
    public var file: SourceFileID

    public init(limits: YAMLLimits = .default, file: SourceFileID = SourceFileID(0)) {
        self.limits = limits
        self.file = file
    }

    /// Inputs at least this large are read by libyaml on a second thread while this one
    /// composes. Smaller ones gain too little: libyaml is most of their time, and copying its
    /// events across costs about a tenth of that, so the two paths break even near 150 KB.
    public static let threadingThreshold = 256 << 10

    /// `observer`, when given, sees the root mapping's sections entry by entry while the rest is read.
    public func parse(_ bytes: [UInt8], observer: (any YAMLSectionObserver)? = nil) -> YAMLParseResult {
        parse(bytes, threadingFrom: Self.threadingThreshold, observer: observer)
    }

    /// `threshold` is a parameter so that tests can send small inputs down the threaded path.
    func parse(_ bytes: [UInt8], threadingFrom threshold: Int, observer: (any YAMLSectionObserver)? = nil) -> YAMLParseResult {
        bytes.withUnsafeBufferPointer { parse(.bytes($0), size: $0.count, threadingFrom: threshold, observer: observer) }
    }

    /// Parses an open file of `size` bytes, from offset 0 where it must stand, reading it in small pieces
    /// rather than whole: a large flow's text then takes no memory beside its model. The caller
    /// keeps the descriptor open, and sees to it that the file is the one it means to parse.
    ///
    /// `watch`: words to look for in the file as it is read; see `WordWatch`.
    public func parse(
        fileDescriptor descriptor: Int32, size: Int, observer: (any YAMLSectionObserver)? = nil, watching watch: WordWatch? = nil
    ) -> YAMLParseResult {
        parse(fileDescriptor: descriptor, size: size, threadingFrom: Self.threadingThreshold, observer: observer, watching: watch)
    }

    func parse(
        fileDescriptor descriptor: Int32, size: Int, threadingFrom threshold: Int,
        observer: (any YAMLSectionObserver)? = nil, watching watch: WordWatch? = nil
    ) -> YAMLParseResult {
        parse(.descriptor(descriptor, watching: watch), size: size, threadingFrom: threshold, observer: observer)
    }

    private func parse(
        _ input: YAMLInput, size: Int, threadingFrom threshold: Int, observer: (any YAMLSectionObserver)?
    ) -> YAMLParseResult {
        guard size <= limits.maxFileSize else {
            let problem = YAMLProblem(
                kind: .limit(.fileSize),
                // A reader may stop one byte past the limit, so the size said is "more than".
                message: YAMLLimits.Kind.fileSize.message("the file is larger than \(limits.maxFileSize) bytes"),
                range: .start(of: file)
            )
            return YAMLParseResult(document: nil, problems: [problem])
        }
        var composer = YAMLComposer(limits: limits, inputSize: size, observer: observer)
        if size >= threshold, let result = ThreadedEventReader.reading(input, file: file, size: size, { composer.compose(&$0) }) {
            return result
        }
        var reader = LibYAMLEventReader(reading: input, file: file)
        return composer.compose(&reader)
    }

    public func parse(_ text: String) -> YAMLParseResult {
        parse(Array(text.utf8))
    }
}
