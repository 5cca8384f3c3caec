import Dispatch

/// Lets go of a large flow's values on another thread.
///
/// Freeing the model of a flow with a hundred thousand screens means releasing millions of
/// strings and arrays, which takes longer than formatting its report. Handed to a background
/// thread, that work overlaps with the report instead of delaying it, and a process that exits
/// first simply skips it.
enum BackgroundRelease {
    /// Takes a reference to each of `values` and lets them go on another thread. The caller's own
    /// references end right after this call, before the other thread starts as a rule, so the
    /// final release, and the work, usually happen there; when not, the caller frees them, as it
    /// would have anyway.
    static func release(_ values: [Any]) {
        let parcel = Parcel(values)
        DispatchQueue.global(qos: .utility).async { parcel.empty() }
    }

    /// Only the closure above touches a parcel after it is made, so it is never shared.
    private final class Parcel: @unchecked Sendable {
        private var values: [Any]
        init(_ values: [Any]) { self.values = values }
        func empty() { values.removeAll() }
    }
}
