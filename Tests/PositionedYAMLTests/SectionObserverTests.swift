import Testing
@testable import PositionedYAML

/// Records what the composer shows; gives up every entry of `vacating` sections.
private final class EntryRecorder: YAMLSectionObserver {
    let sections: Set<String>
    let vacating: Bool
    /// Each entry shown, and where its value ends.
    var shown: [(entry: String, end: Int)] = []

    /// What was shown, each end as a line and column of `text`.
    func seen(in text: String) -> [String] {
        let placed = Placed(text)
        return shown.map { "\($0.entry) ends \(placed.lines.position(of: $0.end))" }
    }

    init(sections: Set<String>, vacating: Bool) {
        self.sections = sections
        self.vacating = vacating
    }

    func observesSection(_ key: YAMLNode) -> Bool {
        sections.contains(key.scalar ?? "")
    }

    func sectionEntry(key: YAMLNode, value: YAMLNode, section: YAMLNode) -> Bool {
        // The whole value is there already: its last field and its end.
        let last = value.entries.last.map { "\($0.key.scalar!)=\($0.value.scalar ?? "…")" } ?? value.scalar ?? "-"
        shown.append(("\(section.scalar!).\(key.scalar!): \(last)", value.range.end))
        return vacating
    }
}

@Suite struct SectionObserverTests {
    static let flow = """
    app: Notes
    screens:
      Library:
        title: Library
        buttons:
          - title: New
      Note: { title: Note }
      Empty:
    other:
      Kept: { title: Kept }
    modals:
      Share: { kind: activity }

    """

    @Test func showsEachEntryOfObservedSectionsOnceComplete() throws {
        let recorder = EntryRecorder(sections: ["screens", "modals"], vacating: false)
        let result = YAMLParser().parse(Array(Self.flow.utf8), observer: recorder)
        #expect(result.problems.isEmpty)
        #expect(recorder.seen(in: Self.flow) == [
            "screens.Library: buttons=… ends 6:19",
            "screens.Note: title=Note ends 7:24",
            "screens.Empty:  ends 8:9",
            "modals.Share: kind=activity ends 12:28",
        ])
    }

    @Test func vacatedEntriesKeepTheirKeyKindAndRangeOnly() throws {
        let plain = try #require(YAMLParser().parse(Self.flow).document?.root)
        let recorder = EntryRecorder(sections: ["screens"], vacating: true)
        let root = try #require(YAMLParser().parse(Array(Self.flow.utf8), observer: recorder).document?.root)
        let screens = root.entries[1].value.entries, plainScreens = plain.entries[1].value.entries
        #expect(screens.map { $0.key.scalar } == ["Library", "Note", "Empty"])
        for (entry, plainEntry) in zip(screens, plainScreens) {
            #expect(entry.value.range == plainEntry.value.range)
            #expect(entry.value.kind == plainEntry.value.kind)
        }
        #expect(screens[0].value.isVacated && screens[1].value.isVacated)
        #expect(screens[0].value.count == 0)
        // A scalar value has nothing to give up.
        #expect(!screens[2].value.isVacated && screens[2].value.isNull)
        // Sections the observer did not take are whole, and positions after a vacated entry hold.
        let other = root.entries[2].value.entries[0]
        #expect(other.value.entries.first?.value.scalar == "Kept")
        #expect(other.key.range == plain.entries[2].value.entries[0].key.range)
        #expect(root.entries[3].value.entries[0].value.entries[0].value.scalar == "activity")
        #expect(root.range == plain.range)
    }

    @Test func entriesThatDefineAnAnchorOrAreAnAliasStayWhole() throws {
        let text = """
        screens:
          A: { buttons: [ &done { title: Done } ] }
          B: *done
          C: { buttons: [ *done ] }
        again: *done

        """
        let recorder = EntryRecorder(sections: ["screens"], vacating: true)
        let result = YAMLParser().parse(Array(text.utf8), observer: recorder)
        #expect(result.problems.isEmpty)
        let root = try #require(result.document?.root)
        let screens = root.entries[0].value.entries
        #expect(!screens[0].value.isVacated)
        #expect(screens[0].value.entries[0].value.items[0].entries[0].value.scalar == "Done")
        #expect(!screens[1].value.isVacated)
        #expect(screens[1].value.entries[0].value.scalar == "Done")
        // C only refers to the anchor, so it goes; the anchored node it named stays.
        #expect(screens[2].value.isVacated)
        #expect(root.entries[1].value.entries[0].value.scalar == "Done")
    }

    @Test func aRepeatedKeyIsShownButTheDocumentKeepsTheFirst() throws {
        let text = "screens:\n  A: { title: first }\n  A: { title: second }\n"
        let recorder = EntryRecorder(sections: ["screens"], vacating: false)
        let result = YAMLParser().parse(Array(text.utf8), observer: recorder)
        #expect(recorder.shown.count == 2)
        #expect(result.problems.map(\.kind) == [.duplicateKey])
        let screens = try #require(result.document?.root?.entries[0].value)
        #expect(screens.count == 1)
        #expect(screens.entries[0].value.entries[0].value.scalar == "first")
    }

    @Test func mergesIntoASectionAreNotShownAndKeepTheirEntries() throws {
        let text = "screens:\n  A: { title: A }\n  <<: { B: { title: B } }\n"
        let recorder = EntryRecorder(sections: ["screens"], vacating: true)
        let result = YAMLParser().parse(Array(text.utf8), observer: recorder)
        #expect(recorder.seen(in: text) == ["screens.A: title=A ends 2:18"])
        let screens = try #require(result.document?.root?.entries[0].value)
        #expect(screens.entries.map { $0.key.scalar } == ["A", "B"])
        #expect(screens.entries[1].value.entries.first?.value.scalar == "B")
    }

    @Test func theThreadedParserShowsTheSameEntries() throws {
        let recorder = EntryRecorder(sections: ["screens", "modals"], vacating: true)
        let threaded = EntryRecorder(sections: ["screens", "modals"], vacating: true)
        _ = YAMLParser().parse(Array(Self.flow.utf8), observer: recorder)
        _ = YAMLParser().parse(Array(Self.flow.utf8), threadingFrom: 0, observer: threaded)
        #expect(threaded.seen(in: "") == recorder.seen(in: ""))
    }

    #if DEBUG
    /// The view an observer is shown reads the composer's buffers in place, which its next write
    /// may move: keeping a node past the call must stop a debug build rather than read freed memory.
    @Test func anObserverThatKeepsANodeStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            final class Keeper: YAMLSectionObserver {
                var kept: [YAMLNode] = []
                func observesSection(_ key: YAMLNode) -> Bool { true }
                func sectionEntry(key: YAMLNode, value: YAMLNode, section: YAMLNode) -> Bool {
                    kept.append(key)
                    return false
                }
            }
            _ = YAMLParser().parse(Array("screens:\n  A: { title: A }\n".utf8), observer: Keeper())
        }
    }
    #endif
}
