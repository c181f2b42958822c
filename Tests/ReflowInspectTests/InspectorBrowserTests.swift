import Foundation
import Reflow
import Testing

@testable import TodosSample

/// The page in a real browser: headless Chromium, driven over the DevTools protocol by
/// `Browser/drive-inspector.py`, on pages generated from sessions the Todos store recorded.
///
/// They run when `REFLOW_BROWSER_TESTS=1`, as `.ci/run` sets in its browser step after installing
/// Chromium; a missing browser is then a failure. Elsewhere they are skipped, and say so: the
/// 10,000-step session takes a minute and about 10 GB to record and encode in a debug build,
/// too much to repeat under the sanitizers' runs of the whole suite.
@MainActor
@Suite(
    .serialized,
    .enabled(
        if: browserTestsRequested,
        "set REFLOW_BROWSER_TESTS=1 to run them (.ci/run does); they need Chromium and 10 GB"))
struct InspectorBrowserTests {
    @Test func thePageShowsEveryStepTheDiffKeysAndSearchAndRunsNoTitle() async throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = directory.appendingPathComponent("session.json")
        try await recordedTodosJournal(userActions: 40, titles: hostileTitles).write(to: journal)
        let last = try entryCount(journal)
        let seen = try drive(journal, ["--step", "5", "--search", "pwned"])

