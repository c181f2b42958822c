import Testing

@testable import TodosSample

@Suite struct CommandTests {
    @Test(arguments: [
        ("add Buy milk", Command.add("Buy milk")),
        ("  add   Buy  milk  ", .add("Buy  milk")),
        ("toggle 1", .toggle(1)),
        ("edit 12 Buy oat milk", .edit(12, "Buy oat milk")),
        ("delete 2", .delete(2)),
        ("filter active", .filter(.active)),
        ("filter completed", .filter(.completed)),
        ("list", .list),
        ("clear-completed", .clearCompleted),
        ("undo", .undo),
        ("help", .help),
    ])
    func wellFormedLinesParse(line: String, command: Command) throws {
        #expect(try Command.parse(line) == command)
    }

    @Test(arguments: ["", "   ", "# a comment"])
    func emptyLinesAndCommentsAreSkipped(line: String) throws {
        #expect(try Command.parse(line) == nil)
    }

    @Test(arguments: [
        ("frobnicate", "unknown command \"frobnicate\""),
        ("add", "add needs a title"),
        ("toggle", "expected a todo number (toggle N), got nothing"),
        ("toggle one", "got \"one\""),
        ("delete -3", "got \"-3\""),
        ("edit 1", "edit needs a number and a new title"),
        ("edit x Milk", "expected a todo number (edit N TEXT), got \"x\""),
        ("filter done", "filter needs one of all, active, completed; got \"done\""),
        ("list everything", "list takes no arguments"),
        ("\u{1B}[2J", "unknown command \"\\u{1B}[2J\""),
        (String(repeating: "x", count: 10_000), "(9940 more characters)"),
    ])
    func badLinesAreRejectedWithAClearMessage(line: String, message: String) {
        #expect {
            try Command.parse(line)
        } throws: { error in
            guard let text = (error as? CommandError)?.message else { return false }
            // Short enough to read, and nothing in it the terminal would act on.
            return text.contains(message) && text.count < 200
                && !text.unicodeScalars.contains { $0.value == 0x1B }
        }
    }
}
