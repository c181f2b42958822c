import Foundation
import Testing

// The samples outlive their standard output and standard error: closed (`2>&-`), full
// (`2>/dev/full`) or a pipe whose reader has gone (`| head -n 1`) never ends the process before
// it saves; exit status 4 says some output was lost.

/// Writes to a sample's standard input, and fails, rather than dying, when the sample has gone.
///
/// A write to a pipe nobody reads ends the writer with SIGPIPE: a sample that died would take
/// the test runner with it. So the test process ignores SIGPIPE (the write then fails with
/// `EPIPE`), which changes nothing for the other tests: they write only to live samples.
private func send(_ text: String, to input: Pipe) throws {
    signal(SIGPIPE, SIG_IGN)
    try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
}

/// The built `meetings` executable.
private func meetingsExecutable() throws -> URL {
    try sampleExecutable(named: "meetings", overriddenBy: "MEETINGS_EXECUTABLE")
}

/// How a sample ended with one of its standard streams gone.
struct SampleEnding {
    var status: Int32
    var reason: Process.TerminationReason
}

/// Runs an executable with a script on standard input, in a directory, with one of its
/// standard streams lost; the other one is discarded.
private func run(
    _ executable: URL, input: String, in directory: URL, losing stream: LostStream
) throws -> SampleEnding {
    let process = Process()
    // Only a shell can start a process with a stream closed.
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec \"$0\" \(stream.redirection)", executable.path]
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "TODOS_FILE" }
    let stdin = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    try send(input, to: stdin)
    try stdin.fileHandleForWriting.close()
    #expect(waitForExit(process))
    return SampleEnding(status: process.terminationStatus, reason: process.terminationReason)
}

/// How a sample's standard output or standard error is lost, in the process tests.
enum LostStream: CaseIterable, CustomStringConvertible {
    case errorClosed
    case errorFull
    case outputClosed
    case outputFull

    /// The shell's redirection that loses the stream.
    var redirection: String {
        switch self {
        case .errorClosed: "2>&-"
        case .errorFull: "2>/dev/full"
        case .outputClosed: ">&-"
        case .outputFull: ">/dev/full"
        }
    }

    var description: String { redirection }
}

/// The streams a test can lose on this machine: Linux has `/dev/full`.
private let lostStreams = LostStream.allCases.filter {
    !$0.redirection.hasSuffix("/dev/full") || FileManager.default.fileExists(atPath: "/dev/full")
}

/// The titles in a todo file.
private func titles(in directory: URL) throws -> [String] {
    struct File: Decodable {
        struct Todo: Decodable { var title: String }
        var todos: [Todo]
    }
    let data = try Data(contentsOf: directory.appendingPathComponent("todos.json"))
    return try JSONDecoder().decode(File.self, from: data).todos.map(\.title)
}

@Suite struct StandardStreamsProcessTests {
    @Test(arguments: lostStreams)
    func todosSavesEveryChangeWhenAStandardStreamIsLostAndExitsWithStatus4(
        stream: LostStream
    ) throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The answers go to standard output and the rejected line's report to standard error:
        // one of them cannot take what it is given.
        let outcome = try run(
            todosExecutable(), input: "add a\nbogus\nadd b\n", in: directory,
            losing: stream)
        #expect(outcome.reason == .exit)
        #expect(outcome.status == 4)
        #expect(try titles(in: directory) == ["a", "b"])
    }

    // The pipes are a shell's: a pipe of the test process is held, between fork and exec, by
    // every process another test starts meanwhile, close-on-exec or not. Once, under
    // AddressSanitizer, one of them kept the reader's end open, and the answer `head` would have
    // refused was written. The script orders the steps by waiting for `head` to end, not by a
    // delay.
    @Test func todosSavesEveryChangeWhenTheReaderOfItsOutputHasGoneAndSaysSo() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // As `todos | head -n 1`: the reader takes the first answer, then goes away, and only
        // then is the second command sent.
        let script = """
            mkfifo commands answers
            "$0" < commands > answers 2> errors &
            todos=$!
            exec 3> commands
            head -n 1 < answers > first &
            head=$!
            printf 'add one\\n' >&3
            wait "$head"
            printf 'add two\\n' >&3
            exec 3>&-
            wait "$todos"
            echo "$?" > status
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, try todosExecutable().path]
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.filter {
            $0.key != "TODOS_FILE"
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        #expect(waitForExit(process))
        #expect(process.terminationStatus == 0)
        func file(_ name: String) throws -> String {
            try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        #expect(try file("first") == "Added #1 [ ] one\n")
        #expect(try file("status") == "4\n")
        #expect(
            try file("errors")
                == "todos: the list is saved, but standard output could not be written "
                + "(broken pipe)\n")
        #expect(try titles(in: directory) == ["one", "two"])
    }

    @Test(arguments: lostStreams)
    func meetingsReadsEveryLineWhenAStandardStreamIsLostAndExitsWithStatus4(
        stream: LostStream
    ) throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try run(
            meetingsExecutable(), input: "add\nbogus\ntitle Standup\nsave\n", in: directory,
            losing: stream)
        #expect(outcome.reason == .exit)
        #expect(outcome.status == 4)
    }

    @Test func meetingsReadsEveryLineWhenTheReaderOfItsOutputHasGoneAndSaysSo() throws {
        let process = Process()
        process.executableURL = try meetingsExecutable()
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // As `meetings | true`: the reader has gone before the first screen.
        try stdout.fileHandleForReading.close()
        try send("add\ntitle Standup\nsave\n", to: stdin)
        try stdin.fileHandleForWriting.close()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        #expect(waitForExit(process))
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 4)
        #expect(
            String(decoding: errors, as: UTF8.self)
                == "meetings: standard output could not be written (broken pipe)\n")
    }
}
