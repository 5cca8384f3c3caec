import Testing
@testable import FlowLintKit

/// Names resolve as Swift compares Strings, whichever way the index stores them.
@Suite struct NameIndexTests {
    @Test func asciiNamesResolveToTheirFirstNode() {
        let index = NameIndex(names: ["Home", "Detail", "Home", "Help", ""])
        #expect(index["Home"] == 0)
        #expect(index["Detail"] == 1)
        #expect(index["Help"] == 3)
        #expect(index[""] == 4)
        #expect(index["home"] == nil)
        #expect(index["Detai"] == nil)
    }

    @Test func manyAsciiNamesAllResolve() {
        let names = (0 ..< 5_000).map { "Screen\($0)" }
        let index = NameIndex(names: names)
        #expect(names.indices.allSatisfy { index[names[$0]] == $0 })
        #expect(index["Screen5000"] == nil)
    }

    /// The Kelvin sign is canonically equivalent to K, so Swift finds "K" when asked for it.
    @Test func aCanonicallyEquivalentSpellingFindsAnAsciiName() {
        let index = NameIndex(names: ["Root", "K"])
        #expect("\u{212A}" == "K")
        #expect(index["\u{212A}"] == 1)
        #expect(index["Caf\u{E9}"] == nil)
    }

    /// Only single scalars with an ASCII equivalent translate; a combining mark never composes into ASCII.
    @Test func asciiEquivalentsAreExactlyWhatStringEqualityAccepts() {
        #expect(NameIndex.asciiEquivalent(of: "Temp\u{212A}") == "TempK")
        #expect(NameIndex.asciiEquivalent(of: "Why\u{37E}") == "Why;")
        #expect(NameIndex.asciiEquivalent(of: "Cafe\u{301}") == nil)
        #expect(NameIndex.asciiEquivalent(of: "\u{C5}ngstr\u{F6}m") == nil)
        #expect(NameIndex.asciiEquivalent(of: "Plain") == "Plain")
        let index = NameIndex(names: ["Why;", "TempK"])
        #expect(index["Why\u{37E}"] == 0)
        #expect(index["Temp\u{212A}"] == 1)
        #expect(index["Temp\u{212B}"] == nil)
    }

    @Test func nonAsciiNamesMatchComposedAndDecomposedSpellings() {
        let index = NameIndex(names: ["Caf\u{E9}", "Root", "Cafe\u{301}"])
        #expect(index["Caf\u{E9}"] == 0)
        #expect(index["Cafe\u{301}"] == 0)
        #expect(index["Root"] == 1)
        #expect(index["K"] == nil)
    }
}
