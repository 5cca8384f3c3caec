#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory this process may map, when a limit is set (`ulimit -v` or `ulimit -d`), read once.
///
/// Past such a limit an allocation fails, and Swift then stops the process with a stack trace;
/// libdispatch, when it cannot start a thread, retries for ever. So while a limit is set,
/// flowlint spends address space sparingly: one malloc arena, its own threads, which fall back
/// to the calling thread, buffers sized as they fill rather than from the input's size, and a
/// file that would not fit is refused before it is read (see `MemoryBudget` in FlowLintKit).
/// Without a limit none of this applies, and nothing changes.
public enum MemoryLimit {
    /// Which limit applies, for messages and for measuring what counts against it.
    public enum Kind: Sendable {
        /// `RLIMIT_AS`, `ulimit -v`: every mapping, reserved or not.
        case addressSpace
        /// `RLIMIT_DATA`, `ulimit -d`: the heap and private writable mappings.
        case data

        /// The shell command that sets it.
        public var command: String {
            switch self {
            case .addressSpace: "ulimit -v"
            case .data: "ulimit -d"
            }
        }
    }

    /// The tighter of the two soft limits, in bytes; nil when neither is set.
    public static let current: (bytes: Int, kind: Kind)? = read()

    /// Whether a limit is set, so that memory must be spent sparingly.
    public static var isSet: Bool { current != nil }

    /// What counts against the limit now, in bytes: the address space mapped, or the data
    /// mapped; 0 where the system does not say (outside Linux).
    public static func inUse() -> Int {
        #if os(Linux)
        // /proc/self/statm: size resident shared text lib data dt, in pages.
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let got = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        guard got > 0 else { return 0 }
        let fields = buffer[0 ..< got].split(separator: UInt8(ascii: " ")).map { field in
            field.reduce(0) { value, byte in (48 ... 57).contains(byte) ? value * 10 + Int(byte - 48) : value }
        }
        let field = current?.kind == .data ? 5 : 0
        guard fields.count > field else { return 0 }
        return fields[field] * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return 0
        #endif
    }

    private static func read() -> (bytes: Int, kind: Kind)? {
        var found: (bytes: Int, kind: Kind)?
        for (resource, kind) in [(RLIMIT_AS, Kind.addressSpace), (RLIMIT_DATA, Kind.data)] {
            var limit = rlimit()
            #if os(Linux)
            let status = getrlimit(__rlimit_resource_t(resource.rawValue), &limit)
            #else
            let status = getrlimit(resource, &limit)
            #endif
            // No limit is RLIM_INFINITY, all ones on Linux and 2^63 - 1 on Darwin, never below Int.max.
            guard status == 0, limit.rlim_cur < rlim_t(Int.max) else { continue }
            let bytes = Int(limit.rlim_cur)
            if found.map({ bytes < $0.bytes }) ?? true { found = (bytes, kind) }
        }
        return found
    }
}
