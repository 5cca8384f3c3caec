#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One environment variable, looked up by name. FoundationEssentials' `ProcessInfo.environment`
/// copies every variable into a new dictionary on each use: about half a million instructions for
/// forty variables, a tenth of checking a small flow, and CI runners set a hundred or more.
func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
