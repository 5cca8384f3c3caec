/// A place in the app's code that asks a storyboard for a scene or a segue by its identifier:
/// `instantiateViewController(withIdentifier:)` or `performSegue(withIdentifier:sender:)`. UIKit
/// raises an exception when the storyboard has none by that name, so where the storyboard is
/// known and read, a missing identifier is a crash waiting (`unknown-storyboard-identifier`).
public struct StoryboardLookup: Sendable {
    /// Which storyboard is asked for a scene.
    public enum Storyboard: Sendable {
        /// `UIStoryboard(name: "Main", bundle: nil)`, at the name.
        case named(Located<String>)
        /// The one that made the view controller asking (`storyboard`, `self.storyboard`): a
        /// storyboard holding a scene of `className`.
        case own(className: String)
    }

    /// What is asked for.
    public enum Asked: Sendable {
        /// `instantiateViewController(withIdentifier:)`: a scene's `storyboardIdentifier`.
        case scene(in: Storyboard)
        /// `performSegue(withIdentifier:sender:)` on the view controller itself: a segue of one
        /// of the scenes of its class.
        case segue(ofClass: String)
    }

    public var asked: Asked
    public var identifier: Located<String>

    public init(_ asked: Asked, identifier: Located<String>) {
        self.asked = asked
        self.identifier = identifier
    }

    /// The class whose own scenes answer, when the lookup goes to the storyboard that made it
    /// rather than to one it names.
    public var askingClass: String? {
        switch asked {
        case .scene(in: .own(let className)), .segue(ofClass: let className): className
        case .scene(in: .named): nil
        }
    }
}

/// What the storyboards read define that code can ask for by identifier (see `StoryboardLookup`).
public struct StoryboardCatalog: Sendable {
    /// Per storyboard name (`Main` for `Main.storyboard`, its localised copies and device
    /// variants alike): where the first file of that name starts, and its scenes' identifiers.
    public var storyboards: [String: (start: SourceRange, sceneIdentifiers: Set<String>)] = [:]
    /// Per class a scene names (`customClass`): the storyboards holding such a scene, and the
    /// identifiers of the segues those scenes start (from the controller, its controls or its
    /// gesture recognizers: all that `performSegue` can perform).
    public var classes: [String: (storyboards: Set<String>, segueIdentifiers: Set<String>)] = [:]
    /// The Swift function names the storyboards' actions may call (`connectsAction(named:)`).
    var connectedActionNames: Set<String> = []

    public init() {}
}