        #expect(seen["ready"] as? Bool == true)
        #expect(seen["count"] as? String == "\(last + 1) steps")
        #expect(seen["sliderMax"] as? Int == last)
        #expect(seen["current"] as? Int == last)
        // Step 5 toggles the first todo: its action, origin, diff and highlighted field.
        #expect(seen["stepTitle"] as? String == "Step 5: .todo(id: 1, action: .toggle)")
        #expect(seen["stepOrigin"] as? String == "Sent by the user.")
        let changes = try #require(seen["changes"] as? [String])
        #expect(changes.count == 3, "\(changes)")
        #expect(changes.contains("file.value.todos[id: 1].isCompleted: false → true"))
        #expect(changes.contains("file.revision: 2 → 3"))
        #expect(changes.contains { $0.hasPrefix("undoStack[1]: added {restore: ") })
        let highlighted = try #require(seen["highlighted"] as? [String])
        #expect(highlighted.contains("isCompleted: true"), "\(highlighted)")
        #expect(highlighted.contains("revision: 3"), "\(highlighted)")
        // Real key presses: down, down, up, End, Home.
        #expect(seen["keys"] as? [Int] == [6, 7, 6, last, 0])
        // Two titles hold "pwned"; each is found, and shows as the characters it is.
        #expect(seen["searchCount"] as? String == "2 of \(last + 1) steps match")
        #expect(
            seen["searchLabels"] as? [String] == [
                #".setNewTodoTitle("</script><script>document.title='pwned'</script>")"#,
                #".setNewTodoTitle("<img src=x onerror=\"document.title='pwned'\">")"#,
            ])
        #expect((seen["afterSearchTitle"] as? String)?.hasPrefix("Step 3: ") == true)
        #expect(seen["afterEscapeCount"] as? String == "\(last + 1) steps")
        // Nothing ran: the title is the page's, no image was made, no script added, no error.
        #expect(seen["title"] as? String == "session.json — Reflow inspector")
        #expect(seen["titleAtEnd"] as? String == "session.json — Reflow inspector")
        #expect(seen["imagesAtEnd"] as? Int == 0)
        #expect(seen["scripts"] as? Int == 2)
        #expect(seen["exceptions"] as? [String] == [])
        #expect(seen["consoleErrors"] as? [String] == [])
    }

    @Test func aDefaultRecordingShowsTheChangeOfEveryStepBetweenCheckpoints() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The Todos sample's own recording, with its defaults (a checkpoint every 100 steps):
        // three todos added, one toggled, one renamed, one deleted and the delete undone.
        let todos = try builtExecutable(named: "todos")
        let process = Process()
        process.executableURL = todos
        process.arguments = ["--file", "todos.json", "--record", "session.json"]
        process.currentDirectoryURL = directory
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = Pipe()
        try process.run()
        input.fileHandleForWriting.write(
            Data(
                """
                add Milk
                add Eggs
                add Bread
                toggle 2
                edit 1 Oat milk
                delete 3
                undo
                filter active

                """.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let journal = directory.appendingPathComponent("session.json")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: journal)) as? [String: Any])
        #expect(object["checkpointInterval"] as? Int == 100)
        let entries = try #require(object["entries"] as? [[String: Any]])
        /// The step of the first action whose JSON holds a word.
        func step(of word: String) throws -> Int {
            let index = try #require(
                entries.firstIndex { entry in
                    let action = try? JSONSerialization.data(withJSONObject: entry["action"] ?? [:])
                    return String(decoding: action ?? Data(), as: UTF8.self).contains(word)
                }, "no \(word) in \(entries)")
            return index + 1
        }
        let toggle = try step(of: "toggle")
        let rename = try step(of: "setTitle")
        let undo = try step(of: "undo")
        let screenshot = directory.appendingPathComponent("inspector.png")
        let seen = try drive(
            journal,
            [
                "--steps", "\(toggle),\(rename),\(undo)", "--screenshot", screenshot.path,
                "--screenshot-step", "\(rename)",
            ])
        let steps = try #require(seen["steps"] as? [String: [String: Any]])
        func shown(_ step: Int) throws -> (title: String, changes: [String], notes: String) {
            let shown = try #require(steps[String(step)])
            return (
                try #require(shown["changesTitle"] as? String),
                try #require(shown["changes"] as? [String]), try #require(shown["notes"] as? String)
            )
        }
        // Each step, none of them a checkpoint, shows its own change, items named by ID.
        for step in [toggle, rename, undo] {
            #expect(step % 100 != 0)
            let (title, changes, notes) = try shown(step)
            #expect(title.hasPrefix("Changes ("), "step \(step): \(title)")
            #expect(!changes.contains { $0.hasPrefix("unknown") }, "step \(step): \(changes)")
            #expect(notes == "", "step \(step): \(notes)")
        }
        let toggled = try shown(toggle).changes
        #expect(
            toggled.contains {
                $0.hasPrefix("file.value.todos[id: ") && $0.hasSuffix("].isCompleted: false → true")
            }, "\(toggled)")
        let renamed = try shown(rename).changes
        #expect(
            renamed.contains {
                $0.hasPrefix("file.value.todos[id: ")
                    && $0.hasSuffix(#"].title: "Milk" → "Oat milk""#)
            }, "\(renamed)")
        let undone = try shown(undo).changes
        #expect(
            undone.contains {
                $0.hasPrefix("file.value.todos[id: ") && $0.contains("]: added {")
                    && $0.contains(#"title: "Bread""#)
            }, "\(undone)")
        #expect(seen["exceptions"] as? [String] == [])
        // The picture of the page the docs show: set REFLOW_INSPECTOR_SCREENSHOT to keep it.
        let bytes = try Data(contentsOf: screenshot)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        if let keep = ProcessInfo.processInfo.environment["REFLOW_INSPECTOR_SCREENSHOT"] {
            try bytes.write(to: URL(fileURLWithPath: keep))
        }
    }

    @Test func aJournalWithoutChangesShowsItsCheckpoints() async throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = directory.appendingPathComponent("session.json")
        // Written by a Reflow that did not record each step's change, with the defaults.
        try withoutChanges(try await recordedTodosJournal(userActions: 10)).write(to: journal)
        let seen = try drive(journal, ["--steps", "0,5"])
        let steps = try #require(seen["steps"] as? [String: [String: Any]])
        let between = try #require(steps["5"])
        #expect(
            between["changes"] as? [String] == ["unknown: the state is recorded every 100 steps"])
        #expect((between["notes"] as? String)?.hasPrefix("No state is recorded at step 5") == true)
        #expect(steps["0"]?["changes"] as? [String] == ["none: the start"])
        #expect(seen["exceptions"] as? [String] == [])
        // With a checkpoint at every step, every step's change, as before.
        try withoutChanges(
            try await recordedTodosJournal(userActions: 10, checkpointInterval: 1)
        ).write(to: journal)
        let every = try drive(journal, ["--steps", "5"])
        let step = try #require((every["steps"] as? [String: [String: Any]])?["5"])
        #expect(
            (step["changes"] as? [String])?.contains(
                "file.value.todos[id: 1].isCompleted: false → true") == true, "\(step)")
        #expect(every["exceptions"] as? [String] == [])
    }

    @Test func aTenThousandStepSessionOpensInTwoSecondsAndMovesInUnderFiftyMilliseconds()
        async throws
    {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = directory.appendingPathComponent("session.json")
        try await recordedTodosJournal(userActions: 10_000).write(to: journal)
        let steps = try entryCount(journal)
        // The default recording keeps at most 10,000 actions, dropping 100 at a time.
        #expect(steps > 9_900 && steps <= 10_000)
        let decoded = try JSONDecoder().decode(
            Journal<AppModel>.self, from: Data(contentsOf: journal))
        let first = decoded.startStep
        let probes = [0, 1, 31, 32, 33, 99, 100, 101, 5_000, steps - 1, steps].map { first + $0 }
        let seen = try drive(
            journal, ["--moves", "40", "--states", probes.map(String.init).joined(separator: ",")])
        // The page holds most states as edits from the one before: each rebuilds exactly, as
        // the app's own update gives it, between checkpoints too.
        let rebuilt = try #require(seen["states"] as? [String: Any])
        let environment = AppEnvironment(
            file: PersistenceStorage(path: "todos.json", read: { nil }, write: { _ in }))
        for step in probes {
            let state = try #require(rebuilt[String(step)] as? NSDictionary, "step \(step)")
            let expected = try JSONSerialization.jsonObject(
                with: JSONEncoder().encode(decoded.state(at: step, environment: environment)))
            #expect(state.isEqual(expected), "step \(step)")
        }
        #expect(seen["count"] as? String == "\(steps + 1) steps")
        let interactive = try #require(seen["interactiveMs"] as? Double)
        let moves = try #require(seen["moveMs"] as? [Double])
        let jumps = try #require(seen["jumpMs"] as? [Double])
        #expect(moves.count == 40)
        #expect(interactive < 2_000)
        #expect(moves.allSatisfy { $0 < 50 }, "\(moves)")
        #expect(jumps.allSatisfy { $0 < 50 }, "\(jumps)")
        #expect(seen["exceptions"] as? [String] == [])
        let sorted = moves.sorted()
        let size =
            try FileManager.default.attributesOfItem(
                atPath: directory.appendingPathComponent("session.html").path)[.size] as? Int ?? 0
        print(
            """
            reflow-inspect, \(steps) steps: page \(size / 1024) KB; interactive \
            \(Int(interactive)) ms (script done at \(Int(seen["readyMs"] as? Double ?? 0)) ms); \
            a move median \(sorted[sorted.count / 2]) ms, max \(sorted.last!) ms; \
            jumps \(jumps) ms; a move through a frame \(seen["frameMoveMs"] ?? "?") ms
            """)
    }

    /// Writes the journal's page and drives it; what the browser saw.
    private func drive(_ journal: URL, _ arguments: [String]) throws -> [String: Any] {
        let page = journal.deletingPathExtension().appendingPathExtension("html")
        let inspected = try inspect([journal.path, "-o", page.path])
        try #require(inspected.status == 0, "\(inspected.errors)")
        let browser = try #require(chromium, "CI requires Chromium: apt-get install chromium")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Browser/drive-inspector.py")
        let python = try #require(
            executable(named: "python3"), "the browser test drives Chromium with python3")
        let run = try run(python, [script.path, browser.path, page.path] + arguments)
        try #require(run.status == 0, "drive-inspector.py failed: \(run.errors)")
        return try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    private func entryCount(_ journal: URL) throws -> Int {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: journal)) as? [String: Any])
        return try #require(object["entries"] as? [Any]).count
    }
}

/// Whether the browser tests run (CI): a missing browser is then a failure.
private let browserTestsRequested =
    ProcessInfo.processInfo.environment["REFLOW_BROWSER_TESTS"] == "1"

/// Chromium: `$CHROMIUM`, or the first of its usual names on `PATH`.
private let chromium: URL? = {
    if let path = ProcessInfo.processInfo.environment["CHROMIUM"] {
        return URL(fileURLWithPath: path)
    }
    return ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(executable(named:))
        .first
}()

/// A program on `PATH`.
private func executable(named name: String) -> URL? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
