import Testing
@testable import PositionedYAML

/// The in-place comparison must agree with comparing byte by byte, at every length it handles in
/// its own way and wherever the texts differ.
@Suite struct ShortBytesTests {
    /// Texts of every length up to past the in-place limit, each compared with itself and with a
    /// copy differing in exactly one byte, at every position.
    @Test func aDifferenceAnywhereIsFoundAtEveryLength() {
        for count in 0 ... ShortBytes.inPlaceLimit + 9 {
            let text = (0 ..< count).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            #expect(same(text, text), "length \(count)")
            for position in 0 ..< count {
                var other = text
                other[position] ^= 0x20
                #expect(!same(text, other), "length \(count), differing at \(position)")
            }
        }
    }

    /// Only the first `count` bytes count: what follows in memory is never compared.
    @Test func bytesAfterTheTextAreNotCompared() {
        let first = Array("presentationStyleX".utf8)
        let second = Array("presentationStyleY".utf8)
        for count in 0 ... first.count - 1 {
            first.withUnsafeBytes { one in
                second.withUnsafeBytes { two in
                    #expect(ShortBytes.same(one.baseAddress!, two.baseAddress!, count: count), "length \(count)")
                }
            }
        }
    }

    @Test func buffersOfDifferentLengthsDiffer() {
        #expect(!same(Array("done".utf8), Array("done ".utf8)))
        #expect(same([], []))
    }

    private func same(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        first.withUnsafeBufferPointer { one in second.withUnsafeBufferPointer { two in ShortBytes.same(one, two) } }
    }
}
