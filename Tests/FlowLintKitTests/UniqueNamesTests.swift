import Testing
@testable import FlowLintKit

/// One way of keeping names unique, for screens named after storyboard objects, code screens
/// joined with storyboards, and the identifiers of drawings.
@Suite struct UniqueNamesTests {
    @Test func aTakenNameGetsTheFirstFreeNumber() {
        var names = UniqueNames(taken: ["Inbox-2"])
        #expect(names.claim("Inbox") == "Inbox")
        #expect(names.claim("Inbox") == "Inbox-3")
        #expect(names.claim("Inbox-3") == "Inbox-3-2")
        #expect(names.claim("Inbox") == "Inbox-4")
        var identifiers = UniqueNames(separator: "_")
        #expect(identifiers.claim("s_A") == "s_A")
        #expect(identifiers.claim("s_A") == "s_A_2")
    }

    /// Each repeat of one name takes one step: 20,000 copies would take 200 million lookups if
    /// each counted up from 2 again.
    @Test func manyRepeatsOfOneNameStayDistinct() {
        var names = UniqueNames()
        let claimed = (0 ..< 20_000).map { _ in names.claim("s___") }
        #expect(Set(claimed).count == 20_000)
        #expect(claimed.last == "s___-20000")
    }
}
