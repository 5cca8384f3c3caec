import Testing
@testable import FlowLintKit

/// Rarely written fields live in `SparseFields`; they must still read and write like stored optionals.
@Suite struct SparseFieldsTests {
    @Test func setReplaceAndClearEachField() {
        var fields = SparseFields<String, Int>()
        #expect(fields["a"] == nil)
        fields["a"] = 1
        fields["b"] = 2
        fields["a"] = 3
        #expect(fields["a"] == 3)
        #expect(fields["b"] == 2)
        fields["a"] = nil
        #expect(fields["a"] == nil)
        #expect(fields["b"] == 2)
        fields["c"] = nil
        #expect(fields["c"] == nil)
    }

    private enum Value: SparseValue, Equatable {
        case a(Int), b(Int)
        var field: String { switch self { case .a: "a"; case .b: "b" } }
    }

    @Test func valuesNamingTheirFieldsSetReplaceAndClear() {
        var values = SparseValues<Value>()
        #expect(values["a"] == nil)
        values["a"] = .a(1)
        values["b"] = .b(2)
        values["a"] = .a(3)
        #expect(values["a"] == .a(3))
        #expect(values["b"] == .b(2))
        values["a"] = nil
        #expect(values["a"] == nil)
        #expect(values["b"] == .b(2))
    }

    @Test func copiesAreIndependent() {
        let range = SourceRange.start(of: SourceFileID(0))
        var screen = Screen(id: Located("Home", at: range), range: range)
        screen[.userContent] = Located(true, at: range)
        screen.primary = Located("Side", at: range)
        var copy = screen
        copy[.userContent] = nil
        copy[.terminal] = Located(true, at: range)
        copy.primary = Located("Other", at: range)
        #expect(screen.flag(.userContent) && !screen.flag(.terminal) && screen.primary?.value == "Side")
        #expect(!copy.flag(.userContent) && copy.flag(.terminal) && copy.primary?.value == "Other")
        #expect(screen.secondary == nil && screen.storyboard == nil && screen.onAttemptToDismiss == nil)

        var action = Action(kind: Located(.show, at: range), range: range)
        action.identifier = Located("toDetail", at: range)
        action.trigger = Located(.gesture, at: range)
        var other = action
        other.identifier = nil
        #expect(action.identifier?.value == "toDetail" && action.trigger?.value == .gesture)
        #expect(other.identifier == nil && other.trigger?.value == .gesture)
    }

    /// `flag(_:)` reads a bit kept beside the flags: it must agree with the flag as written,
    /// for every flag on its own, through true, false and removal.
    @Test func eachFlagReadsAsWritten() {
        let range = SourceRange(file: SourceFileID(0), at: 12)
        for flag in ScreenFlag.allCases {
            var screen = Screen(id: Located("Home", at: range), range: range)
            for other in ScreenFlag.allCases where other != flag { screen[other] = Located(true, at: range) }
            screen[flag] = Located(true, at: range)
            #expect(screen.flag(flag), "\(flag)")
            screen[flag] = Located(false, at: range)
            #expect(!screen.flag(flag), "\(flag)")
            #expect(screen[flag]?.value == false && screen[flag]?.range == range, "\(flag)")
            screen[flag] = Located(true, at: range)
            screen[flag] = nil
            #expect(!screen.flag(flag) && screen[flag] == nil, "\(flag)")
            #expect(ScreenFlag.allCases.allSatisfy { $0 == flag || screen.flag($0) }, "\(flag) left the others set")
        }
    }
}
