/// The command-line options of `todos`.
///
/// ```
/// todos [--file PATH | --db PATH] [--log] [--help]
/// ```
///
/// The file is, in order of preference: `--file PATH`, the `TODOS_FILE` environment variable,
/// `./todos.json`. `--db PATH` keeps the list in a SQLite database instead, one row per todo.
struct Options: Equatable, Sendable {
    /// The file the todos are loaded from and saved to.
    var path = "./todos.json"
    /// The SQLite database the todos are kept in instead of the file (`--db`), if any.
    var databasePath: String?
    /// Whether to log every action and state change to standard error.
    var logs = false
    /// Whether to print the usage and exit.
    var showsHelp = false

    /// Where the list is kept, as the screen and messages name it: the database with `--db`,
    /// else the file.
    var storePath: String { databasePath ?? path }
    /// Where to write the session's journal at the end (`--record`), if anywhere.
    var recordPath: String?
    /// The journal of a recorded session to look through instead of editing (`--replay`).
    var replayPath: String?

    /// The usage text.
    static let usage = """
        Usage: todos [--file PATH | --db PATH] [--record JOURNAL] [--log] [--help]
               todos --replay JOURNAL

        A todo list kept in a JSON file. On a terminal it is interactive; otherwise it reads
        one command per line from standard input (type "help" for the commands), for example:
          printf 'add Buy milk\\nlist\\n' | todos

        Options:
          --file PATH   the todo file (default: $TODOS_FILE, else ./todos.json)
          --db PATH     keep the list in a SQLite database instead of the file: a
                        save writes only the todos that changed, so a long list
                        saves as fast as a short one
          --record JOURNAL
                        write the session, from the list as loaded (its last 10,000
                        actions, and the state every 100), to JOURNAL as JSON when it
                        ends; a longer session's journal starts later, and todos says where
          --replay JOURNAL
                        look through a recorded session: on a terminal, step through its
                        states with the arrow keys; otherwise print each step. Nothing is
                        saved. A session whose recorded states the app does not produce
                        (an edited file, another version) is refused, naming the step.
          --log         log every action and state change to standard error (on a
                        terminal, send it to a file: todos --log 2>todos.log)
          --help        show this help

        Exit status: 0 when the list is saved, 1 when the file cannot be read or written,
        2 for bad options (and for --log with standard error on the terminal), 3 when it is
        saved but some script lines were rejected, 4 when it is saved but some output was
        lost (standard output or error closed, full, or read by a program that quit). On SIGINT, SIGTERM or SIGHUP, what is
        unsaved is saved first, and the status is 128 plus the signal number.
        """

    /// Parses the arguments after the program name.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - environment: The process environment, for `TODOS_FILE`.
    /// - Returns: The options.
    /// - Throws: A ``CommandError`` naming the bad argument.
    static func parse(
        _ arguments: [String],
        environment: [String: String]
    ) throws(CommandError) -> Options {
        var options = Options()
        if let path = environment["TODOS_FILE"], !path.isEmpty {
            options.path = path
        }
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--file", "-f":
                guard let path = remaining.popFirst(), !path.isEmpty else {
                    throw CommandError("\(argument) needs a path")
                }
                options.path = path
            case _ where argument.hasPrefix("--file="):
                let path = String(argument.dropFirst("--file=".count))
                guard !path.isEmpty else { throw CommandError("--file needs a path") }
                options.path = path
            case "--db":
                guard let path = remaining.popFirst(), !path.isEmpty else {
                    throw CommandError("--db needs a path")
                }
                options.databasePath = path
            case _ where argument.hasPrefix("--db="):
                let path = String(argument.dropFirst("--db=".count))
                guard !path.isEmpty else { throw CommandError("--db needs a path") }
                options.databasePath = path
            case "--record", "--replay":
                guard let path = remaining.popFirst(), !path.isEmpty else {
                    throw CommandError("\(argument) needs a journal file")
                }
                if argument == "--record" {
                    options.recordPath = path
                } else {
                    options.replayPath = path
                }
            case "--log":
                options.logs = true
            case "--help", "-h":
                options.showsHelp = true
            default:
                throw CommandError("unknown option \"\(argument)\"")
            }
        }
        if options.recordPath != nil && options.replayPath != nil {
            throw CommandError("--record and --replay cannot be used together")
        }
        if options.databasePath != nil && options.replayPath != nil {
            throw CommandError("--db and --replay cannot be used together")
        }
        return options
    }
}
