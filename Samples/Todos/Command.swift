import SampleTerminal

/// One line of the scripted mode: what the user asked for, parsed and checked for form.
///
/// ```
/// add Buy milk
/// toggle 1
/// edit 1 Buy oat milk
/// delete 2
/// filter active
/// list
/// clear-completed
/// undo
/// help
/// ```
///
/// A number is a todo's ID, the number ``Renderer`` shows after `#`; it never changes while the
/// todo exists. Parsing only checks the line's form; ``ScriptedSession`` checks that the todo
/// exists before it sends anything.
enum Command: Equatable, Sendable {
    case add(String)
    case toggle(TodoModel.ID)
    case edit(TodoModel.ID, String)
    case delete(TodoModel.ID)
    case filter(Filter)
    case list
    case clearCompleted
    case undo
    case help

    /// The commands, one line each, as `help` prints them.
    static let helpText = """
        Commands (one per line):
          add TEXT          add a todo
          toggle N          mark todo #N done, or not done again
          edit N TEXT       change the title of todo #N
          delete N          delete todo #N
          filter all|active|completed
                            choose which todos list shows
          list              show the todos the filter lets through
          clear-completed   delete every completed todo
          undo              take back the last change
          help              show this help
        N is the number shown after # in the list; it stays the same while the todo exists.
        Empty lines and lines starting with # are ignored.
        """

    /// Parses one line.
    ///
    /// - Parameter line: The line, without its newline.
    /// - Returns: The command, or `nil` for an empty line or a comment.
    /// - Throws: A ``CommandError`` saying what is wrong and what was expected.
    static func parse(_ line: String) throws(CommandError) -> Command? {
        let trimmed = line.trimmingWhitespace()
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        let name: Substring
        let rest: String
        if let space = trimmed.firstIndex(where: \.isWhitespace) {
            name = trimmed[..<space]
            rest = String(trimmed[space...]).trimmingWhitespace()
        } else {
            name = trimmed[...]
            rest = ""
        }
        switch name {
        case "add":
            guard !rest.isEmpty else { throw CommandError("add needs a title: add Buy milk") }
            return .add(try title(rest))
        case "toggle":
            return .toggle(try number(rest, usage: "toggle N"))
        case "delete":
            return .delete(try number(rest, usage: "delete N"))
        case "edit":
            let parts = rest.split(maxSplits: 1, whereSeparator: \.isWhitespace)
            let title = parts.count == 2 ? String(parts[1]).trimmingWhitespace() : ""
            guard let first = parts.first, !title.isEmpty else {
                throw CommandError("edit needs a number and a new title: edit 1 Buy oat milk")
            }
            return .edit(try number(String(first), usage: "edit N TEXT"), try self.title(title))
        case "filter":
            guard let filter = Filter(rawValue: rest) else {
                throw CommandError(
                    "filter needs one of all, active, completed; got \(quoted(rest))")
            }
            return .filter(filter)
        case "list", "clear-completed", "undo", "help":
            guard rest.isEmpty else {
                throw CommandError("\(name) takes no arguments; got \(quoted(rest))")
            }
            switch name {
            case "list": return .list
            case "clear-completed": return .clearCompleted
            case "undo": return .undo
            default: return .help
            }
        default:
            throw CommandError(
                "unknown command \(quoted(String(name))); type \"help\" for the commands")
        }
    }

    /// A title as typed, or why it cannot be one: control characters (a NUL, an escape) would
    /// be stored invisibly; a tab is allowed and becomes a space.
    private static func title(_ text: String) throws(CommandError) -> String {
        let control = text.unicodeScalars.first { $0.isControlCharacter && $0 != "\t" }
        if let control {
            let shown = String(control).neutralisingControlCharacters
            throw CommandError("a title cannot contain control characters; found \(shown)")
        }
        return text
    }

    private static func number(_ text: String, usage: String) throws(CommandError) -> Int {
        guard let number = Int(text), number > 0 else {
            let got = text.isEmpty ? "nothing" : quoted(text)
            throw CommandError("expected a todo number (\(usage)), got \(got)")
        }
        return number
    }

    private static func quoted(_ text: String) -> String {
        text.isEmpty
            ? "nothing" : "\"\(text.truncatedForMessage().neutralisingControlCharacters)\""
    }
}
