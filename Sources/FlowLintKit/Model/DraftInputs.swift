/// The inputs of a screen that holds text, as a frontend counts them from its controls: the one
/// answer, for every frontend, to whether closing the screen loses a draft or a prompt's line.
public struct DraftInputs: Sendable {
    /// Single-line text fields (one repeated for each row of a list counts twice: many lines).
    public var lines = 0
    /// A text view, `TextEditor` or vertical `TextField`: text of any length.
    public var multiline = false
    /// Other values the user sets beside the text: pickers, segments, steppers, sliders, dates.
    public var choices = 0
    /// On/off switches beside the text (`Toggle`, `UISwitch`): flipped back in a moment, often
    /// applied as they are flipped; they make no draft of a line.
    public var switches = 0

    public init() {}

    /// Whether closing without saving loses a draft worth a question: text of any length, or a
    /// line typed with more chosen beside it (a name and a configuration, a title and contacts
    /// picked). One line alone (a file's new name, a URL, an amount), with switches or not, is
    /// typed again in a moment: a prompt, which iOS's own prompts cancel without asking.
    public var holdsDraft: Bool {
        multiline || (lines >= 1 && lines + choices >= 2)
    }
}
