import Dispatch
import PositionedYAML

/// Lets go of a large flow's values on another thread.
///
/// Freeing the model of a flow with a hundred thousand screens means releasing millions of
/// strings and arrays, which takes longer than formatting its report. Handed to a background
/// thread, that work leaves the linting thread free, and a process that exits first simply
/// skips it.
///
/// Within `holdingLast(_:)`, as around a whole `flowlint check`, the latest release waits
/// until another file starts or the block ends: freeing on the second core slows the report
/// that follows the last file, as the two compete for memory and the allocator, while the
/// process is about to exit anyway.
enum BackgroundRelease {
    private static let held = HeldRelease<Parcel>()

    /// Takes a reference to each of `values` and lets them go on another thread. The caller's own
    /// references end right after this call, before the other thread starts as a rule, so the
    /// final release, and the work, usually happen there; when not, the caller frees them, as it
    /// would have anyway.
    static func release(_ values: [Any]) {
        held.hold(Parcel(values)).map(start)
    }

    /// Lets go of `values` on another thread now, never held: for a few large buffers, such as a
    /// parsed document's, whose release is mostly the kernel unmapping their pages. That takes
    /// milliseconds for a large file, which the graph, built meanwhile, need not wait for.
    static func releaseNow(_ values: [Any]) {
        start(Parcel(values))
    }

    /// Starts the release being held, if any: a file is about to be linted, and that is when
    /// the memory should go.
    static func releaseHeld() {
        held.take().map(start)
    }

    /// `body`, during which the latest release is held back; it starts when `body` ends.
    static func holdingLast<Result>(_ body: () throws -> Result) rethrows -> Result {
        held.beginHolding()
        defer { held.endHolding().map(start) }
        return try body()
    }

    /// Under a memory limit the release happens here, on the calling thread: libdispatch would
    /// retry for ever should its thread not start, and freed memory is what the next file needs.
    private static func start(_ parcel: Parcel) {
        guard !MemoryLimit.isSet else { return parcel.empty() }
        DispatchQueue.global(qos: .utility).async { parcel.empty() }
    }

    /// Only the closure above touches a parcel once it is started, so it is never shared.
    private final class Parcel: @unchecked Sendable {
        private var values: [Any]
        init(_ values: [Any]) { self.values = values }
        func empty() { values.removeAll() }
    }
}

/// The release `BackgroundRelease` holds back: at most one waiting, and how many `holdingLast`
/// blocks are running. Check runs on several threads, as in the tests, each hold; what is held
/// for one is started by the next file any of them begins.
final class HeldRelease<Item>: @unchecked Sendable {
    private let lock = Lock()
    private var item: Item?
    private var holders = 0

    /// What to start now: `new` when no block holds, else the item it displaces, if any.
    func hold(_ new: Item) -> Item? {
        lock.withLock {
            guard holders > 0 else { return new }
            defer { item = new }
            return item
        }
    }

    /// The item held, which is held no longer.
    func take() -> Item? {
        lock.withLock {
            defer { item = nil }
            return item
        }
    }

    func beginHolding() {
        lock.withLock { holders += 1 }
    }

    /// The item to start once no block holds any longer.
    func endHolding() -> Item? {
        lock.withLock {
            holders -= 1
            guard holders == 0 else { return nil }
            defer { item = nil }
            return item
        }
    }
}
