import Foundation
import Testing

/// `reflow-inspect` as a user runs it: on journals the Todos sample recorded, as `todos --record`
/// writes them, and on files that are not journals.
@MainActor
@Suite struct InspectCommandTests {
    @Test func aRecordedSessionBecomesOnePageBesideTheJournal() async throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = directory.appendingPathComponent("session.json")
        try await recordedTodosJournal(userActions: 30).write(to: journal)
        let run = try inspect([journal.path])
        #expect(run.status == 0, "\(run.errors)")
        let page = try String(
            contentsOf: directory.appendingPathComponent("session.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("\"model\":\"AppModel\""))
        // Self-contained: nothing is fetched, and the policy forbids fetching.
        #expect(!page.contains("src=\"http"))
        #expect(!page.contains("href=\""))
        #expect(page.contains("default-src 'none'"))
    }

    @Test func theTodosExecutablesRecordingOpensToo() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let todos = try builtExecutable(named: "todos")
        let process = Process()
        process.executableURL = todos
        process.arguments = ["--file", "todos.json", "--record", "session.json"]
        process.currentDirectoryURL = directory
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = Pipe()
        try process.run()
        input.fileHandleForWriting.write(Data("add Milk\nadd Eggs\ntoggle 1\n".utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let run = try inspect(["session.json", "-o", "page.html"], in: directory)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("page.html"))
        let summary = try inspect(["session.json", "--summary"], in: directory)
        // Recorded from the list as loaded: two adds, a toggle, and the save.
        #expect(summary.output.contains("Journal of AppModel: 7 actions, steps 0…7"))
        #expect(summary.output.contains("  checkpoints: 1, every 100 steps"))
        let step = try inspect(["session.json", "--step", "5"], in: directory)
        #expect(
            step.output.split(separator: "\n").prefix(3) == [
                "Step 5 of 0…7: .todo(id: 1, action: .toggle)", "Action: todo.toggle",
                "Origin: sent by the user.",
            ])
        // Between checkpoints, what the step changed: the journal records it.
        #expect(step.output.contains("\n  file.value.todos[id: 1].isCompleted: false → true\n"))
    }

    @Test func aJournalWithoutChangesShowsItsCheckpoints() async throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func writeWithoutChanges(_ data: Data) throws {
            try withoutChanges(data).write(to: directory.appendingPathComponent("session.json"))
        }
        try writeWithoutChanges(try await recordedTodosJournal(userActions: 10))
        let between = try inspect(["session.json", "--step", "5"], in: directory)
        #expect(between.status == 0, "\(between.errors)")
        #expect(
            between.output.contains(
                "Changes and state: unknown; the journal holds the state every 100"))
        let summary = try inspect(["session.json", "--summary"], in: directory)
        #expect(summary.output.contains("  states shown: the checkpoints' only"))
        #expect(try inspect(["session.json"], in: directory).status == 0)
        // With a checkpoint at every step, every step's change is still shown.
        try writeWithoutChanges(
            try await recordedTodosJournal(userActions: 10, checkpointInterval: 1))
        let every = try inspect(["session.json", "--step", "5"], in: directory)
        #expect(every.output.contains("\n  file.value.todos[id: 1].isCompleted: false → true\n"))
    }

    @Test func changesThatDoNotApplyAreRefusedWithAReason() async throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = try await recordedTodosJournal(userActions: 10)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var entries = try #require(object["entries"] as? [[String: Any]])
        entries[2]["changes"] = [["remove": ["nowhere", "else"]]]
        object["entries"] = entries
        try JSONSerialization.data(withJSONObject: object)
            .write(to: directory.appendingPathComponent("session.json"))
        let run = try inspect(["session.json"], in: directory)
        #expect(run.status == 1)
        #expect(
            run.errors.contains("the changes of step 3 do not apply to its state: no member at "),
            "\(run.errors)")
        entries[2]["changes"] = "all"
        object["entries"] = entries
        try JSONSerialization.data(withJSONObject: object)
            .write(to: directory.appendingPathComponent("session.json"))
        let wrong = try inspect(["session.json", "--step", "1"], in: directory)
        #expect(wrong.status == 1)
        #expect(wrong.errors.contains("the changes of entry 2 are not an array"), "\(wrong.errors)")
    }

    @Test func hostileTitlesAreDataInThePageNeverMarkup() async throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = directory.appendingPathComponent("session.json")
        try await recordedTodosJournal(userActions: 20, titles: hostileTitles).write(to: journal)
        let run = try inspect([journal.path, "-o", directory.appendingPathComponent("p.html").path])
        #expect(run.status == 0, "\(run.errors)")
        let page = try String(
            contentsOf: directory.appendingPathComponent("p.html"), encoding: .utf8)
        // The page's own two script elements end; no title ends one or opens markup.
        #expect(page.components(separatedBy: "</script>").count == 3)
        #expect(!page.contains("<img"))
        #expect(!page.contains("document.title='pwned'</"))
        #expect(page.contains(#"\u003c/script\u003e\u003cscript\u003edocument.title='pwned'"#))
        #expect(page.contains(#"\u003cimg src=x onerror=\"document.title='pwned'\"\u003e"#))
        #expect(page.contains(#"\u2028line\u0026amp;separator"#))
    }

    @Test func aStepsStateIsPrintedAsAnOutlineCutAfterTwoHundredLines() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let numbers = (1...300).map(String.init).joined(separator: ",")
        let journal = """
            {"formatVersion":1,"checkpointInterval":1,"startStep":0,"entries":[],"checkpoints":[\
            {"step":0,"state":{"name":"a","empty":{},"tags":[{"id":"x","on":true},{"id":"y"}],\
            "numbers":[\(numbers)]}}]}
            """
        try Data(journal.utf8).write(to: directory.appendingPathComponent("session.json"))
        let run = try inspect(["session.json", "--step", "0"], in: directory)
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        // The heading, "State:", 200 lines of the state, the count of the rest, and the end.
        #expect(lines.count == 204, "\(lines.count)")
        // Members sorted by name; an array's elements one a line, by index or by ID.
        #expect(
            Array(lines.prefix(6)) == [
                "Step 0 of 0…0: the start of the recording", "State:", "  empty: {}",
                "  name: \"a\"", "  numbers: 300 elements", "    [0] 1",
            ])
        // Three lines before the numbers, so the 200th line is the 197th number.
        #expect(lines[201] == "    [196] 197")
        // Of 306 lines: the other 103 numbers, and the tags' three lines.
        #expect(lines[202] == "  … and 106 more lines; the page shows the whole state")
        #expect(lines[203] == "")
    }

    @Test func thePagesStateSizesAreEachStatesBytesKeptUpToDateEditByEdit() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Every kind of edit: a member set, a splice, a member removed, a member added (with a
        // character of two bytes), an array emptied, the root replaced, a member added again.
        let changes = [
            #"[["s",["b"],"x<y"]]"#, #"[["p",["a"],0,1,[10,20,30]]]"#, #"[["d",["b"]]]"#,
            #"[["s",["c"],{"k":"é"}]]"#, #"[["p",["a"],0,4,[]]]"#, #"[["s",[],{"z":null}]]"#,
            #"[["s",["a"],[true,1.5]]]"#,
        ]
        let entries = changes.enumerated().map { step, edits in
            #"{"step":\#(step + 1),"action":{"go":{}},"changes":\#(edits)}"#
        }
        let journal = """
            {"formatVersion":2,"model":"M","checkpointInterval":1,"startStep":0,\
            "checkpoints":[{"step":0,"state":{"a":[1,2],"b":"x"}}],\
            "entries":[\(entries.joined(separator: ","))]}
            """
        try Data(journal.utf8).write(to: directory.appendingPathComponent("session.json"))
        let run = try inspect(["session.json"], in: directory)
        #expect(run.status == 0, "\(run.errors)")
        let page = try String(
            contentsOf: directory.appendingPathComponent("session.html"), encoding: .utf8)
        // The bytes of each state as the page writes it: keys sorted, `<` escaped
        // (`{"a":[1,2],"b":"x"}` is 19).
        #expect(page.contains(#""sizes":[19,26,33,18,33,23,10,25]"#))
    }

    @Test func aFileThatIsNotAJournalIsRefusedWithAReason() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cases: [(String, String)] = [
            ("{}", "it has no formatVersion"),
            ("[1, 2]", "it is not a JSON object"),
            ("not json", "it is not JSON"),
            (#"{"formatVersion": 3}"#, "format version 3; this inspector reads versions 1 and 2"),
            (String(repeating: "[", count: 100_000), "it is not JSON"),
            (
                #"{"formatVersion":1,"checkpointInterval":1,"startStep":0,"entries":[{"step":5,"action":{}}]}"#,
                "entry 0 is at step 5; expected 1"
            ),
            (
                #"{"formatVersion":1,"checkpointInterval":1,"startStep":9223372036854775807,"entries":[{"step":1,"action":{}}]}"#,
                "startStep"
            ),
            (
                #"{"formatVersion":1,"checkpointInterval":1,"startStep":0,"entries":[],"checkpoints":[{"step":0,"state":{}},{"step":1,"state":{}}]}"#,
                "checkpoint 1 is at step 1"
            ),
        ]
        for (text, reason) in cases {
            try Data(text.utf8).write(to: directory.appendingPathComponent("session.json"))
            let run = try inspect(["session.json"], in: directory)
            #expect(run.status == 1, "\(text)")
            #expect(run.errors.contains("session.json is not a Reflow journal: "), "\(text)")
            #expect(run.errors.contains(reason), "\(run.errors)")
        }
        #expect(
            !FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("session.html").path))
        let missing = try inspect(["nowhere.json"], in: directory)
        #expect(missing.status == 1)
        #expect(missing.errors.contains("there is no journal file nowhere.json"))
        let usage = try inspect(["--step"], in: directory)
        #expect(usage.status == 2)
    }

    @Test func aStepPrintsItsActionItsOriginAndWhatItChanged() async throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await recordedTodosJournal(userActions: 10, titles: ["Milk", "Eggs"])
            .write(to: directory.appendingPathComponent("session.json"))
        // Steps: 1 load, 2 read (an effect), 3 title "Milk", 4 add, 5 toggle #1.
        let toggle = try inspect(["session.json", "--step", "5"], in: directory)
        #expect(toggle.status == 0, "\(toggle.errors)")
        #expect(
            toggle.output.contains(
                """
                Action: todo.toggle
                Origin: sent by the user.
                Changes (
                """))
        #expect(toggle.output.contains("  file.value.todos[id: 1].isCompleted: false → true\n"))
        // And the state after it, keyed items named by ID as the changes name them.
        #expect(
            toggle.output.contains(
                """
                State after step 5:
                  file:
                """))
        #expect(
            toggle.output.contains(
                """
                      todos: 1 element
                        [id: 1] {id: 1, isCompleted: true, title: "Milk"}
                """))
        let read = try inspect(["session.json", "--step", "2"], in: directory)
        #expect(read.output.contains("Origin: fed back by the effect, started at step 1."))
        let start = try inspect(["session.json", "--step", "0"], in: directory)
        #expect(
            start.output.hasPrefix(
                "Step 0 of 0…\(try lastStep(directory)): the start of the recording\nState:\n"))
        #expect(!start.output.contains("Changes"))
        let outside = try inspect(["session.json", "--step", "100000"], in: directory)
        #expect(outside.status == 1)
        #expect(outside.errors.contains("step 100000 is not in session.json"))
    }

    @Test func aTerminalEscapeInAJournalIsPrintedAsTextNotSentToTheTerminal() async throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await recordedTodosJournal(userActions: 2, titles: ["\u{1B}[2Jgone"])
            .write(to: directory.appendingPathComponent("session.json"))
        let run = try inspect(["session.json", "--step", "3"], in: directory)
        #expect(run.output.hasPrefix("Step 3 of 0…"))
        #expect(run.output.contains(#": .setNewTodoTitle("\u{1b}[2Jgone")"#))
        #expect(!run.output.contains("\u{1B}"))
    }

    @Test func theSummaryCountsActionsByOriginAndByName() async throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await recordedTodosJournal(userActions: 20)
            .write(to: directory.appendingPathComponent("session.json"))
        let run = try inspect(["session.json", "--summary"], in: directory)
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        let last = try lastStep(directory)
        #expect(lines.first == "Journal of AppModel: \(last) actions, steps 0…\(last)")
        // The load and 20 of the user's; the read and the saves' results fed back.
        #expect(lines.contains("  sent by the user: 21"))
        #expect(lines.contains("  fed back by effects: \(last - 21)"))
        #expect(lines.contains("  checkpoints: 1, every 100 steps"))
        #expect(lines.contains("  states shown: every step's"))
        #expect(lines.contains { $0.hasPrefix("    setNewTodoTitle ") && $0.hasSuffix(" 4") })
        #expect(lines.contains { $0.hasPrefix("    todo.toggle ") })
    }

    @Test func aReplayReportMarksTheFirstDifferingStep() async throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await recordedTodosJournal(userActions: 10)
            .write(to: directory.appendingPathComponent("session.json"))
        try Data(#"{"formatVersion":1,"firstDifferingStep":5,"message":"a → b"}"#.utf8)
            .write(to: directory.appendingPathComponent("report.json"))
        let step = try inspect(
            ["session.json", "--step", "5", "--report", "report.json"], in: directory)
        #expect(
            step.output.contains(
                "Replay: the first step whose state differs from the recording.\n  a → b\n"))
        let page = try inspect(["session.json", "--report", "report.json"], in: directory)
        #expect(page.status == 0)
        let html = try String(
            contentsOf: directory.appendingPathComponent("session.html"), encoding: .utf8)
        #expect(html.contains(#""report":{"step":5,"message":"a → b"}"#))
        try Data(#"{"formatVersion":1,"firstDifferingStep":99999}"#.utf8)
            .write(to: directory.appendingPathComponent("report.json"))
        let wrong = try inspect(["session.json", "--report", "report.json"], in: directory)
        #expect(wrong.status == 1)
        #expect(wrong.errors.contains("report.json is not a replay report for session.json"))
    }

    /// The last step of the journal in `directory`, as the summary's first line says.
    private func lastStep(_ directory: URL) throws -> Int {
        let data = try Data(contentsOf: directory.appendingPathComponent("session.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["entries"] as? [Any]).count
    }
}
