import Testing
@testable import FlowLintKit

@Suite struct SuggestionsTests {
    @Test func aShortListSuggestsTyposAndShortenedWords() {
        let styles = ["automatic", "fullScreen", "pageSheet", "formSheet"]
        #expect(Suggestions.closest(to: "fulScreen", in: styles) == "fullScreen")
        #expect(Suggestions.closest(to: "sheet", in: styles) == "pageSheet")
        #expect(Suggestions.closest(to: "PAGESHEET", in: styles) == "pageSheet")
        #expect(Suggestions.closest(to: "popover", in: styles) == nil)
    }

    /// Past `scannedCandidates`, names are found through the deletion index: one slip of any
    /// kind, two letters added, or one added with another changed or dropped.
    @Test func aLongListFindsTheNameASlipWasMadeFrom() {
        let names = (0 ..< 5_000).map { "Screen\($0)Detail" }
        let suggestions = Suggestions(names)
        let slips = [
            ("Scren1234Detail", "Screen1234Detail"),      // a letter dropped
            ("Screeen1234Detail", "Screen1234Detail"),    // a letter added
            ("Sceren1234Detail", "Screen1234Detail"),     // two letters swapped
            ("Screen1234Detial", "Screen1234Detail"),     // two letters swapped at the end
            ("Scraen1234Detail", "Screen1234Detail"),     // a letter changed
            ("SScreen1234Detaill", "Screen1234Detail"),   // two letters added
            ("Scxeen1234Detaill", "Screen1234Detail"),    // one changed, one added
            ("screen1234detail", "Screen1234Detail"),     // case only
        ]
        for (typed, meant) in slips {
            #expect(suggestions.closest(to: typed) == meant, "\(typed)")
        }
        #expect(suggestions.closest(to: "Settings") == nil)
    }

    /// One call looks up the first thousand distinct words: past that a suggestion helps nobody,
    /// and a hostile file could hold millions.
    @Test func aThousandWordsAreLookedUpAtOnceAndNoMore() {
        let names = (0 ..< 2_000).map { "Screen\($0)" }
        let typed = (0 ..< 1_001).map { "Scren\($0)" }
        let found = Suggestions(names).closest(to: typed + [typed[0]])
        #expect(found.count == 1_000)
        #expect(found["Scren999"] == "Screen999")
        #expect(found["Scren1000"] == nil)
    }

    @Test func longWordsAreNeitherComparedNorSuggested() {
        let long = String(repeating: "a", count: Suggestions.longestCompared + 1)
        #expect(Suggestions.closest(to: long, in: [long + "b", "a"]) == nil)
        #expect(Suggestions.closest(to: long + "b", in: [long]) == nil)
        let longest = String(repeating: "a", count: Suggestions.longestCompared)
        #expect(Suggestions.closest(to: longest + "b", in: [longest]) == nil)
        #expect(Suggestions.closest(to: String(longest.dropLast()) + "b", in: [longest]) == longest)
        let huge = String(repeating: "x", count: 30_000)
        #expect(Suggestions(Array(repeating: huge, count: 600)).closest(to: huge + "y") == nil)
    }
}
