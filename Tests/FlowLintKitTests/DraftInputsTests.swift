import Testing
@testable import FlowLintKit

/// The one answer to whether closing a screen loses a draft: text of any length or a form, not
/// a short prompt.
@Suite struct DraftInputsTests {
    private static func inputs(lines: Int = 0, repeated: Bool = false, multiline: Bool = false, choices: Int = 0, switches: Int = 0,
                               picksFromList: Bool = false) -> DraftInputs {
        var inputs = DraftInputs()
        for _ in 0 ..< lines { inputs.addLine(repeated: false) }
        if repeated { inputs.addLine(repeated: true) }
        inputs.multiline = multiline
        inputs.choices = choices
        inputs.switches = switches
        inputs.picksFromList = picksFromList
        return inputs
    }

    @Test(arguments: [
        ("a file's new name", inputs(lines: 1), false),
        ("a muted word and whether it is on", inputs(lines: 1, switches: 2), false),
        ("an option's key and value", inputs(lines: 2), false),
        ("a preset's name and its base layout", inputs(lines: 1, choices: 1), false),
        ("pickers without a line", inputs(choices: 3), false),
        ("a title, a date and a list", inputs(lines: 1, choices: 2), true),
        ("a server's name, address and user", inputs(lines: 3), true),
        ("a field in each row of a list", inputs(repeated: true), true),
        ("a feed's title and the contacts picked for it", inputs(lines: 1, picksFromList: true), true),
        ("contacts picked without a line", inputs(picksFromList: true), false),
        ("a description of any length", inputs(multiline: true), true),
    ])
    func draftsAreTextOfAnyLengthOrAForm(what: String, inputs: DraftInputs, holdsDraft: Bool) {
        #expect(inputs.holdsDraft == holdsDraft, "\(what)")
    }

    /// Inputs of two branches of one `if` or `switch` are never on screen together: a height in
    /// feet and inches or a typed number, with a date, is one value, no form.
    @Test func branchesShownOneAtATimeCountApart() {
        let date = Self.inputs(choices: 1)
        #expect(!DraftInputs.combining(date, choices: [[Self.inputs(choices: 2), Self.inputs(lines: 1)]]).holdsDraft)
        // Added up, the same inputs would be a form.
        var together = date
        together.add(Self.inputs(choices: 2))
        together.add(Self.inputs(lines: 1))
        #expect(together.holdsDraft)
        // A branch holding the most inputs but no line gives way to one with a line, where that
        // makes a form with the rest.
        #expect(DraftInputs.combining(Self.inputs(choices: 2), choices: [[Self.inputs(choices: 3), Self.inputs(lines: 1)]]).holdsDraft)
        // Text of any length in any branch is a draft; so are two choices' branches together.
        #expect(DraftInputs.combining(DraftInputs(), choices: [[Self.inputs(choices: 1), Self.inputs(multiline: true)]]).holdsDraft)
        #expect(DraftInputs.combining(date, choices: [[Self.inputs(lines: 1), DraftInputs()], [Self.inputs(choices: 1), Self.inputs(choices: 2)]]).holdsDraft)
    }
}
