import Testing
@testable import FlowLintKit

/// `StoryboardUnwindTargets` looks names and leaders up in tables built once; it must choose what
/// reading every screen for every unwind chose (`scanned` below, the former code), ties included:
/// compared on random storyboards whose names and unwind selectors match several screens.
@Suite struct StoryboardUnwindTargetsTests {
    /// The former lookup, which read every screen's names and actions for each unwind segue.
    static func scanned(_ flow: Flow, _ scenes: [StoryboardElement], selector: String, from source: Int) -> (name: String?, reason: String) {
        let wanted = StoryboardUnwindTargets.normalized(StoryboardUnwindTargets.stem(of: selector))
        if !wanted.isEmpty {
            for (index, screen) in flow.screens.enumerated() where index != source {
                let customClass = index < scenes.count ? scenes[index]["customClass"] : nil
                let names = [screen.id.value, screen.title?.value, customClass].compactMap { $0 }
                if names.contains(where: { StoryboardUnwindTargets.normalized($0) == wanted }) {
                    return (screen.id.value, "its name matches the selector")
                }
            }
        }
        let sourceID = flow.screens[source].id.value
        for (index, screen) in flow.screens.enumerated() where index != source {
            let actions = screen.segues + screen.buttons.compactMap(\.action)
            if actions.contains(where: { !$0.kind.value.goesBack && $0.target?.value == sourceID }) || screen.tabs.contains(where: { $0.value == sourceID }) {
                return (screen.id.value, "the screen that leads to it")
            }
        }
        return (nil, "nothing in this storyboard leads to it")
    }

    static let identifiers = [nil, nil, nil, "Inbox", "inbox", "Settings", "InboxViewController", "Detail"]
    static let titles = [nil, nil, "Inbox", "In Box", "Settings", "Detail View", " "]
    static let classes = [nil, nil, "InboxViewController", "InboxController", "SettingsViewController", "DetailController", "Controller"]
    static let selectors = ["unwindToInbox:", "unwindToInboxWithSegue:", "backToSettings:", "returnToinbox:", "unwindToDetailView:",
                            "unwind:", "", "unwindToV3:", "unwindToNowhere:", "unwindToController:", "detail:"]

    struct Generated {
        var text: String
        /// Each unwind segue: the scene's object id, its selector, and whether a bar button triggers it.
        var unwinds: [(scene: String, selector: String, fromButton: Bool)] = []
    }

