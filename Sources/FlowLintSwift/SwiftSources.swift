import FlowLintKit

/// Whether this build reads Swift sources: the one place that asks the `SwiftSources` trait, so
/// that the command line and tests need no condition of their own.
public enum SwiftSources {
    /// The Swift-source frontend, or nil in a build without the trait (which has no swift-syntax).
    public static var frontend: (any CodeFrontend)? {
        #if SwiftSources
        SwiftSourceFrontend()
        #else
        nil
        #endif
    }

    /// The same, keeping what each file said while its text stays the same, for the language
    /// server, which reads an app again on every edit of one of its files.
    public static var rememberingFrontend: (any CodeFrontend)? {
        #if SwiftSources
        SwiftSourceFrontend(remembersFiles: true)
        #else
        nil
        #endif
    }
}
