/// A partial curl needs a full-screen presentation: UIKit raises an exception when a controller
/// with `UIModalTransitionStyle.partialCurl` is presented in any other style.
///
/// Only a style that is written (on the presentation, or in the app's `defaults`) counts, and
/// `automatic` never does: what it resolves to with a partial curl is not something a flow or a
/// storyboard shows, and apps have shipped partial curls that name no style without a crash.
struct PartialCurlStyleRule: Rule {
    static let description = CheckDescription(
        id: "partial-curl-style",
        summary: "a partial-curl presentation in a style other than full screen, which UIKit refuses at run time",
        severity: .error,
        guidelines: ["G24"]
    )
    static let listing = RuleListing(.presentation, 6)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = NavigationQueries(graph: graph)
        for edgeIndex in queries.presentations {
            let edge = graph.edges[edgeIndex]
            guard graph.transitionStyle(of: edge) == .partialCurl else { continue }
            let style = graph.presentationStyle(of: edge)
            guard style.source != .uikitDefault, style.value != .fullScreen, style.value != .automatic else { continue }
            var notes: [Finding.Note] = []
            if let curl = edge.action?.transitionStyle, curl.range != style.findingRange {
                notes.append(context.note("the partial curl is asked for here", at: curl.range))
            }
            if style.source == .appDefaults, let declared = style.declared {
                notes.append(context.note("the app's default presentation style is \(style.value.rawValue), declared here",
                                          at: declared.range))
            }
            let target = edge.target.map { graph.quoted($0) } ?? "a screen"
            context.report(
                "\(target) is presented with a partial curl in style \(style.value.rawValue); "
                    + "UIKit raises an exception: present it fullScreen, or use another transition",
                at: style.findingRange, notes: notes, subject: graph.subject(ofEdge: edgeIndex)
            )
        }
    }
}
