/// The screens each alert (or action sheet) acts from: those that show it, directly or through
/// another alert's action. An alert action is judged once for each of them, so an alert shown
/// from N screens with M actions is N × M judgements.
///
/// Apps share an alert among many screens (an error alert with an OK) or give one many actions
/// (a sheet of choices), never both at once. A file that does both would make that product
/// quadratic in its size, so each alert is judged from at most as many screens as keep its
/// judgements under `maxJudgements`, the first that show it in the file. The screens left out
/// get the benefit of the doubt wherever the alert's actions could matter to them.
struct AlertShowers: Sendable {
    /// Per alert, screens times actions judged at most; more than any app's shared alert needs.
    static let maxJudgements = 16_384

    /// Per modal (indexed by `node - screenCount`): the screens it acts from, in file order.
    let showers: NodeLists
    /// Per modal: whether screens that show it were left out of `showers`.
    let partlyJudged: [Bool]
    /// The screens left out of some alert's `showers`.
    let screensLeftOut: Set<Int>
    /// Per screen: the alerts that act for it (node indices), each once; `showers` turned round.
    let actedFor: NodeLists

    /// Made with the graph (`FlowGraph.alertShowers`): which screens an alert acts from also
    /// decides whether its `show` presents.
    init(edges: EdgeList, outgoing: EdgeRuns, screenCount: Int) {
        var builder = Builder(edges: edges, outgoing: outgoing, screenCount: screenCount)
        for edge in edges {
            guard let target = edge.target, edge.source < screenCount, target >= screenCount else { continue }
            builder.add(edge.source, to: target - screenCount)
        }
        builder.addAlertsShownFromAlerts()
        showers = NodeLists(builder.showers)
        partlyJudged = builder.partlyJudged
        screensLeftOut = builder.leftOut
        var screens: [Int] = [], alerts: [Int] = []
        for (alert, alertShowers) in builder.showers.enumerated() {
            screens += alertShowers
            alerts += repeatElement(screenCount + alert, count: alertShowers.count)
        }
        actedFor = NodeLists(count: screenCount, lists: screens, items: alerts)
    }

    private struct Builder {
        let edges: EdgeList
        let screenCount: Int
        let limits: [Int]
        var showers: [[Int]]
        var partlyJudged: [Bool]
        var leftOut: Set<Int> = []
        /// Many screens can show one alert; `AppendOnce` keeps that linear.
        var seen = AppendOnce()

        init(edges: EdgeList, outgoing: EdgeRuns, screenCount: Int) {
            self.edges = edges
            self.screenCount = screenCount
            let alertCount = outgoing.count - screenCount
            limits = (0 ..< alertCount).map { alert in
                max(1, AlertShowers.maxJudgements / max(1, outgoing[screenCount + alert].count))
            }
            showers = [[Int]](repeating: [], count: alertCount)
            partlyJudged = [Bool](repeating: false, count: alertCount)
        }

        mutating func add(_ screen: Int, to alert: Int) {
            guard !seen.append(screen, to: &showers[alert], listID: alert, limit: limits[alert]) else { return }
            partlyJudged[alert] = true
            leftOut.insert(screen)
        }

        /// An alert presented by another alert's action acts where the first one does.
        mutating func addAlertsShownFromAlerts() {
            var shownFrom = [[Int]](repeating: [], count: showers.count)
            for edge in edges {
                guard let target = edge.target, edge.source >= screenCount, target >= screenCount, target != edge.source else { continue }
                shownFrom[edge.source - screenCount].append(target - screenCount)
            }
            // A worklist of alerts whose showers grew; only the screens added since an alert was
            // last passed on travel again, so each screen joins each alert's list at most once.
            var passedOn = [Int](repeating: 0, count: showers.count)
            var pending = shownFrom.indices.filter { !shownFrom[$0].isEmpty }
            while let alert = pending.popLast() {
                let added = Array(showers[alert][passedOn[alert]...])
                passedOn[alert] = showers[alert].count
                guard !added.isEmpty else { continue }
                for next in shownFrom[alert] {
                    let before = showers[next].count
                    for screen in added { add(screen, to: next) }
                    if showers[next].count > before { pending.append(next) }
                }
            }
        }
    }
}
