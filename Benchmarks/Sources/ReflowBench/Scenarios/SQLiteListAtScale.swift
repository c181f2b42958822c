import Foundation
import Reflow
import ReflowSQLite

#if canImport(Glibc)
import Glibc
#endif

extension Scenarios {
    /// Scenario 15: the Todos sample's list in a SQLite database (`SQLiteStorage`), one row per
    /// todo. Timed at each size: a toggle and its save, as an app runs them (a store's send,
    /// the save its `savingChanges` schedules, the transaction in the save's effect), with each
    /// durability; counted: the bytes the process writes per toggle and save, over thousands
    /// of them (SQLite's log and its copies into the database included). Timed in turn at the
    /// largest size: a store's whole load from the database against its load of the same list
    /// from a JSON file; and the peak memory of each load, in a process of its own.
    func sqliteListAtScale() async {
        let scenario = "15 SQLite list at scale"
        let sizes = quick ? [1_000, 20_000] : [1_000, 100_000, 450_000]
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("reflow-bench-sqlite-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var normalMedians: [Double] = []
        var normalFastest: [Double] = []
        var bytesPerToggle: [Double] = []
        for size in sizes {
            let path = directory.appendingPathComponent("todos-\(size).db").path
            guard await populate(path, count: size) else {
                report.note(
                    "Scenario 15 (SQLite list): the database of \(size) todos was not saved.")
                return
            }
            for durability in [SQLiteDurability.normal, .full] {
                let store = await loadedSQLiteStore(path, durability: durability)
                guard store.state.todos.value.count == size else {
                    report.note("Scenario 15 (SQLite list): the database did not load.")
                    return
                }
                // One of 64 todos spread over the list, in turn, as scenario 2 toggles.
                let ids = (0..<64).map { TodoModel.ID(1 + $0 * (size / 64)) }
                // Warm up: the first save of a connection sets it up.
                for turn in 0..<10 {
                    store.send(.toggle(ids[turn]))
                    await store.waitForEffects()
                }
                let next = Box(10)
                let timing = await harness.measure { iterations in
                    var turn = next.take()
                    for _ in 0..<iterations {
                        store.send(.toggle(ids[turn % 64]))
                        turn += 1
                        await store.waitForEffects()
                    }
                    next.put(turn)
                }
                guard store.state.todos.status == .ready else {
                    report.note(
                        "Scenario 15 (SQLite list): a save failed: \(store.state.todos.status)")
                    return
                }
                let name =
                    durability == .normal
                    ? "toggle + save (durability .normal)" : "toggle + save (durability .full)"
                report.add(Row(scenario: scenario, name: name, size: size, timing: timing))
                if durability == .normal {
                    normalMedians.append(timing.median)
                    normalFastest.append(timing.min)
                    // Bytes written: over enough saves that SQLite's copies of its log into the
                    // database (every thousand pages) are counted at their share.
                    let saves = quick ? 1_000 : 3_000
                    if let before = bytesWritten() {
                        var turn = 0
                        for _ in 0..<saves {
                            store.send(.toggle(ids[turn % 64]))
                            turn += 1
                            await store.waitForEffects()
                        }
                        if let after = bytesWritten() {
                            bytesPerToggle.append(Double(after - before) / Double(saves))
                        }
                    }
                }
            }
        }
        for (size, median) in zip(sizes, normalMedians) {
            report.add(
                Check(
                    name: "SQLite list: toggle + save ≤ 1 ms (median, durability .normal), "
                        + "\(size) todos",
                    measured: median, limit: 1_000_000, unit: "ns", gatesQuickRuns: false))
        }
        if let first = normalFastest.first, let last = normalFastest.last {
            report.add(
                Check(
                    name: "SQLite list: toggle + save growth \(sizes[0]) → \(sizes.last!) todos "
                        + "≤ 1.5× (fastest rounds)",
                    measured: last / first, limit: 1.5, unit: "×", gatesQuickRuns: false))
        }
        if bytesPerToggle.count == sizes.count {
            report.note(
                "SQLite list: bytes written per toggle and save (SQLite's log and its copies "
                    + "into the database): "
                    + zip(sizes, bytesPerToggle).map { "\($0) todos \(Int($1.rounded()))" }
                    .joined(separator: ", ") + ".")
            report.add(
                Check(
                    name: "SQLite list: bytes written per toggle, \(sizes.last!) todos ≤ 1.5× "
                        + "\(sizes[0]) todos",
                    measured: bytesPerToggle.last! / bytesPerToggle[0], limit: 1.5, unit: "×"))
        } else {
            report.note(
                "Scenario 15 (SQLite list): bytes written are not counted on this platform.")
        }

        // The load, at the largest size, against the same list's JSON file.
        let size = sizes.last!
        let databasePath = directory.appendingPathComponent("todos-\(size).db").path
        let filePath = directory.appendingPathComponent("todos-\(size).json").path
        let list = KeyedList((1...size).map(makeTodo))
        do {
            try PersistenceFormat<KeyedList<TodoModel>>.json.encode(list)
                .write(to: URL(fileURLWithPath: filePath))
        } catch {
            report.note("Scenario 15 (SQLite list): the JSON file was not written: \(error)")
            return
        }
        let rounds = 5
        var fileSamples: [Double] = []
        var databaseSamples: [Double] = []
        let clock = ContinuousClock()
        // A round of each in turn, after one of each to warm up.
        for round in 0...rounds {
            let fileTime = await clock.measure {
                let store = Store(
                    state: JSONListModel(), action: .file(.load),
                    environment: .file(filePath))
                await store.waitForEffects()
                precondition(store.state.todos.value.count == size)
            }
            let databaseTime = await clock.measure {
                let store = await loadedSQLiteStore(databasePath, durability: .full)
                precondition(store.state.todos.value.count == size)
            }
            if round > 0 {
                fileSamples.append(fileTime.nanoseconds)
                databaseSamples.append(databaseTime.nanoseconds)
            }
        }
        let fileTiming = Timing(samples: fileSamples, iterations: 1)
        let databaseTiming = Timing(samples: databaseSamples, iterations: 1)
        report.add(
            Row(
                scenario: scenario, name: "baseline: load from a JSON file (store, .json)",
                size: size, timing: fileTiming))
        report.add(
            Row(
                scenario: scenario, name: "load from the database (store)", size: size,
                timing: databaseTiming))
        report.add(
            Check(
                name: "SQLite list: a full load ≤ 1.2× the JSON file's load, \(size) todos, "
                    + "fastest rounds",
                measured: databaseTiming.min / fileTiming.min, limit: 1.2, unit: "×",
                gatesQuickRuns: false))

        guard let idle = SQLiteListChild.peakMemory(.idle, path: filePath),
            let fileLoad = SQLiteListChild.peakMemory(.fileLoad, path: filePath),
            let databaseLoad = SQLiteListChild.peakMemory(.databaseLoad, path: databasePath)
        else {
            report.note("Scenario 15 (SQLite list): peak memory is not measured on this platform.")
            return
        }
        let megabyte = 1_000_000.0
        report.note(
            "SQLite list of \(size) todos: peak resident memory of a process that does nothing "
                + String(format: "%.1f", Double(idle) / megabyte) + " MB; a store's load from "
                + "the JSON file +" + String(format: "%.1f", Double(fileLoad - idle) / megabyte)
                + " MB over it; from the database +"
                + String(format: "%.1f", Double(databaseLoad - idle) / megabyte) + " MB.")
        report.add(
            Check(
                name: "SQLite list: a full load's peak memory ≤ the JSON file load's, "
                    + "\(size) todos",
                measured: Double(databaseLoad - idle) / Double(fileLoad - idle), limit: 1,
                unit: "×", gatesQuickRuns: false))
    }

    /// Saves a list of `count` todos to a new database at `path`; whether it was saved.
    private func populate(_ path: String, count: Int) async -> Bool {
        let store = await loadedSQLiteStore(path, durability: .normal)
        store.send(.replace(KeyedList((1...count).map(makeTodo))))
        await store.waitForEffects()
        return store.state.todos.status == .ready && store.state.todos.isStored
    }
}

/// Todo number `id`, with a title of the length scenario 14's file has.
private func makeTodo(_ id: Int) -> TodoModel {
    TodoModel(id: id, title: "Todo number \(id) of the list", isCompleted: id % 3 == 0)
}

/// A store of the list on the database at `path`, loaded; saves run without delay.
@MainActor
private func loadedSQLiteStore(
    _ path: String, durability: SQLiteDurability
) async -> Store<SQLiteListModel> {
    let storage = SQLiteStorage<KeyedList<TodoModel>>(
        path, durability: durability, saveDelay: .zero, sleep: { _ in })
    let store = Store(state: SQLiteListModel(), action: .database(.load), environment: storage)
    await store.waitForEffects()
    return store
}

/// The bytes this process has written with `write(2)` and its kin so far (`wchar` of
/// `/proc/self/io`), or `nil` where it cannot be read.
private func bytesWritten() -> Int? {
    #if os(Linux)
    guard let io = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8),
        let line = io.split(separator: "\n").first(where: { $0.hasPrefix("wchar:") })
    else { return nil }
    return Int(line.dropFirst("wchar:".count).trimmingCharacters(in: .whitespaces))
    #else
    return nil
    #endif
}

