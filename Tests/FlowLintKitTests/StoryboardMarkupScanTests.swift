#if canImport(CLibXML2)
import CLibXML2
#else
import libxml2
#endif
import Testing
@testable import FlowLintKit

/// What libxml2 is never handed (a DTD, an element with too many attributes, text that is not
/// UTF-8) is refused by a scan of the bytes, with a finding where it starts.
@Suite struct StoryboardMarkupScanTests {
    static func attributes(_ count: Int) -> String {
        (0 ..< count).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
    }

    static let dtd = "the storyboard has a document type declaration (`<!DOCTYPE`), which Xcode never writes; flowlint reads no DTD, "
        + "since its entities can expand for minutes"
    static let entity = "the storyboard has a DTD declaration (`<!ENTITY`), which Xcode never writes; flowlint reads no DTD, "
        + "since its entities can expand for minutes"
    static let tooManyAttributes = "an element has more than 256 attributes; Xcode writes a few dozen at most, "
        + "and libxml2 takes quadratic time over so many"

    @Test(arguments: [
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE document>\n<document/>", "2:1", dtd),
        ("<?xml version=\"1.0\"?>\n<document>\n  <!ENTITY a \"x\">\n</document>", "3:3", entity),
        // Columns count Unicode scalars, and a `>` inside quotes does not end the tag.
        ("<document title=\"é>\"><!DOCTYPE x></document>", "1:22", dtd),
        // A comment that mentions a DTD is skipped; the declaration after it is not.
        ("<!-- <!DOCTYPE --><?pi <!DOCTYPE ?>\n<![CDATA[<!DOCTYPE]]> <!DOCTYPE document>", "2:23", dtd),
        ("<document>\n  <v " + attributes(257) + "/></document>", "2:3", tooManyAttributes),
    ])
    func refusedWithAFindingWhereItStarts(text: String, position: String, message: String) throws {
        let failure = try #require(throws: StoryboardXMLReader.Failure.self) { try StoryboardXMLReader().read(Array(text.utf8)).get() }
        #expect(failure.message == message)
        #expect("\(LineTable(Array(text.utf8)).position(of: failure.range.start))" == position)
    }

    @Test func aNinefoldEntityBombIsRefusedAtItsDoctype() throws {
        let report = try Repository.lint("Tests/FlowLintKitTests/Fixtures/storyboards/malformed/EntityExpansion.storyboard")
        #expect(report.diagnostics.map { "\($0.range.start) \($0.ruleID) \($0.message)" } == ["3:1 storyboard-xml \(Self.dtd)"])
    }

    /// 256 attributes read; so do `=` inside quoted values, comments, CDATA and processing
    /// instructions, which are no attributes.
    @Test func attributesAreCountedOutsideQuotes() throws {
        let quoted = (0 ..< 300).map { _ in "=" }.joined()
        let text = "<?xml version=\"1.0\"?>\n<!-- \(quoted) -->\n<document title=\"\(quoted)\" note='\(quoted)'><v "
            + Self.attributes(256) + "/><![CDATA[\(quoted)]]><?pi \(quoted)?></document>"
        let document = try StoryboardXMLReader().read(Array(text.utf8)).get()
        #expect(document.children.first?.attributes.count == 256)
        #expect(document["title"] == quoted)
    }

