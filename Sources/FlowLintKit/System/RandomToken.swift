/// 128 random bits in lowercase hexadecimal, from the system's secure generator: a name nobody can
/// guess or collide with (temporary files, the stop-commands fence).
public enum RandomToken {
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0 ..< 2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
