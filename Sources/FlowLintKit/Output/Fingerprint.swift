/// Identities for findings that survive unrelated edits: built from the rule, the
/// repository-relative file and the finding's subject (its message when it has none),
/// never from line numbers, so moving a screen down the file keeps its fingerprint.
public enum Fingerprint {
    /// 64-bit FNV-1a over UTF-8, as 16 lowercase hex digits.
    public static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A stable 64-bit digest of a long text, as 16 lowercase hex digits, read eight bytes at a
    /// time: FNV-1a's byte-by-byte multiply took most of a run whose three hundred findings each
    /// named the same megabyte (see `Diagnostic.bounded(subject:)`).
    public static func digest(ofLongText text: String) -> String {
        var text = text
        let hash = text.withUTF8 { bytes -> UInt64 in
            let raw = UnsafeRawBufferPointer(bytes)
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(raw.count)
            func mix(_ word: UInt64) {
                hash = (hash ^ word) &* 0x9e37_79b9_7f4a_7c15
                hash ^= hash >> 32
            }
            var offset = 0
            while offset + 8 <= raw.count {
                mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            var last: UInt64 = 0
            for (shift, byte) in raw[offset...].enumerated() { last |= UInt64(byte) << (8 * UInt64(shift)) }
            mix(last)
            return hash
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The hash of a finding's identity. Parts are separated by a NUL, which no part contains
    /// in practice, so `a` + `bc` and `ab` + `c` differ.
    public static func identity(of diagnostic: Diagnostic, path: String) -> String {
        fnv1a([diagnostic.ruleID, path, diagnostic.subject ?? "message:" + diagnostic.message].joined(separator: "\u{0}"))
    }

    /// Fingerprints for a run's findings in order, `hash:n` where n counts earlier findings with
    /// the same identity, so two otherwise identical findings still get different fingerprints.
    public static func fingerprints(for diagnostics: [Diagnostic], paths: ReportPaths) -> [String] {
        var seen: [String: Int] = [:]
        return diagnostics.map { diagnostic in
            let hash = identity(of: diagnostic, path: paths.display(diagnostic.file))
            let occurrence = (seen[hash] ?? 0) + 1
            seen[hash] = occurrence
            return "\(hash):\(occurrence)"
        }
    }
}
