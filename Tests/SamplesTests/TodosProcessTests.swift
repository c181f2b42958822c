import Foundation
import Testing

/// The built `todos` executable.
private func todosExecutable() throws -> URL {
    try sampleExecutable(named: "todos", overriddenBy: "TODOS_EXECUTABLE")
}

/// Runs `todos` with arguments and standard input, in a directory.
private func runTodos(
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
private func makeDirectory() throws -> URL {
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

/// A pseudo-terminal: the child gets the terminal side as its standard input and output; the
/// test types into, and reads the screen from, the other side.
private final class PseudoTerminal: @unchecked Sendable {
    // `output` is guarded by `lock`; the descriptors are set once in `init` and never change.
    let controller: Int32
    let terminal: FileHandle
    private let lock = NSLock()
    private var output = Data()

    init() throws {
        var opened: Int32 = -1
        var descriptor: Int32 = -1
        guard openpty(&opened, &descriptor, nil, nil, nil) == 0 else {
            throw CocoaError(.fileReadUnknown)
        }
        let controller = opened
        self.controller = controller
        terminal = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        Thread { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes {
                    read(controller, $0.baseAddress, $0.count)
                }
                guard count > 0, let self else { return }
                self.lock.withLock { self.output.append(contentsOf: buffer[..<count]) }
            }
        }.start()
    }

    deinit { close(controller) }

    /// Everything the child wrote since the last screen clear.
    var screen: String {
        let text = lock.withLock { String(decoding: output, as: UTF8.self) }
        return text.components(separatedBy: "\u{1B}[2J").last ?? ""
    }

    /// Everything the child wrote.
    var transcript: String { lock.withLock { String(decoding: output, as: UTF8.self) } }

    func type(_ keys: String) {
        _ = keys.utf8CString.withUnsafeBufferPointer {
            write(controller, $0.baseAddress, $0.count - 1)
        }
    }

    /// Waits until the current screen contains some text; fails after ten seconds.
    func waitForScreen(containing text: String) throws {
        let deadline = Date().addingTimeInterval(10)
        while !screen.contains(text) {
            guard Date() < deadline else {
                throw ScreenTimeout(expected: text, screen: screen)
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    /// Whether the terminal is back in its usual line-by-line, echoing mode.
    var isInLineMode: Bool {
        var settings = termios()
        tcgetattr(terminal.fileDescriptor, &settings)
        return settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
    }
}

private struct ScreenTimeout: Error, CustomStringConvertible {
    var expected: String
    var screen: String
    var description: String { "the screen never showed \(expected.debugDescription):\n\(screen)" }
}

@Suite struct TodosProcessTests {
    @Test func theInteractiveModeAddsAndTogglesWithKeysThenRestoresTheTerminal() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let terminal = try PseudoTerminal()
        #expect(terminal.isInLineMode)
        let process = Process()
        process.executableURL = try todosExecutable()
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "TODOS_FILE" }
        process.standardInput = terminal.terminal
        process.standardOutput = terminal.terminal
        process.standardError = Pipe()
        try process.run()

        try terminal.waitForScreen(containing: "No todos.")
        #expect(terminal.screen.contains("a add"))
        #expect(terminal.screen.contains("q quit"))
        #expect(!terminal.isInLineMode)
        terminal.type("a")
        try terminal.waitForScreen(containing: "enter add")
        terminal.type("Milk")
        try terminal.waitForScreen(containing: "New todo: Milk")
        terminal.type("\r")
        try terminal.waitForScreen(containing: "#1 [ ] Milk")
        terminal.type("\u{1B}")
        try terminal.waitForScreen(containing: "space toggle")
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
}
