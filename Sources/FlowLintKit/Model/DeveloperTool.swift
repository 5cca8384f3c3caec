/// Whether a type of the app's is a tool for its developers, named for debugging (`DebugMenuView`,
/// `ListenModeDebugView`, `NetworkDebugViewController`): shown behind a hidden gesture or a flag
/// only the team sets, as code under `#if DEBUG` is only in the team's builds. It is not the flow
/// users get: the Swift reader sets such types aside, and a storyboard scene of such a class is
/// said to be one when it is joined with the code.
public enum DeveloperTool {
    public static func isNamed(_ typeName: String) -> Bool {
        ClosingWords.words(of: typeName).contains("debug")
    }
}
