import Foundation
import Testing

// The interactive mode of `todos` on a pseudo-terminal, key by key, as a person uses it.

/// Key sequences a terminal sends.
private enum Keys {
    static let left = "\u{1B}[D"
    static let home = "\u{1B}[H"
    static let end = "\u{1B}[F"
    static let escape = "\u{1B}"
    static let enter = "\r"
}

/// `todos` running interactively in a fresh directory, on a terminal of a size.
private struct InteractiveTodos {
    let directory: URL
    let terminal: PseudoTerminal
    let process: Process

    /// Starts `todos` with a file holding these titles (none: no file).
    init(
        titles: [String] = [],
        arguments: [String] = [],
        width: Int = 80,
        height: Int = 24,
        errorsOnTerminal: Bool = false
    ) throws {
        directory = try makeDirectory()
        if !titles.isEmpty {
            let todos = titles.enumerated().map { index, title in
                "{\"id\": \(index + 1), \"title\": \"\(title)\", \"isCompleted\": false}"
            }
            let json =
                "{\"version\": 1, \"nextID\": \(titles.count + 1), \"todos\": ["
                + todos.joined(separator: ", ") + "]}"
            try Data(json.utf8).write(to: directory.appendingPathComponent("todos.json"))
        }
        terminal = try PseudoTerminal(width: width, height: height)
        process = try terminal.run(
            todosExecutable(), arguments: arguments, errorsOnTerminal: errorsOnTerminal
        ) { [directory] process in
            process.currentDirectoryURL = directory
            process.environment = ProcessInfo.processInfo.environment.filter {
                $0.key != "TODOS_FILE"
            }
        }
    }

    /// Quits with `q`, waits for the end, and removes the directory.
    func quit() {
        terminal.type("q")
        #expect(waitForExit(process))
        try? FileManager.default.removeItem(at: directory)
    }
}

@Suite struct TodosTerminalProcessTests {
    @Test func enterOnAnEmptyNewTodoKeepsTypingSoLaterKeysAreNotCommands() throws {
        let app = try InteractiveTodos(titles: ["Milk"])
        defer { app.quit() }
        try app.terminal.waitForScreen(containing: "> #1 [ ] Milk")
        app.terminal.type("a")
        try app.terminal.waitForScreen(containing: "New todo: ▏")
        // Before: Enter left add mode silently, and `d` then deleted the selected todo.
        app.terminal.type(Keys.enter)
        try app.terminal.waitForScreen(containing: "New todo: ▏", "! Type a title first")
        app.terminal.type("d")
        try app.terminal.waitForScreen(containing: "#1 [ ] Milk", "New todo: d▏")
        app.terminal.type(Keys.escape)
        try app.terminal.waitForScreen(containing: "a/n add")
    }

    @Test func theCursorMovesWithLeftHomeAndEndAndTypingInsertsThere() throws {
        let app = try InteractiveTodos()
        defer { app.quit() }
        try app.terminal.waitForScreen(containing: "No todos.")
        app.terminal.type("a")
        try app.terminal.waitForScreen(containing: "New todo: ▏")
        app.terminal.type("Mlk")
        try app.terminal.waitForScreen(containing: "New todo: Mlk▏")
        app.terminal.type(Keys.left + Keys.left + "i")
        try app.terminal.waitForScreen(containing: "New todo: Mi▏lk")
        app.terminal.type(Keys.end + "!" + Keys.home + ">")
        try app.terminal.waitForScreen(containing: "New todo: >▏Milk!")
        app.terminal.type(Keys.enter)
        try app.terminal.waitForScreen(containing: "#1 [ ] >Milk!")
        app.terminal.type(Keys.escape)
    }

    @Test func escapeKeepsTheTypedTextAndSaysSo() throws {
        let app = try InteractiveTodos()
        defer { app.quit() }
        try app.terminal.waitForScreen(containing: "No todos.")
        app.terminal.type("aBread")
        try app.terminal.waitForScreen(containing: "New todo: Bread▏")
        // Before: Escape threw "Bread" away while the hint said "esc done".
        app.terminal.type(Keys.escape)
        try app.terminal.waitForScreen(
            containing: "New todo: Bread", "! The text stays in the field", "a/n add")
        app.terminal.type("a")
        try app.terminal.waitForScreen(containing: "New todo: Bread▏")
        app.terminal.type(Keys.enter)
        try app.terminal.waitForScreen(containing: "#1 [ ] Bread")
        app.terminal.type(Keys.escape)
    }

