/// Code asks a storyboard for a scene or a segue by an identifier the storyboard does not
/// define. UIKit raises an exception there every time (`instantiateViewController(withIdentifier:)`
/// finds no scene, `performSegue(withIdentifier:sender:)` no segue): the app crashes on that path.
struct UnknownStoryboardIdentifierRule: Rule {
    static let description = CheckDescription(
        id: "unknown-storyboard-identifier",
        summary: "code asks a storyboard for a scene or segue identifier that it does not define",
        severity: .error
    )
    static let listing = RuleListing(.structure, 4)

    init(options: RuleOptions) {}

    /// A lookup that fails, with the message saying why (a suggestion still to add) and the
    /// identifiers it could have meant.
    private struct Failure {
        let lookup: StoryboardLookup
        let message: String
        let notes: [Finding.Note]
        let subject: String
        /// Which list of identifiers it is suggested from: lookups into one list share it.
        let listKey: String
        let candidates: () -> [String]
    }

    func check(_ context: RuleContext) {
        guard let catalog = context.flow.storyboardCatalog else { return }
        let failures = context.flow.storyboardLookups.compactMap { failure(of: $0, in: catalog, context) }
        // Each list of identifiers is read once for all the lookups into it: code may ask one
        // storyboard for many identifiers.
        var asked: [String: (failure: Failure, words: [String])] = [:]
        for failure in failures { asked[failure.listKey, default: (failure, [])].words.append(failure.lookup.identifier.value) }
        let suggested = asked.mapValues { Suggestions($0.failure.candidates()).closest(to: $0.words) }
        for failure in failures {
            let identifier = failure.lookup.identifier
            context.report(failure.message + Suggestions.clause(suggesting: suggested[failure.listKey]?[identifier.value]),
                           at: identifier.range, notes: failure.notes, subject: failure.subject)
        }
    }

    private func failure(of lookup: StoryboardLookup, in catalog: StoryboardCatalog, _ context: RuleContext) -> Failure? {
        let identifier = lookup.identifier
        switch lookup.asked {
        case .scene(in: .named(let name)):
            guard let storyboard = catalog.storyboards[name.value], !storyboard.sceneIdentifiers.contains(identifier.value) else { return nil }
            return Failure(
                lookup: lookup,
                message: "storyboard \(UserText.quoted(name.value)) has no scene with identifier \(UserText.quoted(identifier.value)), so instantiating it raises an exception",
                notes: [context.note("storyboard \(UserText.quoted(name.value)) is read here", at: storyboard.start)],
                subject: "storyboard:\(name.value)/\(identifier.value)", listKey: "storyboard:\(name.value)",
                candidates: { storyboard.sceneIdentifiers.sorted() })
        case .scene(in: .own(let className)):
            // Every storyboard that makes the class must be read: any one of them may be asked.
            guard let names = catalog.classes[className]?.storyboards.sorted() else { return nil }
            let storyboards = names.compactMap { catalog.storyboards[$0] }
            guard storyboards.count == names.count, !storyboards.contains(where: { $0.sceneIdentifiers.contains(identifier.value) }) else { return nil }
            let asked = names.count == 1
                ? "storyboard \(UserText.quoted(names[0])), which makes \(UserText.quoted(className)), has"
                : "no storyboard that makes \(UserText.quoted(className)) (\(names.map(UserText.quoted).joined(separator: ", "))) has"
            return Failure(
                lookup: lookup,
                message: "\(asked) no scene with identifier \(UserText.quoted(identifier.value)), so instantiating it raises an exception",
                notes: zip(names, storyboards).map { context.note("storyboard \(UserText.quoted($0.0)) is read here", at: $0.1.start) },
                subject: "storyboard:\(className)/\(identifier.value)", listKey: "class:\(className)",
                candidates: { storyboards.flatMap(\.sceneIdentifiers).sorted() })
        case .segue(ofClass: let className):
            guard let scenes = catalog.classes[className], !scenes.segueIdentifiers.contains(identifier.value) else { return nil }
            return Failure(
                lookup: lookup,
                message: "no storyboard scene of \(UserText.quoted(className)) has a segue with identifier \(UserText.quoted(identifier.value)), so performing it raises an exception",
                notes: [], subject: "segue:\(className)/\(identifier.value)", listKey: "segue:\(className)",
                candidates: { scenes.segueIdentifiers.sorted() })
        }
    }
}
