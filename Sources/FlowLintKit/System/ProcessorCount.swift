#if canImport(Glibc)
import CGlibcExtras
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many processors this process may run on: its CPU affinity where the system has one (a CI
/// container pinned to two cores of a large host sees two), else the processors online.
enum ProcessorCount {
    static let available: Int = {
        #if os(Linux)
        let pinned = Int(flowlint_affinity_processor_count())
        if pinned > 0 { return pinned }
        #endif
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }()
}
