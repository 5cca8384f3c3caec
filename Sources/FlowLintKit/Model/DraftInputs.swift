/// The inputs of a screen that holds text, as a frontend counts them from its controls: the one
/// answer, for every frontend, to whether closing the screen loses a draft or a prompt's line.
public struct DraftInputs: Sendable {
    /// Single-line text fields.
    public var lines = 0
    /// A text field repeated for each row of a list (a prototype cell's, a `ForEach`'s): as many
    /// lines as the list has rows, a form in itself.
    public var repeatedLine = false
    /// A text view, `TextEditor` or vertical `TextField`: text of any length.
    public var multiline = false
    /// Other values the user sets beside the text: pickers, segments, steppers, sliders, dates,
    /// and pages the screen opens to pick one on (a link, a sheet).
    public var choices = 0
    /// Rows of a list the user picks several of (contacts for a feed, one tap each): a choice
    /// made row by row, which takes as long to make again as a form does.
    public var picksFromList = false
    /// On/off switches beside the text (`Toggle`, `UISwitch`): flipped back in a moment, often
    /// applied as they are flipped; they make no draft of a line.
    public var switches = 0

    public init() {}

    /// Whether closing without saving loses a draft worth a question: text of any length, or a
    /// form, a line typed with two more inputs beside it (a title, a date and a list picked) or
    /// with rows picked one by one (a feed's title and the contacts in it). A
    /// short prompt is typed again in a moment, and iOS's own prompts cancel it without asking:
    /// one line (a file's new name, a URL, an amount), with switches or not, two lines (an
    /// option's key and value, a server's name and address), a line and one choice (a preset's
    /// name and the layout it starts from).
    public var holdsDraft: Bool {
        multiline || repeatedLine || (lines >= 1 && (picksFromList || lines + choices >= 3))
    }

    /// Counts the inputs of a part shown with the screen (a view of the app's holding a text
    /// editor) as the screen's own.
    public mutating func add(_ part: DraftInputs) {
        lines += part.lines
        repeatedLine = repeatedLine || part.repeatedLine
        multiline = multiline || part.multiline
        picksFromList = picksFromList || part.picksFromList
        choices += part.choices
        switches += part.switches
    }

    /// Counts a single-line text field, one of a list's rows or not.
    public mutating func addLine(repeated: Bool) {
        lines += 1
        if repeated { repeatedLine = true }
    }
}
