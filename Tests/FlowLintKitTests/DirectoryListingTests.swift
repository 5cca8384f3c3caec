import Foundation
import Testing
@testable import FlowLintKit

@Suite struct DirectoryListingTests {
    /// Every entry is listed with its whole name, however long and however many there are: the
    /// records `readdir` fills are only as long as their names, and a name is read up to its end,
    /// never past its record (copying a whole `dirent` could read past the buffer `readdir` filled).
    @Test func everyNameIsListedWhole() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-listing-\(UUID().uuidString)").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: base) }
        var expected: Set<String> = []
        for index in 0 ..< 2_000 {
            let name = "e\(index)" + String(repeating: "x", count: index % 200)
            #expect(manager.createFile(atPath: "\(base)/\(name)", contents: nil))
            expected.insert(name)
        }
        try manager.createDirectory(atPath: "\(base)/folder", withIntermediateDirectories: false)
        let listing = DirectoryListing(base)
        #expect(listing.failure == nil)
        #expect(Set(listing.entries.map { String(decoding: $0.name, as: UTF8.self) }) == expected.union(["folder"]))
        #expect(listing.entries.filter { $0.kind == .directory }.map { String(decoding: $0.name, as: UTF8.self) } == ["folder"])
    }
}
