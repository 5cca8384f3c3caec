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
}
