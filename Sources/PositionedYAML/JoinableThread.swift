#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of its own running one closure, joined by whoever started it.
///
/// A plain POSIX thread rather than a Dispatch queue: callers lint many files at once with
/// `concurrentPerform`, and work queued behind those blocked callers could wait for a pool
/// thread that never frees up.
public struct JoinableThread {
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    private let handle: pthread_t

    /// Starts `body` on a new thread, with a stack of `stackSize` bytes when given (else the
    /// system's default); nil when the system will not start one.
    public init?(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize, pthread_attr_setstacksize(&attributes, stackSize) != 0 { return nil }
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        var handle: pthread_t?
        #else
        var handle = pthread_t()
        #endif
        let status = pthread_create(&handle, &attributes, { context in
            // Optional on Linux, not on Darwin; the binding takes either.
            let context: UnsafeMutableRawPointer? = context
            Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Darwin)
        self.handle = handle!
        #else
        self.handle = handle
        #endif
    }

    /// Waits for the closure to return.
    public func join() {
        pthread_join(handle, nil)
    }
}
