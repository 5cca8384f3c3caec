/// Storyboards expressed in the flow model, with what had to be assumed on the way.
public struct StoryboardConversion: Sendable {
    public var flow: Flow
    /// A note per fact the storyboard does not state, by the range of the screen, action or
    /// flow it concerns; `flowlint import` writes them as comments.
    public var assumptions: [SourceRange: String]
    /// The classes of the scenes of storyboards read for another platform (tvOS, watchOS,
    /// macOS): code of those classes belongs to that platform's app (`StoryboardCodeJoin`).
    var classesOfOtherPlatforms: Set<String> = []
    /// Scenes only assumed to be the root of a navigation controller that code makes (code loads
    /// them and they push): code read with the storyboards that pushes one shows otherwise
    /// (`StoryboardCodeJoin`).
    var assumedNavigationRoots: Set<String> = []
    /// Scenes only assumed to have no navigation bar, as segues present them bare: code read with
    /// the storyboards whose segue class presents one inside a navigation controller gives it
    /// that controller's bar (`StoryboardCodeJoin`).
    var assumedWithoutBar: Set<String> = []
    /// Scenes merged with their navigation controller whose storyboard identifier is that
    /// controller's, the root having none: code that instantiates it gets the whole stack. Any
    /// other such scene's identifier is its root's, which code gets alone (`StoryboardCodeJoin`).
    var identifiedByTheirNavigation: Set<String> = []
    /// Storyboard references that lead round to themselves, never to a scene: each is a screen
    /// that ends the flow, and an `unknown-target` error the storyboards' reader reports.
    var referenceRings: [(range: SourceRange, message: String)] = []

    /// Reads storyboards that parsed into one flow. Several storyboards are one app: references
    /// between them resolve, and each range names the storyboard it lies in.
    /// `main`: the index in `inputs` of the app's main storyboard, when it is known (`MainStoryboard`).
    static func convert(_ inputs: [StoryboardInput], file: String, main: Int? = nil) -> StoryboardConversion {
        var builder = StoryboardFlowBuilder(inputs: inputs, file: file, main: main)
        return builder.build()
    }
}
