import Dispatch
import Testing
@testable import FlowLintKit

/// `BackgroundRelease` holds the latest large model's release back while a check run formats its
/// report; what it holds must always be started, and never twice.
@Suite struct HeldReleaseTests {
    @Test func withNoBlockHoldingEachReleaseStartsAtOnce() {
        let held = HeldRelease<String>()
        #expect(held.hold("first") == "first")
        #expect(held.hold("second") == "second")
        #expect(held.take() == nil)
    }

    @Test func aHoldingBlockKeepsTheLatestAndStartsTheOneItDisplaces() {
        let held = HeldRelease<String>()
        held.beginHolding()
        #expect(held.hold("first") == nil)
        #expect(held.hold("second") == "first")
        #expect(held.endHolding() == "second")
        #expect(held.take() == nil)
    }

    @Test func aFileStartingTakesWhatIsHeld() {
        let held = HeldRelease<String>()
        held.beginHolding()
        #expect(held.hold("model") == nil)
        #expect(held.take() == "model")
        #expect(held.take() == nil)
        #expect(held.endHolding() == nil)
    }

    @Test func theLastBlockToEndStartsWhatIsHeld() {
        let held = HeldRelease<String>()
        held.beginHolding()
        held.beginHolding()
        #expect(held.hold("model") == nil)
        #expect(held.endHolding() == nil)
        #expect(held.endHolding() == "model")
        #expect(held.hold("after") == "after")
    }

    /// A release started at once is never held, even inside a holding block: what it was given
    /// goes while the block still runs.
    @Test func aReleaseStartedAtOnceIsNotHeld() {
        final class Watched: @unchecked Sendable {
            let released: DispatchSemaphore
            init(_ released: DispatchSemaphore) { self.released = released }
            deinit { released.signal() }
        }
        let released = DispatchSemaphore(value: 0)
        let wentInTime = BackgroundRelease.holdingLast {
            BackgroundRelease.releaseNow([Watched(released)])
            return released.wait(timeout: .now() + 10) == .success
        }
        #expect(wentInTime)
    }
}
