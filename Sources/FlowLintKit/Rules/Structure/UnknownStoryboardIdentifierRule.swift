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

    func check(_ context: RuleContext) {
        guard let catalog = context.flow.storyboardCatalog else { return }
        for lookup in context.flow.storyboardLookups {
            let identifier = lookup.identifier
            switch lookup.asked {
            case .scene(in: .named(let name)):
                guard let storyboard = catalog.storyboards[name.value], !storyboard.sceneIdentifiers.contains(identifier.value) else { continue }
                context.report(
                    "storyboard \(UserText.quoted(name.value)) has no scene with identifier \(UserText.quoted(identifier.value)), so instantiating it raises an exception"
                        + Suggestions.clause(for: identifier.value, in: storyboard.sceneIdentifiers.sorted()),
                    at: identifier.range, notes: [context.note("storyboard \(UserText.quoted(name.value)) is read here", at: storyboard.start)],
                    subject: "storyboard:\(name.value)/\(identifier.value)")
            case .scene(in: .own(let className)):
                // Every storyboard that makes the class must be read: any one of them may be asked.
                guard let names = catalog.classes[className]?.storyboards.sorted() else { continue }
                let storyboards = names.compactMap { catalog.storyboards[$0] }
                guard storyboards.count == names.count, !storyboards.contains(where: { $0.sceneIdentifiers.contains(identifier.value) }) else { continue }
                let asked = names.count == 1
                    ? "storyboard \(UserText.quoted(names[0])), which makes \(UserText.quoted(className)), has"
                    : "no storyboard that makes \(UserText.quoted(className)) (\(names.map(UserText.quoted).joined(separator: ", "))) has"
                context.report(
                    "\(asked) no scene with identifier \(UserText.quoted(identifier.value)), so instantiating it raises an exception"
                        + Suggestions.clause(for: identifier.value, in: storyboards.flatMap(\.sceneIdentifiers).sorted()),
                    at: identifier.range,
                    notes: zip(names, storyboards).map { context.note("storyboard \(UserText.quoted($0.0)) is read here", at: $0.1.start) },
                    subject: "storyboard:\(className)/\(identifier.value)")
            case .segue(ofClass: let className):
                guard let scenes = catalog.classes[className], !scenes.segueIdentifiers.contains(identifier.value) else { continue }
                context.report(
                    "no storyboard scene of \(UserText.quoted(className)) has a segue with identifier \(UserText.quoted(identifier.value)), so performing it raises an exception"
                        + Suggestions.clause(for: identifier.value, in: scenes.segueIdentifiers.sorted()),
                    at: identifier.range, subject: "segue:\(className)/\(identifier.value)")
            }
        }
    }
}
