#if SwiftSources
import FlowLintKit

extension SwiftUIViewFacts {
    /// The views with the inputs of the app's views they are made of counted as their own: a
    /// part shown with a view (`BraveTextEditor`, whose body is a `TextEditor`; a field with its
    /// label) is typed into on that view's screen. What a part is made of counts too, each part
    /// read once however many views embed it.
    /// Inputs shown in different branches of an `if` or a `switch` count apart (`DraftInputs.combining`),
    /// a part's with those of the branch it is embedded in.
    static func withEmbeddedInputs(_ views: [SwiftUIViewFacts]) -> [SwiftUIViewFacts] {
        let index = Dictionary(views.indices.map { (views[$0].name.value, $0) }, uniquingKeysWith: { first, _ in first })
        guard views.contains(where: { view in !view.branchInputs.isEmpty || view.embedded.contains { index[$0.value] != nil } }) else { return views }
        // Per view, what it and its parts hold; nil while it is being read (a cycle adds nothing).
        var merged: [Int: Parts?] = [:]
        func parts(of view: Int) -> Parts? {
            if let known = merged[view] { return known }
            merged[view] = .some(nil)
            var all = Parts(inputs: views[view].inputs, written: views[view].writtenInput, secure: views[view].secureInput)
            var branches = views[view].branchInputs
            for part in views[view].embedded {
                guard let embedded = index[part.value], embedded != view, let inner = parts(of: embedded) else { continue }
                if let branch = views[view].embeddedBranches[part.range] {
                    branches[branch, default: DraftInputs()].add(inner.inputs)
                } else {
                    all.inputs.add(inner.inputs)
                }
                // Where the part is made is where the screen's input is, in the screen's own file.
                if all.written == nil, inner.written != nil { all.written = part.range }
                if all.secure == nil, inner.secure != nil { all.secure = part.range }
            }
            if !branches.isEmpty {
                let choices = Dictionary(grouping: branches, by: \.key.choice).sorted { $0.key < $1.key }
                    .map { $0.value.sorted { $0.key.branch < $1.key.branch }.map(\.value) }
                all.inputs = DraftInputs.combining(all.inputs, choices: choices)
            }
            merged[view] = all
            return all
        }
        return views.indices.map { view in
            var facts = views[view]
            guard !facts.embedded.isEmpty || !facts.branchInputs.isEmpty, let all = parts(of: view) else { return facts }
            facts.inputs = all.inputs
            facts.writtenInput = all.written
            facts.secureInput = all.secure
            return facts
        }
    }

    private struct Parts {
        var inputs: DraftInputs
        var written: SourceRange?
        var secure: SourceRange?
    }
}
#endif
