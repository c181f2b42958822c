import Foundation

/// `reflow-inspect`: reads a journal and writes its page, or prints a step or the counts.
struct InspectCommand: Equatable {
    /// What to do with the journal.
    enum Mode: Equatable {
        /// Write the page (the default).
        case page
        /// Print one step (`--step N`).
        case step(Int)
        /// Print the counts (`--summary`).
        case summary
    }

    var journalPath: String
    /// Where the page goes (`-o FILE`); beside the journal, with `.html`, by default.
    var outputPath: String?
    /// A verifying replay's report (`--report FILE`).
    var reportPath: String?
    var mode = Mode.page

    static let usage = """
        Usage: reflow-inspect JOURNAL [-o PAGE] [--report REPORT]
               reflow-inspect JOURNAL --step N [--report REPORT]
               reflow-inspect JOURNAL --summary [--report REPORT]

        Turns a journal a Reflow store recorded (JSON, as JSONEncoder writes a Journal) into one
        self-contained HTML page: the timeline of actions, each step's state and what it changed.

          -o, --output PAGE   where to write the page (default: the journal's name with .html)
          --report REPORT     a verifying replay's report (JSON); its first differing step is marked
          --step N            print step N's action, who sent it, what it changed, and the
                              state after it
          --summary           print the journal's counts
          -h, --help          show this help
        """

    /// Why the command line could not be used.
    struct UsageError: Error {
        var message: String
    }

    /// Reads the command line.
    ///
    /// - Returns: The command, or `nil` for `--help`.
    static func parse(_ arguments: [String]) throws(UsageError) -> InspectCommand? {
        var journalPath: String?
        var outputPath: String?
        var reportPath: String?
        var mode = Mode.page
        var index = 0
        func value(for option: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else {
                throw UsageError(message: "\(option) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help": return nil
            case "-o", "--output": outputPath = try value(for: argument)
            case "--report": reportPath = try value(for: argument)
            case "--step":
                let text = try value(for: argument)
                guard let step = Int(text) else {
                    throw UsageError(message: "--step needs a step number, not \(text)")
                }
                mode = .step(step)
            case "--summary": mode = .summary
            default:
                guard !argument.hasPrefix("-") || argument == "-" else {
                    throw UsageError(message: "unknown option \(argument)")
                }
                guard journalPath == nil else {
                    throw UsageError(message: "one journal at a time (also given: \(argument))")
                }
                journalPath = argument
            }
            index += 1
        }
        guard let journalPath else { throw UsageError(message: "no journal given") }
        if mode != .page, outputPath != nil {
            throw UsageError(message: "-o writes a page; --step and --summary print")
        }
        return InspectCommand(
            journalPath: journalPath, outputPath: outputPath, reportPath: reportPath, mode: mode)
    }

    /// The page's path: `-o`, or the journal's path with `.html` in place of its extension.
    var pagePath: String {
        if let outputPath { return outputPath }
        let url = URL(fileURLWithPath: journalPath)
        return url.deletingPathExtension().appendingPathExtension("html").path
    }

    /// Runs the command line.
    ///
    /// - Returns: The exit status: 0, 1 for a file that cannot be read or used, 2 for a command
    ///   line that cannot be.
    static func main(_ arguments: [String]) -> Int32 {
        let command: InspectCommand
        do throws(UsageError) {
            guard let parsed = try parse(arguments) else {
                print(usage)
                return 0
            }
            command = parsed
        } catch {
            printError("reflow-inspect: \(error.message)\n\n\(usage)")
            return 2
        }
        do throws(JournalFormatError) {
            try command.run()
            return 0
        } catch {
            printError("reflow-inspect: \(error.reason)")
            return 1
        }
    }

    /// Reads the journal and does what the mode says.
    func run() throws(JournalFormatError) {
        let journal: InspectedJournal
        do {
            journal = try InspectedJournal(data: try Self.read(journalPath, what: "journal"))
        } catch {
            throw JournalFormatError("\(journalPath) is not a Reflow journal: \(error.reason)")
        }
        var report: ReplayReport?
        if let reportPath {
            do {
                report = try ReplayReport(
                    data: try Self.read(reportPath, what: "report"), journal: journal)
            } catch {
                throw JournalFormatError(
                    "\(reportPath) is not a replay report for \(journalPath): \(error.reason)")
            }
        }
        switch mode {
        case .page:
            let name = URL(fileURLWithPath: journalPath).lastPathComponent
            let page = try InspectorPage.html(for: journal, name: name, report: report)
            do {
                try Data(page.utf8).write(to: URL(fileURLWithPath: pagePath), options: .atomic)
            } catch {
                throw JournalFormatError("cannot write \(pagePath): \(error.localizedDescription)")
            }
            print(
                "Wrote \(pagePath): \(journal.entries.count) actions, steps \(journal.startStep)…\(journal.endStep)."
            )
        case .step(let step):
            guard (journal.startStep...journal.endStep).contains(step) else {
                throw JournalFormatError(
                    "step \(step) is not in \(journalPath), which holds steps "
                        + "\(journal.startStep)…\(journal.endStep)")
            }
            print(Self.terminalSafe(try TextReport.step(step, of: journal, report: report)))
        case .summary:
            print(Self.terminalSafe(TextReport.summary(of: journal, report: report)))
        }
    }

    /// Reads a regular file.
    private static func read(_ path: String, what: String) throws(JournalFormatError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw JournalFormatError("there is no \(what) file \(path)")
        }
        guard !isDirectory.boolValue else { throw JournalFormatError("\(path) is a directory") }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw JournalFormatError("cannot read \(path): \(error.localizedDescription)")
        }
    }

    /// Text with its control characters (a journal's strings may hold terminal escapes) shown
    /// as `\u{…}`, newlines kept.
    static func terminalSafe(_ text: String) -> String {
        var safe = ""
        safe.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar != "\n", scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                safe += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                safe.unicodeScalars.append(scalar)
            }
        }
        return safe
    }
}

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
