#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The hand-over between the thread that runs libyaml and the thread that composes: a fixed
/// number of batches go round, filled ones forward and emptied ones back, so the reader can run
/// at most that far ahead and memory stays bounded whatever the input's size.
///
/// `@unchecked Sendable`: every mutable property is read and written only with `mutex` held.
/// A batch changes threads only by being moved in and out of the queue under that lock, which
/// orders the sender's writes to its buffers before the receiver's reads; outside the queue,
/// exactly one thread holds it.
final class EventBatchQueue: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled when a filled batch arrives, for the composer.
    private let batchFilled = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Signalled when an empty batch comes back or the composer cancels, for the reader.
    private let batchEmptied = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    private var filled: [YAMLEventBatch] = []
    private var emptied: [YAMLEventBatch] = []
    /// Batches not made yet; they are made on demand, so a small input needs only one.
    private var unmade: Int
    private let batchCapacity: Int
    private var isCancelled = false
    /// `isCancelled` again, readable without the lock, so that the reader can stop in the middle
    /// of a batch: libyaml can be slow per event on hostile input, such as deep nesting.
    private let cancelledFlag = Atomic<Bool>(false)

    /// A queue of `batches` batches of `batchCapacity` events each.
    init(batches: Int, batchCapacity: Int) {
        unmade = batches
        self.batchCapacity = batchCapacity
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(batchFilled, nil)
        pthread_cond_init(batchEmptied, nil)
    }

    deinit {
        pthread_cond_destroy(batchEmptied)
        pthread_cond_destroy(batchFilled)
        pthread_mutex_destroy(mutex)
        batchEmptied.deallocate()
        batchFilled.deallocate()
        mutex.deallocate()
    }

    // MARK: The reader's side

    /// A batch to fill, waiting until the composer empties one; nil once it has cancelled.
    func emptyBatch() -> YAMLEventBatch? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while !isCancelled {
            if let batch = emptied.popLast() { return batch }
            if unmade > 0 {
                unmade -= 1
                return YAMLEventBatch(capacity: batchCapacity)
            }
            pthread_cond_wait(batchEmptied, mutex)
        }
        return nil
    }

    func send(_ batch: consuming YAMLEventBatch) {
        pthread_mutex_lock(mutex)
        filled.append(batch)
        pthread_cond_signal(batchFilled)
        pthread_mutex_unlock(mutex)
    }

    // MARK: The composer's side

    /// The oldest filled batch, waiting for the reader if there is none yet. The reader always
    /// sends a last batch unless cancelled, so only a composer that has not cancelled may wait.
    func receive() -> YAMLEventBatch {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while filled.isEmpty {
            pthread_cond_wait(batchFilled, mutex)
        }
        return filled.removeFirst()
    }

    /// Gives a batch back to the reader for refilling.
    func recycle(_ batch: consuming YAMLEventBatch) {
        batch.removeAll()
        pthread_mutex_lock(mutex)
        emptied.append(batch)
        pthread_cond_signal(batchEmptied)
        pthread_mutex_unlock(mutex)
    }

    /// Whether the composer has cancelled; cheap enough to ask every few hundred events.
    var wasCancelled: Bool { cancelledFlag.load(ordering: .relaxed) }

    /// Tells the reader to stop: the composer wants no more events.
    func cancel() {
        cancelledFlag.store(true, ordering: .relaxed)
        pthread_mutex_lock(mutex)
        isCancelled = true
        pthread_cond_signal(batchEmptied)
        pthread_mutex_unlock(mutex)
    }
}
