#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes all of `bytes` to `descriptor`, going on after interrupted and partial writes; false
/// when a write fails. Standard output and error, and files written whole, go through it.
///
/// A free function, so that `write` here is the system call rather than a type's own method.
func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    guard var next = bytes.baseAddress else { return true }
    var left = bytes.count
    while left > 0 {
        let written = write(descriptor, next, left)
        if written < 0 {
            if errno == EINTR { continue }
            return false
        }
        next += written
        left -= written
    }
    return true
}
