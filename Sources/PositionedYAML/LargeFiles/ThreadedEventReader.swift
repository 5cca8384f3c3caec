/// Runs libyaml on a second thread, which fills batches of events while the calling thread
/// composes the ones before: on a large file, composing then costs little more than libyaml's
/// own time.
///
/// The libyaml reader lives and dies on the second thread, so its C state never crosses
/// threads; only copied events do.
struct ThreadedEventReader: YAMLEventSource {
    /// One batch being filled, one being composed, and two in between to absorb the two sides'
    /// uneven pace.
    private static let batchesInFlight = 4

    private let queue: EventBatchQueue

    /// Runs `body` with a reader whose libyaml thread reads `input` of `size` bytes, then stops
    /// and joins that thread, however far `body` read. Nil, without calling `body`, when no
    /// thread could start.
    ///
    /// Only the libyaml thread reads the input, and it is joined before this returns, so the
    /// bytes or file the caller lent outlive every read.
    static func reading<Result>(
        _ input: YAMLInput, file: SourceFileID, size: Int, _ body: (inout ThreadedEventReader) -> Result
    ) -> Result? {
        let queue = EventBatchQueue(batches: batchesInFlight, batchCapacity: batchCapacity(forInputOf: size))
        guard let thread = JoinableThread({ fill(queue, from: input, file: file, size: size) }) else { return nil }
        var reader = ThreadedEventReader(queue: queue)
        let result = body(&reader)
        // The composer may stop early (a limit, a second document); libyaml must not go on
        // reading the caller's buffer once this returns.
        queue.cancel()
        thread.join()
        return result
    }

    /// Each hand-over wakes the composer, which is usually waiting, and that wake-up is costly,
    /// all the more on virtual machines; but the composer finishes the last batch alone, after
    /// libyaml is done. So batches grow with the input: a large file hands over about every
    /// 1/32 of its events, a small one in batches small enough to keep that tail short.
    static func batchCapacity(forInputOf size: Int) -> Int {
        // Flows average some 7 bytes of input per event.
        min(max(size / 7 / 32, 1024), 32768)
    }

    /// The second thread: libyaml's events into batches until the stream ends or fails, or the
    /// composer cancels.
    private static func fill(_ queue: EventBatchQueue, from input: YAMLInput, file: SourceFileID, size: Int) {
        let reader = LibYAMLEventReader(reading: input, file: file)
        // The first batches are small, so that the composer starts at once and, should it stop
        // near the top of the file (a depth limit), libyaml has not run far ahead; each batch
        // may then hold four times as many events as the one before, up to a full batch.
        var eventsWanted = Self.firstBatchEvents
        while var batch = queue.emptyBatch() {
            let taperingPoint = Self.taperingPoint(from: reader.charactersScanned, size: size)
            let problem = reader.readEvents { event in
                batch.append(event)
                batch.isLast = event.kind == .streamEnd
                if batch.count % Self.eventsBetweenChecks == 0 {
                    // A cut-short batch is sent as it is; the next `emptyBatch()` then ends the loop.
                    if queue.wasCancelled { return false }
                    if reader.charactersScanned >= taperingPoint { return false }
                }
                return !batch.isLast && !batch.isFull && batch.count < eventsWanted
            }
            eventsWanted = eventsWanted < Int.max / 4 ? eventsWanted * 4 : eventsWanted
            if let problem {
                batch.failure = problem
                batch.isLast = true
            }
            let isLast = batch.isLast
            queue.send(batch)
            if isLast { return }
        }
    }

    /// Where a batch starting at `start` is handed over early: halfway to the end of the input.
    /// Far from the end a batch fills long before; near it, batches halve, so the last one, which
    /// the composer finishes alone after libyaml is done, is small rather than a full 1/32 of the file.
    static func taperingPoint(from start: Int, size: Int) -> Int {
        start + max(size - start, 0) / 2
    }

    private static let firstBatchEvents = 256

    /// How often the libyaml thread looks whether the composer has stopped, or the batch has
    /// come far enough to be handed over early.
    private static let eventsBetweenChecks = 256

    /// Once only: the libyaml thread may be gone after it returns.
    mutating func readEvents(_ body: (YAMLEvent) -> Bool) -> YAMLProblem? {
        while true {
            let batch = queue.receive()
            guard batch.forEach(body) else { return nil }
            if batch.isLast { return batch.failure }
            queue.recycle(batch)
        }
    }
}
