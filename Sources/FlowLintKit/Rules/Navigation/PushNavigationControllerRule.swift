/// A navigation controller cannot be pushed onto another one's stack: UIKit refuses with an
/// exception. In a flow, a screen with `container: navigation` stands for its navigation
/// controller, so pushing that screen pushes the controller.
struct PushNavigationControllerRule: Rule {
    static let description = CheckDescription(
        id: "push-navigation-controller",
        summary: "a push whose target is a navigation controller, which UIKit refuses at run time",
        severity: .error,
        guidelines: ["G23"]
    )
    static let listing = RuleListing(.navigation, 7)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        for (edgeIndex, edge) in graph.edges.enumerated() {
            // Only `push`: what `show` does with a navigation controller depends on where it
            // starts, and is left to show-outside-navigation.
            guard edge.actionKind == .push, let target = edge.target, graph.isScreen(target),
                  let container = graph.screens[target].container, container.value == .navigation,
                  let action = edge.action else { continue }
            context.report(
                "\(graph.quoted(edge.source)) pushes \(graph.quoted(target)), a navigation controller; "
                    + "UIKit raises an exception: present it, or push the screen without `container: navigation`",
                at: action.kind.range,
                notes: [context.note("\(graph.quoted(target)) is a navigation controller here", at: container.range)],
                subject: graph.subject(ofEdge: edgeIndex)
            )
        }
    }
}
