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

    /// The inputs of a screen some of whose inputs show one branch at a time (an `if` or a
    /// `switch`: a height in feet and inches, or a number typed): `common`, on screen in every
    /// state, with one branch of each choice (`choices`, each its branches' inputs), the one that
    /// holds the most. Inputs of two branches of one choice are never on screen together, so
    /// they make no draft together.
    public static func combining(_ common: DraftInputs, choices: [[DraftInputs]]) -> DraftInputs {
        func weight(_ inputs: DraftInputs) -> (Int, Int, Int) {
            (inputs.multiline || inputs.repeatedLine ? 1 : 0, inputs.lines + inputs.choices + (inputs.picksFromList ? 2 : 0), inputs.lines)
        }
        let picked = choices.map { branches in branches.max { weight($0) < weight($1) } ?? DraftInputs() }
        var total = common
        for branch in picked { total.add(branch) }
        guard !total.holdsDraft, total.lines == 0 else { return total }
        // No line in the branches holding the most: a choice's branch with a line, in place of
        // the one picked, may make a form with the rest.
        for (choice, branches) in choices.enumerated() {
            guard let typed = branches.filter({ $0.lines > 0 }).max(by: { weight($0) < weight($1) }) else { continue }
            var other = total
            other.lines += typed.lines - picked[choice].lines
            other.choices += typed.choices - picked[choice].choices
            other.switches += typed.switches - picked[choice].switches
            other.picksFromList = other.picksFromList || typed.picksFromList
            if other.holdsDraft { return other }
        }
        return total
    }
}