/// The child process that measures the peak memory of a load, as `TodoFileChild` does for
/// scenario 14.
enum SQLiteListChild: String {
    /// Starts and exits.
    case idle
    /// A store loads the list from the JSON file.
    case fileLoad
    /// A store loads the list from the database.
    case databaseLoad

    /// The hidden argument that makes the benchmark a child.
    static let argument = "--sqlite-list-child"

    /// Runs the child named by the command line, if it names one, and exits.
    @MainActor
    static func runIfAsked() async {
        let arguments = CommandLine.arguments
        guard arguments.count == 5, arguments[1] == argument,
            let child = SQLiteListChild(rawValue: arguments[2])
        else { return }
        let path = arguments[3]
        switch child {
        case .idle:
            break
        case .fileLoad:
            let store = Store(
                state: JSONListModel(), action: .file(.load), environment: .file(path))
            await store.waitForEffects()
            guard store.state.todos.status == .ready else { exit(1) }
        case .databaseLoad:
            let store = await loadedSQLiteStore(path, durability: .full)
            guard store.state.todos.status == .ready else { exit(1) }
        }
        guard let peak = TodoFileChild.peakResidentMemory(),
            FileManager.default.createFile(atPath: arguments[4], contents: Data("\(peak)".utf8))
        else { exit(1) }
        exit(0)
    }

    /// Runs a child on a file and returns its peak resident memory in bytes, or `nil` where
    /// it cannot be measured.
    static func peakMemory(_ child: SQLiteListChild, path: String) -> Int? {
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
}
