import Testing
@testable import FlowLintKit

/// The binary search behind line numbers, scalar masks and a drawing's finding owners.
@Suite struct PartitionIndexTests {
    @Test func findsTheFirstElementPastTheValueAtEveryPosition() {
        let starts = [0, 4, 4, 9, 15]
        #expect(starts.partitionIndex { $0 > -1 } == 0)
        #expect(starts.partitionIndex { $0 > 0 } == 1)
        #expect(starts.partitionIndex { $0 > 4 } == 3)
        #expect(starts.partitionIndex { $0 > 14 } == 4)
        #expect(starts.partitionIndex { $0 > 15 } == 5)
        #expect([Int]().partitionIndex { $0 > 0 } == 0)
        // A slice keeps its own indices.
        #expect(starts[2...].partitionIndex { $0 > 4 } == 3)
    }
}
