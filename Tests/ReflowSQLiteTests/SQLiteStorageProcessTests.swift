import Foundation
import Reflow
import ReflowSQLite
import SQLiteSaver
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many times a saving process is killed: each kill lands at another moment of a save.
private let killTrials = 20

/// How many times two processes race to save.
private let racingTrials = 30

/// Real processes save one database through `SQLiteStorage`: killed mid-save, or two at once.
@MainActor
@Suite(.serialized) struct SQLiteStorageProcessTests {
    @Test(.timeLimit(.minutes(10)))
    func aKillMidSaveNeverLosesACompletedSaveNorLeavesTheDatabaseUnreadable() async throws {
        let executable = try saverExecutable()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        var generator = SplitMix(seed: 0xC0FFEE)
        var completed = 0
        for trial in 0..<killTrials {
            let saver = try Saver(executable, arguments: ["loop", path])
            // Saves keep coming; the kill lands at a moment of the next one, wherever it is.
            let saves = Int(generator.next() % 40) + 1
            for _ in 0..<saves {
                let line = try saver.readLine()
                let count = try #require(
                    Int(line.dropFirst("saved ".count)), "trial \(trial): \(line)")
                completed = count
            }
            saver.killAbruptly()
            let loaded = await loadedSaverList(path)
            let list = try #require(loaded.status == .ready ? loaded.value : nil, "\(loaded)")
            // At least the last save the test read of: the saver goes on saving while the test
            // reads and kills it (on a loaded machine, several saves beyond the last line read),
            // so a later save may be there too, whole.
            #expect(
                list.count >= completed,
                "trial \(trial): \(list.count) after \(completed) saves")
            #expect(list == SaverList.after(list.count), "trial \(trial)")
            completed = list.count
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func ofTwoProcessesSavingAtOnceOneSavesAndTheOtherIsToldItChanged() async throws {
        let executable = try saverExecutable()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        for trial in 0..<racingTrials {
            // Marks no save wrote before, so that each process has a change to write.
            let marks = [2 * trial + 1, 2 * trial + 2]
            let savers = try marks.map {
                try Saver(executable, arguments: ["once", path, String($0)])
            }
            for saver in savers {
                try #require(try saver.readLine() == "ready", "trial \(trial)")
            }
            // Both have loaded the database and wait on their standard input: go, back to back.
            for saver in savers { saver.go() }
            let outcomes = savers.map { $0.outcome() }
            // In the first trial nothing is stored yet: the first to create the database wins.
            try #require(
                outcomes.sorted() == ["changedElsewhere", "saved"], "trial \(trial): \(outcomes)")
            let winner = marks[try #require(outcomes.firstIndex(of: "saved"))]
            let loaded = await loadedSaverList(path)
            #expect(loaded.value.mark == winner, "trial \(trial)")
        }
    }
}

/// What a fresh process loads from the saver's database at `path`.
@MainActor
private func loadedSaverList(_ path: String) async -> Persisted<SaverList> {
    let store = Store(
        state: SaverModel(), action: .database(.load),
        environment: SaverEnvironment(path: path))
    await store.waitForEffects()
    return store.state.list
}

/// The `SQLiteSaver` executable, beside the test bundle where `swift build` puts it.
///
/// Not looked for through `Bundle.allBundles`: two tests reading it at once leak what
/// swift-corelibs-foundation caches (LeakSanitizer's finding).
private func saverExecutable() throws -> URL {
    let candidates = [
        Bundle.main.bundleURL,
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent(),
        Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    let found = candidates.map { $0.appendingPathComponent("SQLiteSaver") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(found, "no SQLiteSaver executable in \(candidates); swift build first")
}

/// One `SQLiteSaver` process.
private final class Saver {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// What the process said and was not read yet.
    private var pending = Data()

    init(_ executable: URL, arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    /// The next line the process says; waits for it.
    func readLine() throws -> String {
        while true {
            if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<end], as: UTF8.self)
                pending.removeSubrange(...end)
                return line
            }
            let data = output.fileHandleForReading.availableData
            try #require(
                !data.isEmpty, "the saver ended: \(String(decoding: pending, as: UTF8.self))")
            pending.append(data)
        }
    }

    /// Tells the process to save.
    func go() {
        input.fileHandleForWriting.write(Data("go\n".utf8))
    }

    /// Kills the process with SIGKILL, wherever it is, and waits until it is gone.
    func killAbruptly() {
        _ = kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// What the save ended with: `saved`, `changedElsewhere`, or `failed: <error>`.
    func outcome() -> String {
        let said = pending + output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let outcome = String(decoding: said, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            return outcome + ", exited with \(process.terminationStatus)"
        }
        return outcome
    }
}
