import Foundation
import Reflow

#if canImport(Glibc)
import Glibc
#endif

extension Scenarios {
    /// Scenario 14: the Todos sample's file at scale (its sources are linked into this module,
    /// see `Todos/`). Timed, in turn: the sample's load (the file read, then the app's update
    /// of the bytes read, which decodes and checks them) against a bare `JSONDecoder` decode of
    /// the same bytes into the same types, and its save (the file format's encode, then the
    /// atomic replace) against a bare `JSONEncoder` encode and a plain write. Measured in child
    /// processes: the peak resident memory of the app's whole path (a store that records, as
    /// `todos` does, loads the file, adds a todo and saves), against a process that does
    /// nothing.
    func todoFileAtScale() {
        let scenario = "14 todo file at scale"
        // A full run uses a file of about 50 MB, as the bars say; a quick run one small enough
        // for CI's seconds, large enough that its memory is not the runtime's own.
        let count = quick ? 50_000 : 450_000
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("reflow-bench-todos-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("todos.json").path
        let barePath = directory.appendingPathComponent("bare.json").path
        let bytes = todoFileBytes(count: count)
        guard FileManager.default.createFile(atPath: path, contents: bytes) else {
            report.note("Scenario 14 (todo file) could not write its file in \(directory.path).")
            return
        }
        let size = bytes.count

        let file = AtomicFile(path: path)
        let format = PersistenceFormat<SavedTodos>.todoFile
        let environment = AppEnvironment(file: .file(file))
        // The state to save: the file loaded, and one todo more.
        var loaded = AppModel()
        applyUpdate(&loaded, .file(.didRead(.success(bytes))), environment)
        applyUpdate(&loaded, .setNewTodoTitle("One more"), environment)
        applyUpdate(&loaded, .addTodo, environment)
        guard loaded.status == .ready, loaded.todos.count == count + 1 else {
            report.note("Scenario 14 (todo file): the sample did not load its file.")
            return
        }
        let bare = BareTodoFile(
            version: 1, nextID: loaded.nextID, todos: Array(loaded.todos.elements))
        let saved = loaded.file.value

        // Operations of a second or more: five rounds say what fifteen would.
        let harness = Harness(rounds: 5, roundDuration: self.harness.roundDuration)
        let timings = harness.measureInTurn([
            { iterations in
                for _ in 0..<iterations {
                    let data = try! Data(contentsOf: URL(fileURLWithPath: path))
                    let decoded = try! JSONDecoder().decode(BareTodoFile.self, from: data)
                    withExtendedLifetime(decoded) {}
                }
            },
            { iterations in
                for _ in 0..<iterations {
                    var state = AppModel()
                    let data = try! file.read()
                    applyUpdate(&state, .file(.didRead(.success(data))), environment)
                    precondition(state.status == .ready)
                    withExtendedLifetime(state) {}
                }
            },
            { iterations in
                for _ in 0..<iterations {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                    let data = try! encoder.encode(bare)
                    try! data.write(to: URL(fileURLWithPath: barePath))
                }
            },
            { iterations in
                for _ in 0..<iterations {
                    try! file.replace(with: try format.encode(saved, storedAt: path))
                }
            },
        ])
        let names = [
            "baseline: read + bare JSONDecoder decode",
            "load: read + the app's update of the bytes",
            "baseline: bare JSONEncoder encode + write", "save: the file format's encode + replace",
        ]
        for (name, timing) in zip(names, timings) {
            report.add(Row(scenario: scenario, name: name, size: count, timing: timing))
        }
        report.add(
            Check(
                name: "todo file load ≤ 3× a bare JSONDecoder decode of the same bytes, "
                    + "fastest rounds",
                measured: timings[1].min / timings[0].min, limit: 3, unit: "×",
                gatesQuickRuns: false))
        report.add(
            Check(
                name: "todo file save ≤ 3× a bare JSONEncoder encode + write, fastest rounds",
                measured: timings[3].min / timings[2].min, limit: 3, unit: "×",
                gatesQuickRuns: false))

        // Peak memory, each in a process of its own.
        let megabyte = 1_000_000.0
        guard let idle = TodoFileChild.peakMemory(.idle, path: path),
            let decode = TodoFileChild.peakMemory(.decode, path: path),
            let encode = TodoFileChild.peakMemory(.decodeAndEncode, path: path),
            let app = TodoFileChild.peakMemory(.app, path: path)
        else {
            report.note("Scenario 14 (todo file): peak memory is not measured on this platform.")
            return
        }
        report.note(
            "Todo file of \(format1(Double(size) / megabyte)) MB (\(count) todos): peak resident "
                + "memory of a process that does nothing \(format1(Double(idle) / megabyte)) MB; "
                + "a bare JSONDecoder decode +\(format1(Double(decode - idle) / megabyte)) MB "
                + "over it; the same decode, then a bare JSONEncoder encode "
                + "+\(format1(Double(encode - idle) / megabyte)) MB; the app's load, add and save "
                + "+\(format1(Double(app - idle) / megabyte)) MB.")
        report.add(
            Ratio(
                name: "todo file: bare JSONDecoder decode, peak memory over an idle process / "
                    + "file size",
                value: Double(decode - idle) / Double(size)))
        report.add(
            Ratio(
                name: "todo file: bare JSONDecoder decode, then JSONEncoder encode, peak memory "
                    + "over an idle process / file size",
                value: Double(encode - idle) / Double(size)))
        // A quick run's small file is a few times the runtime's own memory (its threads, the
        // store), which a 50 MB file makes negligible: the bar on the file's size gates full
        // runs, and every run checks that the app's path adds to a bare decode's peak less
        // than the file's size (the bytes read are not kept, nothing is parsed twice).
        report.add(
            Check(
                name: "todo file: load, add a todo and save, peak memory over an idle process "
                    + "≤ 4× the file's size",
                measured: Double(app - idle) / Double(size), limit: 4, unit: "×",
                gatesQuickRuns: false))
        report.add(
            Check(
                name: "todo file: load, add a todo and save, peak memory over a bare "
                    + "JSONDecoder decode's ≤ 1× the file's size",
                measured: Double(app - decode) / Double(size), limit: 1, unit: "×"))
    }

    /// A todo file of `count` todos, as the sample writes it (pretty-printed, sorted keys),
    /// with fields the sample does not know at the top level and in every hundredth todo.
    private func todoFileBytes(count: Int) -> Data {
        var text =
            "{\n  \"nextID\" : \(count + 1),\n  \"owner\" : {\n    \"name\" : \"Ann\"\n  },\n"
        text += "  \"todos\" : [\n"
        text.reserveCapacity(count * 100)
        for id in 1...count {
            text += "    {\n"
            if id % 100 == 0 { text += "      \"due\" : \"2026-12-01\",\n" }
            text += "      \"id\" : \(id),\n      \"isCompleted\" : \(id % 3 == 0),\n"
            text += "      \"title\" : \"Todo number \(id) of the list\"\n"
            text += id == count ? "    }\n" : "    },\n"
        }
        text += "  ],\n  \"version\" : 1\n}\n"
        return Data(text.utf8)
    }

    private func format1(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}

/// The todo file's known fields, decoded and encoded by the synthesized conformances alone:
/// what a bare `JSONDecoder` or `JSONEncoder` does with the same bytes and types.
private struct BareTodoFile: Codable {
    var version: Int
    var nextID: Int
    var todos: [TodoModel]
}

/// The child process that measures the todo file's peak memory: the benchmark runs itself with
/// a hidden argument and reads the child's peak resident memory when it exits.
enum TodoFileChild: String {
    /// Starts and exits: the runtime's own memory.
    case idle
    /// Reads the file and decodes it with a bare `JSONDecoder`.
    case decode
    /// The app's path, as `todos` runs it: a store that records loads the file, a todo is
    /// added, and the list is saved.
    case app
    /// Reads the file, decodes it with a bare `JSONDecoder`, and encodes it back with a bare
    /// `JSONEncoder`.
    case decodeAndEncode

    /// The hidden argument that makes the benchmark a child.
    static let argument = "--todo-file-child"

    /// Runs the child named by the command line, if it names one, and exits.
    @MainActor
    static func runIfAsked() async {
        let arguments = CommandLine.arguments
        guard arguments.count == 5, arguments[1] == argument,
            let child = TodoFileChild(rawValue: arguments[2])
        else { return }
        let path = arguments[3]
        switch child {
        case .idle:
            break
        case .decode:
            let data = try! Data(contentsOf: URL(fileURLWithPath: path))
            let decoded = try! JSONDecoder().decode(BareTodoFile.self, from: data)
            withExtendedLifetime(decoded) {}
        case .decodeAndEncode:
            let data = try! Data(contentsOf: URL(fileURLWithPath: path))
            let decoded = try! JSONDecoder().decode(BareTodoFile.self, from: data)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            withExtendedLifetime(try! encoder.encode(decoded)) {}
        case .app:
            let store = Store(state: AppModel(), environment: .live(path: path))
            await store.loadThenRecord(limit: 10_000)
            store.send(.setNewTodoTitle("One more"))
            store.send(.addTodo)
            await store.flush()
            guard store.state.status == .ready, !store.state.hasUnsavedChanges else { exit(1) }
        }
        guard let peak = peakResidentMemory(),
            FileManager.default.createFile(atPath: arguments[4], contents: Data("\(peak)".utf8))
        else { exit(1) }
        exit(0)
    }

    /// Runs a child on a file and returns its peak resident memory in bytes, or `nil` where
    /// it cannot be measured.
    static func peakMemory(_ child: TodoFileChild, path: String) -> Int? {
        #if os(Linux)
        let peakPath = path + ".peak"
        defer { unlink(peakPath) }
        let arguments = ["/proc/self/exe", argument, child.rawValue, path, peakPath]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/proc/self/exe", nil, nil, &argv, environ) == 0 else {
            return nil
        }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid, status == 0,
            let text = try? String(contentsOfFile: peakPath, encoding: .utf8)
        else { return nil }
        return Int(text)
        #else
        return nil
        #endif
    }

    /// This process's peak resident memory since it started its program, in bytes: `VmHWM` of
    /// `/proc/self/status`. Not `getrusage`'s `ru_maxrss`: Linux carries it across `execve`,
    /// so a child spawned by a large parent starts from the parent's size.
    static func peakResidentMemory() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kibibytes = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" })[1])
        else { return nil }
        return kibibytes * 1024
    }
}