    /// View controllers with names drawn from small pools (so several screens share a normalized
    /// name), navigation and tab bar controllers, show, push and present segues between them, and
    /// unwind segues from code and from bar buttons.
    static func storyboard(using generator: inout SeededGenerator) -> Generated {
        let count = Int.random(in: 2 ... 24, using: &generator)
        func attribute(_ name: String, _ pool: [String?]) -> String {
            pool.randomElement(using: &generator)!.map { " \(name)=\"\($0)\"" } ?? ""
        }
        let kinds = (0 ..< count).map { _ in ["viewController", "viewController", "viewController", "viewController", "navigationController", "tabBarController"].randomElement(using: &generator)! }
        let initial = Bool.random(using: &generator) ? " initialViewController=\"v\(Int.random(in: 0 ..< count, using: &generator))\"" : ""
        var generated = Generated(text: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document\(initial)><scenes>\n")
        for scene in 0 ..< count {
            var connections = ""
            var body = ""
            let names = attribute("storyboardIdentifier", identifiers) + attribute("title", titles) + attribute("customClass", classes)
            switch kinds[scene] {
            case "navigationController":
                connections += "<segue destination=\"v\(Int.random(in: 0 ..< count, using: &generator))\" kind=\"relationship\" relationship=\"rootViewController\" id=\"r\(scene)\"/>\n"
            case "tabBarController":
                for tab in 0 ..< Int.random(in: 1 ... 3, using: &generator) {
                    connections += "<segue destination=\"v\(Int.random(in: 0 ..< count, using: &generator))\" kind=\"relationship\" relationship=\"viewControllers\" id=\"t\(scene)-\(tab)\"/>\n"
                }
            default:
                for segue in 0 ..< Int.random(in: 0 ... 3, using: &generator) {
                    let kind = ["show", "push", "presentation", "showDetail"].randomElement(using: &generator)!
                    connections += "<segue destination=\"v\(Int.random(in: 0 ..< count, using: &generator))\" kind=\"\(kind)\" id=\"g\(scene)-\(segue)\"/>\n"
                }
                if Int.random(in: 0 ..< 3, using: &generator) > 0 {
                    let selector = selectors.randomElement(using: &generator)!
                    let fromButton = Bool.random(using: &generator)
                    let segue = "<segue destination=\"x\(scene)\" kind=\"unwind\" unwindAction=\"\(selector)\" id=\"u\(scene)\"/>"
                    if fromButton {
                        body += "<navigationItem key=\"navigationItem\" id=\"n\(scene)\"><barButtonItem key=\"rightBarButtonItem\" title=\"Back\" id=\"b\(scene)\">"
                            + "<connections>\(segue)</connections></barButtonItem></navigationItem>\n"
                    } else {
                        connections += segue + "\n"
                    }
                    generated.unwinds.append((scene: "v\(scene)", selector: selector, fromButton: fromButton))
                }
            }
            generated.text += "<scene sceneID=\"s\(scene)\"><objects>\n<\(kinds[scene])\(names) id=\"v\(scene)\" sceneMemberID=\"viewController\">\n"
                + body + (connections.isEmpty ? "" : "<connections>\n\(connections)</connections>\n")
                + "</\(kinds[scene])>\n<exit id=\"x\(scene)\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>\n</objects></scene>\n"
        }
        generated.text += "</scenes></document>\n"
        return generated
    }

    @Test func theTablesChooseAsTheScanDid() throws {
        let seed = UInt64.random(in: .min ... .max)
        var generator = SeededGenerator(seed: seed)
        var matchedSeveral = 0
        for _ in 0 ..< 60 {
            let generated = Self.storyboard(using: &generator)
            let document = try StoryboardXMLReader().read(Array(generated.text.utf8)).get()
            let inputs = [StoryboardInput(path: "Random.storyboard", document: document)]
            var builder = StoryboardFlowBuilder(inputs: inputs, file: "Random.storyboard")
            let scenes = builder.screenObjects.map(\.element)
            let conversion = builder.build()
            let flow = conversion.flow
            // Resolving changed only unwind actions, which go back and so lead nowhere: the tables
            // built from the converted flow are the ones the conversion used.
            let targets = StoryboardUnwindTargets(flow: flow, scenes: scenes)
            for source in flow.screens.indices {
                for selector in Self.selectors {
                    let expected = Self.scanned(flow, scenes, selector: selector, from: source)
                    let found = targets.target(of: selector, from: source)
                    #expect(found.name == expected.name && found.reason == expected.reason,
                            "seed \(seed): \(selector) from \(flow.screens[source].id.value): \(found) rather than \(expected)\n\(generated.text)")
                    let wanted = StoryboardUnwindTargets.normalized(StoryboardUnwindTargets.stem(of: selector))
                    let bearers = flow.screens.indices.filter { index in
                        [flow.screens[index].id.value, flow.screens[index].title?.value, scenes[index]["customClass"]]
                            .contains { $0.map(StoryboardUnwindTargets.normalized) == wanted }
                    }
                    if !wanted.isEmpty && bearers.count > 1 { matchedSeveral += 1 }
                }
            }
            // The conversion put each unwind segue where the scan would have.
            for unwind in generated.unwinds {
                let source = try #require(builder.screenObjects.firstIndex { $0.key.id == unwind.scene })
                let expected = Self.scanned(flow, scenes, selector: unwind.selector, from: source)
                let screen = flow.screens[source]
                let actions = unwind.fromButton ? screen.buttons.compactMap(\.action) : Array(screen.segues)
                let action = try #require(actions.first { $0.kind.value == .unwind || $0.kind.value == .dismiss }, "seed \(seed)")
                #expect(action.target?.value == expected.name, "seed \(seed): \(unwind)\n\(generated.text)")
                let note = try #require(conversion.assumptions[action.range], "seed \(seed)")
                #expect(note.hasSuffix("assumed \(expected.name ?? "none") (\(expected.reason))"), "seed \(seed): \(note)")
            }
        }
        // The pools are small enough that ties are common.
        #expect(matchedSeveral > 100, "seed \(seed)")
    }

    /// Among screens of the same name the first wins, unless it is the source; then the next.
    @Test func aTieGoesToTheFirstScreenOtherThanTheSource() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document initialViewController="a"><scenes>
          <scene><objects><viewController title="Inbox" id="a" sceneMemberID="viewController"><connections>
            <segue destination="b" kind="show" id="ab"/><segue destination="xa" kind="unwind" unwindAction="unwindToInbox:" id="ua"/>
          </connections></viewController><exit id="xa" sceneMemberID="exit"/></objects></scene>
          <scene><objects><viewController customClass="InboxViewController" id="b" sceneMemberID="viewController"><connections>
            <segue destination="xb" kind="unwind" unwindAction="unwindToInbox:" id="ub"/>
          </connections></viewController><exit id="xb" sceneMemberID="exit"/></objects></scene>
          <scene><objects><viewController storyboardIdentifier="inbox" id="c" sceneMemberID="viewController"><connections>
            <segue destination="xc" kind="unwind" unwindAction="unwindToInbox:" id="uc"/>
          </connections></viewController><exit id="xc" sceneMemberID="exit"/></objects></scene>
        </scenes></document>
        """
        let document = try StoryboardXMLReader().read(Array(text.utf8)).get()
        let flow = StoryboardConversion.convert([StoryboardInput(path: "Tie.storyboard", document: document)], file: "Tie.storyboard").flow
        #expect(flow.screens.map(\.id.value) == ["Inbox", "InboxViewController", "inbox"])
        #expect(flow.screens.map { $0.segues.last?.target?.value } == ["InboxViewController", "Inbox", "Inbox"])
    }
}
