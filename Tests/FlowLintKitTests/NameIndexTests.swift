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

    /// Names are read in place, whether Swift stores them inline (up to 15 bytes) or apart.
    @Test func shortAndLongNamesAreLentAsTheirBytes() {
        let long = String(repeating: "LongScreenName", count: 4)
        for name in ["", "A", "FifteenBytes123", "SixteenBytes1234", long, String(long.dropFirst(3)), "Caf\u{E9}"] {
            #expect(name.withUTF8Bytes { Array($0) } == Array(name.utf8), "\(name)")
        }
        let index = NameIndex(names: ["FifteenBytes123", "SixteenBytes1234", long])
        #expect(index["FifteenBytes123"] == 0 && index["SixteenBytes1234"] == 1 && index[long] == 2)
        #expect(index[String(long.dropLast())] == nil)
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

    /// A flow whose screens' names were indexed one at a time, as decoding does, growing from
    /// the smallest table.
    private func indexedAhead(screens: [String], modals: [String]) -> NameIndex {
        let nowhere = SourceRange.start(of: SourceFileID(0))
        var flow = Flow(file: "f.yaml", range: nowhere)
        flow.screens = screens.map { Screen(id: Located($0, at: nowhere), range: nowhere) }
        flow.modals = modals.map { SystemModal(id: Located($0, at: nowhere), range: nowhere) }
        var table = ASCIIKeyTable(expectedKeys: 0)
        let lender = ScreenNames(screens: screens)
        for (node, name) in screens.enumerated() {
            let added = NameIndex.add(name, node: node, to: &table, names: lender)
            #expect(added)
        }
        return NameIndex(flow: flow, screenNames: table)
    }

    /// Screens indexed ahead and modals added afterwards resolve as one index of both would: the
    /// first node of a name keeps it, a screen before any modal.
    @Test func namesIndexedAsScreensAreDecodedResolveAsOneIndex() {
        let screens = (0 ..< 3_000).map { "Screen\($0)" } + ["Screen7", "Shared"]
        let modals = ["Alert", "Shared", "Alert", "Sheet"]
        let index = indexedAhead(screens: screens, modals: modals)
        let whole = NameIndex(names: screens + modals)
        for name in Set(screens + modals + ["Missing", "screen1", ""]) {
            #expect(index[name] == whole[name], "\(name)")
        }
        #expect(index["Screen7"] == 7)
        #expect(index["Shared"] == 3_001)
        #expect(index["Alert"] == 3_002)
        #expect(index["Sheet"] == 3_005)
        let resolvesAlike = index.resolvesAlike(whole)
        #expect(resolvesAlike)
    }

    /// A modal name that is not ASCII sends the whole index to the dictionary, which still
    /// resolves the screens' names.
    @Test func aNonAsciiModalNameIndexesEveryNameAgain() {
        let index = indexedAhead(screens: ["Root", "Cafe"], modals: ["Caf\u{E9}", "Gone"])
        #expect(index["Root"] == 0)
        #expect(index["Cafe"] == 1)
        #expect(index["Cafe\u{301}"] == 2)
        #expect(index["Gone"] == 3)
        #expect(index["Temp\u{212A}"] == nil)
    }
}

/// Test names, lent by number as the decoder lends its screens'.
private struct ScreenNames: KeyBytes {
    let screens: [String]

    func withBytes<Result>(of key: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var name = screens[Int(key)]
        return name.withUTF8(body)
    }
}