    @Test func theAttributeLimitIsTheReadersOwn() throws {
        let text = "<document><v " + Self.attributes(5) + "/></document>"
        let failure = try #require(throws: StoryboardXMLReader.Failure.self) {
            try StoryboardXMLReader(maxAttributes: 4).read(Array(text.utf8)).get()
        }
        #expect(failure.message.hasPrefix("an element has more than 4 attributes;"))
        #expect("\(LineTable(Array(text.utf8)).position(of: failure.range.start))" == "1:11")
    }

    /// libxml2 would detect these from the first bytes and decode them into markup the scan never saw.
    @Test(arguments: [
        ([0x3C, 0x00, 0x3F, 0x00, 0x78, 0x00], "UTF-16"),
        ([0x00, 0x3C, 0x00, 0x3F, 0x00, 0x78], "UTF-16"),
        ([0x3C, 0x00, 0x00, 0x00, 0x3F, 0x00, 0x00, 0x00], "UTF-32"),
        ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x3C], "UTF-32"),
        ([0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40], "EBCDIC"),
    ] as [([UInt8], String)])
    func otherEncodingsAreRefused(bytes: [UInt8], encoding: String) throws {
        let failure = try #require(throws: StoryboardXMLReader.Failure.self) { try StoryboardXMLReader().read(bytes).get() }
        #expect(failure.message == "the storyboard is in \(encoding), not UTF-8; Xcode writes storyboards in UTF-8, the only encoding flowlint reads them in")
        #expect(failure.range.start == 0)
    }

    /// The bytes are read as the UTF-8 the scan looked through, whatever the declaration says
    /// (an encoding such as UTF-7 could otherwise spell `<!DOCTYPE` in bytes the scan does not see as one).
    @Test func aDeclaredEncodingIsIgnored() throws {
        let text = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document title=\"Menü\"/>"
        let document = try StoryboardXMLReader().read(Array(text.utf8)).get()
        #expect(document["title"] == "Menü")
    }

    /// The second line of defence, should a DTD get past the scan: what libxml2 is told.
    @Test func libXML2NeverSubstitutesEntitiesOrLoadsADTD() throws {
        let options = XMLElementReader.options
        #expect(options & Int32(XML_PARSE_NOENT.rawValue) == 0)
        #expect(options & Int32(XML_PARSE_DTDLOAD.rawValue) == 0)
        #expect(options & Int32(XML_PARSE_DTDATTR.rawValue) == 0)
        #expect(options & Int32(XML_PARSE_DTDVALID.rawValue) == 0)
        #expect(options & Int32(XML_PARSE_NONET.rawValue) != 0)
        let sax = XMLElementReader.handlerTable()
        #expect(sax.entityDecl == nil && sax.internalSubset == nil && sax.externalSubset == nil)
        #expect(sax.resolveEntity != nil, "external entities resolve to nothing")
    }
}

/// Storyboards up to flowlint's own file-size limit read: libxml2 refused input over 10 MB
/// ("Huge input lookup", positioned past the file's end) until it was told `XML_PARSE_HUGE`.
@Suite struct LargeStoryboardTests {
    /// One scene whose view holds `labels` labels, about 200 bytes each: a valid storyboard that
    /// is large without adding screens (and findings) to lint.
    static func storyboard(labels: Int) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController title="Inbox" id="a" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v">
                                    <subviews>

            """
        text.reserveCapacity(labels * 200 + 1000)
        for index in 0 ..< labels {
            text += "                            <label opaque=\"NO\" userInteractionEnabled=\"NO\" text=\"Label \(index)\" "
                + "textAlignment=\"natural\" lineBreakMode=\"tailTruncation\" id=\"label-\(index)\"/>\n"
        }
        text += """
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        return text
    }

    /// The storyboard reader keeps about four times what a flow's parse keeps for the same bytes,
    /// so a storyboard may be a quarter of the file-size limit.
    @Test func aStoryboardOverAQuarterOfTheFileSizeLimitIsAFinding() throws {
        let text = Self.storyboard(labels: 30)
        let configuration = LintConfiguration(limits: YAMLLimits(maxFileSize: text.utf8.count * 4 - 4))
        let report = Linter(configuration: configuration).lint(path: "Large.storyboard", text: text)
        let limit = text.utf8.count - 1
        #expect(report.diagnostics.map { "\($0.range.start) \($0.ruleID) \($0.message)" } == [
            "1:1 storyboard-xml the storyboard is larger than \(limit) bytes, a quarter of the max-file-size limit "
                + "(reading a storyboard takes about four times the memory of a flow file of its size; raise it with --max-file-size)",
        ])
        let fits = Linter(configuration: LintConfiguration(limits: YAMLLimits(maxFileSize: text.utf8.count * 4), app: Self.largeIsMain))
            .lint(path: "Large.storyboard", text: text)
        #expect(fits.diagnostics.map(\.ruleID) == ["dead-end"])
    }

    /// The app starts in the storyboard, so that its one screen, which leads nowhere, is a dead end.
    static let largeIsMain = AppSettings(mainStoryboard: "Large")

    /// Its one finding is the one a small storyboard with the same screen has: its screen leads nowhere.
    @Test func aTwelveMegabyteStoryboardLints() throws {
        let text = Self.storyboard(labels: 72_000)
        #expect(text.utf8.count > 12_000_000)
        let report = Linter(configuration: LintConfiguration(app: Self.largeIsMain)).lint(path: "Large.storyboard", text: text)
        #expect(report.diagnostics.map { "\($0.range.start) \($0.ruleID) \($0.message)" }
            == ["6:40 dead-end \"Inbox\" is a dead end: nothing on it leads anywhere"])
    }
}
