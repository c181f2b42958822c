import Foundation
import Testing

/// The built `todos` executable.
func todosExecutable() throws -> URL {
    try sampleExecutable(named: "todos", overriddenBy: "TODOS_EXECUTABLE")
}

/// Runs `todos` with arguments and standard input, in a directory.
func runTodos(
    _ arguments: [String],
    input: String,
    in directory: URL,
    environment: [String: String] = [:]
) throws -> SampleRun {
    try runSample(todosExecutable(), arguments: arguments, input: input) { process in
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment
            .filter { $0.key != "TODOS_FILE" }
            .merging(environment) { $1 }
    }
}

/// A fresh directory for one test.
func makeDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("TodosProcessTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

private struct SavedFile: Decodable, Equatable {
    struct Todo: Decodable, Equatable {
        var id: Int
        var title: String
        var isCompleted: Bool
    }
    var version: Int
    var nextID: Int
    var todos: [Todo]
}

@Suite struct TodosProcessTests {
    @Test func theInteractiveModeAddsAndTogglesWithKeysThenRestoresTheTerminal() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let terminal = try PseudoTerminal()
        #expect(terminal.isInLineMode)
        let process = try terminal.run(todosExecutable()) { process in
            process.currentDirectoryURL = directory
            process.environment = ProcessInfo.processInfo.environment.filter {
                $0.key != "TODOS_FILE"
            }
        }

        try terminal.waitForScreen(containing: "No todos.")
        #expect(terminal.screen.contains("a/n add"))
        #expect(terminal.screen.contains("q quit"))
        #expect(!terminal.isInLineMode)
        terminal.type("a")
        try terminal.waitForScreen(containing: "enter add it")
        terminal.type("Milk")
        try terminal.waitForScreen(containing: "New todo: Milk")
        terminal.type("\r")
        try terminal.waitForScreen(containing: "#1 [ ] Milk")
        terminal.type("\u{1B}")
        try terminal.waitForScreen(containing: "space/x/enter toggle")
        terminal.type(" ")
        try terminal.waitForScreen(containing: "> #1 [x] Milk")
        terminal.type("q")
        process.waitUntilExit()

        #expect(process.terminationStatus == 0)
        #expect(terminal.isInLineMode)
        try terminal.waitForScreen(containing: "1 todo, 0 active, saved to ./todos.json.")
        let data = try Data(contentsOf: directory.appendingPathComponent("todos.json"))
        let saved = try JSONDecoder().decode(SavedFile.self, from: data)
        #expect(saved.todos == [.init(id: 1, title: "Milk", isCompleted: true)])
    }

    @Test func aScriptRunsEndToEndAndSavesTheFile() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = """
            add Buy milk
            add Eggs
            toggle 1
            edit 2 Free-range eggs
            frobnicate
            toggle 7
            filter active
            list

            """
        let run = try runTodos([], input: script, in: directory)
        // Saved, but two lines were rejected: exit status 3, so a `set -e` script notices.
        #expect(run.status == 3)
        #expect(
            run.output == """
                Added #1 [ ] Buy milk
                Added #2 [ ] Eggs
                Completed #1 [x] Buy milk
                Edited #2 [ ] Free-range eggs
                Filter: active (1 shown)
                #2 [ ] Free-range eggs

                """)
        #expect(run.errors.contains("line 5: unknown command \"frobnicate\""))
        #expect(run.errors.contains("line 6: no todo #7"))

        let data = try Data(contentsOf: directory.appendingPathComponent("todos.json"))
        let saved = try JSONDecoder().decode(SavedFile.self, from: data)
        #expect(
            saved
                == SavedFile(
                    version: 1, nextID: 3,
                    todos: [
                        .init(id: 1, title: "Buy milk", isCompleted: true),
                        .init(id: 2, title: "Free-range eggs", isCompleted: false),
                    ]))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["todos.json"])

        let next = try runTodos([], input: "delete 1\nlist\n", in: directory)
        #expect(next.output == "Deleted #1 [x] Buy milk\n#2 [ ] Free-range eggs\n")
    }

    @Test func theFileComesFromTheFlagOrTheEnvironmentVariable() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try runTodos(["--file", "flag.json"], input: "add A\n", in: directory)
        _ = try runTodos(
            [], input: "add B\n", in: directory, environment: ["TODOS_FILE": "env.json"])
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["env.json", "flag.json"])
    }

    @Test func aCorruptFileStopsTheAppWithAMessageAndIsLeftAsItWas() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("todos.json")
        let garbage = Data("{\"todos\": [".utf8)
        try garbage.write(to: file)
        let run = try runTodos([], input: "add Milk\n", in: directory)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errors.contains("todos.json is not a valid todo file"))
        #expect(try Data(contentsOf: file) == garbage)
    }

    @Test func theLogOptionLogsEveryActionAndState() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTodos(["--log"], input: "add Milk\n", in: directory)
        #expect(run.status == 0)
        #expect(run.errors.contains("[log] action: setNewTodoTitle(\"Milk\")"))
        #expect(run.errors.contains("[log] action: addTodo"))
        #expect(run.errors.contains("[log] state: "))
        #expect(run.errors.contains("#1 [ ] \"Milk\""))
    }

    @Test func badOptionsPrintTheUsage() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTodos(["--bogus"], input: "", in: directory)
        #expect(run.status == 2)
        #expect(run.errors.contains("unknown option \"--bogus\""))
        #expect(run.errors.contains("Usage: todos"))
    }

    @Test func undoingAnAddHandsItsIDOutAgain() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTodos([], input: "add A\nundo\nadd B\nlist\n", in: directory)
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("Added #1 [ ] B\n#1 [ ] B\n"))
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalWithinTheSaveDelaySavesTheChangeFirst(signal: Int32) throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let todos = try RunningSample(todosExecutable()) { process in
            process.currentDirectoryURL = directory
            process.environment = ProcessInfo.processInfo.environment.filter {
                $0.key != "TODOS_FILE"
            }
        }
        todos.send("add Milk")
        // The answer arrives while the input is still open: it is not held in a buffer.
        try todos.waitForOutput(containing: "Added #1 [ ] Milk")
        // Within the save delay: nothing is saved yet.
        kill(todos.process.processIdentifier, signal)
        #expect(waitForExit(todos.process))
        #expect(todos.process.terminationReason == .exit)
        #expect(todos.process.terminationStatus == 128 + signal)
        let data = try Data(contentsOf: directory.appendingPathComponent("todos.json"))
        let saved = try JSONDecoder().decode(SavedFile.self, from: data)
        #expect(saved.todos == [.init(id: 1, title: "Milk", isCompleted: false)])
    }

    #if os(Linux)
    @Test func aSignalWhileALargeFileLoadsIsNotSwallowed() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A file that takes a while to load, with standard input left open: a todos that
        // swallowed the signal would wait for input for ever once loaded.
        let file = directory.appendingPathComponent("todos.json")
        let count = 100_000
        let todos = (1...count).map { #"{"id":\#($0),"isCompleted":false,"title":"Todo \#($0)"}"# }
        let written = Data(
            (#"{"version":1,"nextID":\#(count + 1),"todos":["#
                + todos.joined(separator: ",") + "]}").utf8)
        try written.write(to: file)
        // Told when the load reads the file (inotify), so the signal comes while it loads.
        let watch = inotify_init1(Int32(IN_CLOEXEC))
        try #require(watch >= 0)
        defer { close(watch) }
        try #require(inotify_add_watch(watch, file.path, UInt32(IN_ACCESS)) >= 0)
        let app = try RunningSample(todosExecutable()) { process in
            process.currentDirectoryURL = directory
            process.environment = ProcessInfo.processInfo.environment.filter {
                $0.key != "TODOS_FILE"
            }
        }
        var event = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
        try #require(poll(&event, 1, Int32(sampleHangLimit * 1_000)) == 1)

        kill(app.process.processIdentifier, SIGTERM)

        #expect(waitForExit(app.process))
        #expect(app.process.terminationReason == .exit)
        #expect(app.process.terminationStatus == 128 + SIGTERM)
        // Nothing was changed: nothing was written.
        #expect(try Data(contentsOf: file) == written)
    }
    #endif

    @Test(arguments: ["named pipe", "link to /dev/zero"])
    func aNamedPipeOrADeviceAtTheFilePathIsRefusedAtOnceNamingWhatItIs(kind: String) throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("todos.json").path
        // A pipe would block the load until a writer came; /dev/zero never ends.
        if kind == "named pipe" {
            try #require(mkfifo(path, 0o644) == 0)
        } else {
            try #require(symlink("/dev/zero", path) == 0)
        }
        let run = try runTodos([], input: "add Milk\n", in: directory)
        #expect(run.status == 1)
        let what = kind == "named pipe" ? "a named pipe (FIFO)" : "a character device"
        #expect(run.errors.contains("Cannot read ./todos.json: it is \(what), not a file."))
        var info = stat()
        #expect(lstat(path, &info) == 0)
        #expect(info.st_mode & S_IFMT == (kind == "named pipe" ? S_IFIFO : S_IFLNK))
    }

    @Test func aDirectoryAtTheFilePathIsReportedClearly() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("todos.json"), withIntermediateDirectories: false)
        let run = try runTodos([], input: "list\n", in: directory)
        #expect(run.status == 1)
        #expect(run.errors.contains("Cannot read ./todos.json: it is a directory, not a file."))
        #expect(!run.errors.contains("NSCocoaErrorDomain"))
    }

    @Test func aFileThatIsNotAJSONObjectIsReportedClearly() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("[]".utf8).write(to: directory.appendingPathComponent("todos.json"))
        let run = try runTodos([], input: "list\n", in: directory)
        #expect(run.status == 1)
        #expect(run.errors.contains("it is not a JSON object but an array"))
        #expect(!run.errors.contains(#"field """#))
    }

    @Test func titlesWithControlCharactersAreRejectedAndNothingIsStored() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTodos(
            [], input: "add Mi\u{0}lk\nadd Eggs\tfresh\nedit 1 E\u{1B}[2J\nlist\n", in: directory)
        #expect(run.status == 3)
        #expect(run.output == "Added #1 [ ] Eggs fresh\n#1 [ ] Eggs fresh\n")
        #expect(
            run.errors == """
                line 1: a title cannot contain control characters; found \\u{0}
                line 3: a title cannot contain control characters; found \\u{1B}

                """)
        let data = try Data(contentsOf: directory.appendingPathComponent("todos.json"))
        #expect(!data.contains(0))
        let saved = try JSONDecoder().decode(SavedFile.self, from: data)
        #expect(saved.todos == [.init(id: 1, title: "Eggs fresh", isCompleted: false)])
    }

    @Test func fieldsTheSampleDoesNotKnowSurviveASave() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("todos.json")
        let written = #"""
            {"version": 1, "nextID": 2, "syncedAt": "2026-11-20T10:00:00Z",
             "todos": [{"id": 1, "title": "Milk", "isCompleted": false, "due": "2026-12-01"}]}
            """#
        try Data(written.utf8).write(to: file)
        let run = try runTodos([], input: "toggle 1\n", in: directory)
        #expect(run.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        #expect(object["syncedAt"] as? String == "2026-11-20T10:00:00Z")
        let todos = try #require(object["todos"] as? [[String: Any]])
        #expect(todos.first?["due"] as? String == "2026-12-01")
        #expect(todos.first?["isCompleted"] as? Bool == true)
    }
}

/// `--record` and `--replay`: a session written as a journal, then looked through.
@Suite struct TodosSessionProcessTests {
    @Test func aRecordedSessionReplaysStepByStepWithEachStepsActionAndList() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let recorded = try runTodos(
            ["--record", "session.json"], input: "add Milk\nadd Eggs\ntoggle 1\n", in: directory)
        #expect(recorded.status == 0)
        let replayed = try runTodos(["--replay", "session.json"], input: "", in: directory)
        #expect(replayed.status == 0)
        let lines = replayed.output.split(separator: "\n").map(String.init)
        // The session starts from the list as loaded: the bytes read are not in the journal.
        #expect(lines.first == "History: step 0 of 7 — the start")
        #expect(!lines.contains { $0.contains("file read") })
        #expect(lines.contains("History: step 4 of 7 — add (you)"))
        #expect(lines.contains("  2 todos, 2 active: #1 [ ] Milk, #2 [ ] Eggs"))
        #expect(lines.contains("History: step 5 of 7 — toggle #1 (you)"))
        #expect(lines.last == "  2 todos, 1 active: #1 [x] Milk, #2 [ ] Eggs")
        // Looking through a session saves nothing.
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["session.json", "todos.json"])
    }

    @Test func theJournalDoesNotKeepTheBytesItRead() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try runTodos([], input: "add Milk\nadd Eggs\n", in: directory).status == 0)
        let recorded = try runTodos(
            ["--record", "session.json"], input: "toggle 1\n", in: directory)
        #expect(recorded.status == 0)
        let data = try Data(contentsOf: directory.appendingPathComponent("session.json"))
        let journal = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(journal["entries"] as? [[String: Any]])
        // The action that brings the file's bytes is not recorded: the session starts from the
        // list they decoded to, its first state.
        let actions = try JSONSerialization.data(withJSONObject: entries.map { $0["action"]! })
        #expect(!String(decoding: actions, as: UTF8.self).contains("didRead"))
        let checkpoints = try #require(journal["checkpoints"] as? [[String: Any]])
        let start = try JSONSerialization.data(withJSONObject: checkpoints[0]["state"]!)
        #expect(String(decoding: start, as: UTF8.self).contains("Eggs"))
    }

    @Test func aSessionLongerThanTheRecordingKeepsSaysWhereItsJournalStarts() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The add's two actions, then 10,100 toggles: more than the 10,000 actions --record
        // keeps.
        let toggles = String(repeating: "toggle 1\n", count: 10_100)
        let recorded = try runTodos(
            ["--record", "session.json"], input: "add Milk\n" + toggles, in: directory)
        #expect(recorded.status == 0)
        let data = try Data(contentsOf: directory.appendingPathComponent("session.json"))
        let journal = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let startStep = try #require(journal["startStep"] as? Int)
        let kept = try #require(journal["entries"] as? [Any]).count
        #expect(startStep > 0)
        #expect(kept <= 10_000)
        #expect(
            recorded.errors
                == "todos: session.json keeps the last \(kept) of the session's "
                + "\(startStep + kept) actions, from step \(startStep): --record keeps at most "
                + "10000\n")
        // A session the recording holds whole says nothing.
        let short = try runTodos(["--record", "short.json"], input: "toggle 1\n", in: directory)
        #expect(short.status == 0)
        #expect(short.errors == "")
    }

    @Test func aSessionWhoseCheckpointWasEditedIsRefusedNamingTheStep() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Step 100 is the second checkpoint (--record records the state every 100 steps): its
        // state is rebuilt from the step's recorded changes, edited here.
        let toggles = String(repeating: "toggle 1\n", count: 100)
        let recorded = try runTodos(
            ["--record", "session.json"], input: "add Milk\n" + toggles, in: directory)
        #expect(recorded.status == 0)
        let url = directory.appendingPathComponent("session.json")
        var json = try #require(
            try JSONSerialization.jsonObject(with: try Data(contentsOf: url)) as? [String: Any])
        var entries = try #require(json["entries"] as? [[String: Any]])
        let index = try #require(entries.firstIndex { $0["step"] as? Int == 100 })
        let text = String(
            decoding: try JSONSerialization.data(withJSONObject: entries[index]["changes"]!),
            as: UTF8.self)
        let edited = text.replacingOccurrences(of: #""Milk""#, with: #""Edited""#)
        try #require(edited != text)
        entries[index]["changes"] = try JSONSerialization.jsonObject(with: Data(edited.utf8))
        json["entries"] = entries
        try JSONSerialization.data(withJSONObject: json).write(to: url)

        let replayed = try runTodos(["--replay", "session.json"], input: "", in: directory)
        #expect(replayed.status == 1)
        #expect(replayed.output == "")
        #expect(
            replayed.errors.hasPrefix(
                "todos: session.json does not replay as recorded, at step 100, "))
        #expect(replayed.errors.contains(#""Edited" → "Milk""#))
    }

    @Test func aFileThatIsNotASessionIsRefusedWithAReason() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{}".utf8).write(to: directory.appendingPathComponent("session.json"))
        let run = try runTodos(["--replay", "session.json"], input: "", in: directory)
        #expect(run.status == 1)
        #expect(run.errors.contains("session.json is not a todos session"))
        let missing = try runTodos(["--replay", "nowhere.json"], input: "", in: directory)
        #expect(missing.status == 1)
        #expect(missing.errors.contains("there is no session file nowhere.json"))
    }
}
