#if SwiftSources
import FlowLintKit

/// The flags that show each view (`.sheet(isPresented: $model.showsEditor)`), with those of the
/// sheets it is shown from: a model both hold may bind one, and the view sets it back to close.
/// Setting back a flag of a sheet below closes that sheet and every one above it (a Close in a
/// second sheet that lowers the first one's flag), so it is a way out too.
struct SwiftUIPresentingFlags {
    /// Per view, the flags of the presentations showing it.
    private var own: [String: Set<String>] = [:]
    /// Per view, the flags of the presentations showing the views that present or push it, up to
    /// `maximumDepth` views away, less its own.
    private var below: [String: Set<String>] = [:]

    static let maximumDepth = 64

    init(views: [SwiftUIViewFacts], screens names: Set<String>) {
        // Per view, the views that present or push it: a sheet's flag closes what its stack pushed too.
        var shownFrom: [String: [String]] = [:]
        for view in views {
            for presentation in view.presentations {
                guard let flag = presentation.flag, let target = presentation.shown?.views.first(where: { names.contains($0.value) }) else { continue }
                own[target.value, default: []].insert(flag)
                shownFrom[target.value, default: []].append(view.name.value)
            }
            for push in view.pushes {
                for target in push.constructed where names.contains(target.value) { shownFrom[target.value, default: []].append(view.name.value) }
            }
        }
        for view in own.keys {
            var flags: Set<String> = [], seen: Set<String> = [view]
            var level = [view]
            for _ in 0 ..< Self.maximumDepth where !level.isEmpty {
                var next: [String] = []
                for shown in level {
                    flags.formUnion(own[shown] ?? [])
                    for presenter in shownFrom[shown] ?? [] where seen.insert(presenter).inserted { next.append(presenter) }
                }
                level = next
            }
            below[view] = flags.subtracting(own[view] ?? [])
        }
    }

    /// The flags of the presentations showing `view`.
    func own(_ view: String) -> Set<String> {
        own[view] ?? []
    }

    /// The flags of the sheets `view` is shown from, whose lowering closes it with them.
    func below(_ view: String) -> Set<String> {
        below[view] ?? []
    }
}
#endif
