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

    /// Closeness is one edit for names of 3 to 5 letters and two from 6, never more than a third
    /// of the shorter name: `Gone` is two edits from `Home`, not a slip of it.
    @Test func onlyRealSlipsAreSuggested() {
        let screens = ["Home", "Settings", "Inbox"]
        #expect(Suggestions.closest(to: "Gone", in: screens) == nil)
        #expect(Suggestions.closest(to: "Setings", in: screens) == "Settings")
        #expect(Suggestions.closest(to: "Settigns", in: screens) == "Settings")
        #expect(Suggestions.closest(to: "Hmoe", in: screens) == "Home")
        #expect(Suggestions.closest(to: "Hone", in: screens) == "Home")
        #expect(Suggestions.closest(to: "Inbx", in: screens) == "Inbox")
        #expect(Suggestions.closest(to: "Ibnx", in: screens) == nil)
        #expect(Suggestions.closest(to: "x1", in: ["id"]) == nil)
        #expect(Suggestions.allowance(2, 9) == 0 && Suggestions.allowance(4, 4) == 1 && Suggestions.allowance(5, 9) == 1 && Suggestions.allowance(7, 8) == 2)
    }

    /// What `--fix` puts in a word's place is held to the same closeness, and must be unambiguous.
    @Test func replacementsAskTheSameQuestion() {
        let ids = Suggestions(["modal-title", "home", "hose"])
        let found = ids.replacements(for: ["modal-titel", "gone", "hone", "mdoal-title"])
        #expect(found == ["modal-titel": "modal-title", "mdoal-title": "modal-title"])
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
