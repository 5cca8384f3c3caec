/// Facts about flowlint itself.
public enum FlowLint {
    public static let version = "0.1.0"
}