    @Test func theHelpListsEveryKeyAndKeysThatDoNothingSaySo() throws {
        let app = try InteractiveTodos()
        defer { app.quit() }
        try app.terminal.waitForScreen(
            containing: "No todos.", "space/x/enter toggle", "a/n add", "f/tab filter", "u undo",
            "q quit")
        app.terminal.type("z")
        try app.terminal.waitForScreen(containing: "! \"z\" does nothing here")
        app.terminal.type("u")
        try app.terminal.waitForScreen(containing: "! Nothing to undo.")
    }

    @Test func theHeaderSaysSavedOnlyOnceTheFileExists() throws {
        let app = try InteractiveTodos()
        let fresh = try app.terminal.waitForScreen(
            containing: "Todos — ./todos.json — new list, no file yet", "No todos.", "q quit")
        #expect(!fresh.contains("— saved"))
        defer { try? FileManager.default.removeItem(at: app.directory) }
        app.terminal.type("q")
        #expect(waitForExit(app.process))
        try app.terminal.waitForTranscript(containing: "0 todos, 0 active, nothing to save")
        #expect(try FileManager.default.contentsOfDirectory(atPath: app.directory.path) == [])
    }

    @Test func onAFortyByEightTerminalTheHeaderStaysOnScreen() throws {
        let app = try InteractiveTodos(titles: (1...10).map { "Item \($0)" }, width: 40, height: 8)
        defer { app.quit() }
        let screen = try app.terminal.waitForScreen(containing: "↓")
        // The terminal turns "\n" into "\r\n", which Swift reads as one character.
        let lines = screen.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        #expect(lines.count <= 8)
        #expect(lines.first?.hasPrefix("Todos — ./todos.json") == true)
        for _ in 1...9 { app.terminal.type("j") }
        let bottom = try app.terminal.waitForScreen(containing: "> #10 [ ] Item 10")
        #expect(
            bottom.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count <= 8)
        #expect(bottom.contains("Todos — ./todos.json"))
    }

    @Test func logOnATerminalIsRefusedWithAWayToSeeIt() throws {
        let app = try InteractiveTodos(arguments: ["--log"], errorsOnTerminal: true)
        defer { try? FileManager.default.removeItem(at: app.directory) }
        let ended = waitForExit(app.process)
        #expect(ended)
        #expect(app.process.terminationStatus == 2)
        try app.terminal.waitForTranscript(containing: "todos --log 2>todos.log")
    }

    @Test func aTerminationSignalSavesTheLastChangeAndRestoresTheTerminal() throws {
        let app = try InteractiveTodos()
        defer { try? FileManager.default.removeItem(at: app.directory) }
        try app.terminal.waitForScreen(containing: "No todos.")
        app.terminal.type("aMilk" + Keys.enter)
        try app.terminal.waitForScreen(containing: "#1 [ ] Milk")
        kill(app.process.processIdentifier, SIGTERM)
        #expect(waitForExit(app.process))
        #expect(app.process.terminationReason == .exit)
        #expect(app.process.terminationStatus == 128 + SIGTERM)
        #expect(app.terminal.isInLineMode)
        let data = try Data(contentsOf: app.directory.appendingPathComponent("todos.json"))
        #expect(String(decoding: data, as: UTF8.self).contains("\"title\" : \"Milk\""))
    }
}

/// The history view on a terminal.
@Suite struct TodosHistoryTerminalTests {
    @Test func hShowsTheSessionsPastStatesAndEscapeComesBack() throws {
        let app = try InteractiveTodos(titles: ["Milk"])
        defer { app.quit() }
        try app.terminal.waitForScreen(containing: "> #1 [ ] Milk")
        app.terminal.type(" ")
        try app.terminal.waitForScreen(containing: "> #1 [x] Milk")
        app.terminal.type("h")
        try app.terminal.waitForScreen(containing: "History: step 1 of 1 — toggle #1 (you)")
        app.terminal.type(Keys.left)
        // The session's first step is the list as loaded.
        try app.terminal.waitForScreen(
            containing: "History: step 0 of 1 — the start", "#1 [ ] Milk")
        app.terminal.type(Keys.escape)
        try app.terminal.waitForScreen(containing: "#1 [x] Milk", "h history")
    }
}
