import Foundation
import Reflow
import Testing

/// How many times the two processes race: the old code (a check, then a rename, with no lock)
/// let both succeed in most of them.
private let trials = 100

/// How many bytes each process writes: enough that writing and flushing them takes a while, so
/// that the two saves overlap.
private let byteCount = 1 << 20

/// Two real processes save one file at the same moment, through `AtomicFile`.
@Suite struct AtomicFileProcessTests {
    @Test(.timeLimit(.minutes(10)))
    func ofTwoProcessesSavingTheSameFileAtOnceOneSavesAndTheOtherIsToldItChanged() throws {
        let executable = try testExecutable(named: "AtomicFileSaver")
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("notes.txt")
        for trial in 0..<trials {
            try AtomicFile(path: path).replace(with: Data("trial \(trial)\n".utf8))
            let savers = try [UInt8(1), 2].map { try Saver(executable, path: path, byte: $0) }
            for saver in savers { try saver.waitUntilReady() }
            // Both have read the file and wait on their standard input: go, back to back.
            for saver in savers { saver.go() }
            let outcomes = savers.map { $0.outcome() }
            try #require(
                outcomes.sorted() == ["changedElsewhere", "saved"], "trial \(trial): \(outcomes)")
            let winner = UInt8(try #require(outcomes.firstIndex(of: "saved")) + 1)
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: path))
                    == Data(repeating: winner, count: byteCount), "trial \(trial)")
            #expect(directory.contents == ["notes.txt"], "trial \(trial)")
        }
    }
}

/// One `AtomicFileSaver` process: it reads the file, says it is ready, and saves when told.
private final class Saver {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    init(_ executable: URL, path: String, byte: UInt8) throws {
        process.executableURL = executable
        process.arguments = [path, String(byteCount), String(byte)]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    /// Waits until the process has read the file and waits for its cue.
    func waitUntilReady() throws {
        var said = Data()
        while !said.contains(UInt8(ascii: "\n")) {
            let data = output.fileHandleForReading.availableData
            try #require(!data.isEmpty, "the saver ended before it was ready")
            said.append(data)
        }
        try #require(String(decoding: said, as: UTF8.self) == "ready\n")
    }

    /// Tells the process to save.
    func go() {
        input.fileHandleForWriting.write(Data("go\n".utf8))
    }

    /// What the save ended with: `saved`, `changedElsewhere`, or `failed: <error>`; and
    /// `exited with <status>` after it when the process did not exit cleanly (a sanitizer's
    /// finding, say).
    func outcome() -> String {
        let said = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let outcome = String(decoding: said, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            return outcome + ", exited with \(process.terminationStatus)"
        }
        return outcome
    }
}
