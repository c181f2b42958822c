import Foundation

// Running a sample's executable as a process, for the samples' end-to-end tests.

/// Finds a sample's executable beside the test bundle (where `swift build` puts it), or at the
/// path an environment variable gives.
///
/// - Parameters:
///   - name: The executable's name, such as `todos`.
///   - variable: The environment variable that overrides the search, such as
///     `TODOS_EXECUTABLE`.
/// - Returns: The executable's URL.
func sampleExecutable(named name: String, overriddenBy variable: String) throws -> URL {
    if let path = ProcessInfo.processInfo.environment[variable] {
        return URL(fileURLWithPath: path)
    }
    var directories: [URL] = []
    #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    #endif
    directories.append(Bundle.main.bundleURL)
    directories.append(
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent())
    for directory in directories {
        let candidate = directory.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw MissingExecutable(name: name, variable: variable, searched: directories.map(\.path))
}

/// No executable was found for a sample.
private struct MissingExecutable: Error, CustomStringConvertible {
    var name: String
    var variable: String
    var searched: [String]

    var description: String {
        "no `\(name)` executable in \(searched); run `swift build` first or set \(variable)"
    }
}

/// What a run of a sample printed, and how it ended.
struct SampleRun {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs an executable to its end, with standard input from a string.
///
/// - Parameters:
///   - executable: The executable.
///   - arguments: Its arguments.
///   - input: What it reads on standard input; the pipe is closed after it.
///   - configure: Sets anything else on the process (directory, environment) before it runs.
/// - Returns: Its exit status and what it printed.
func runSample(
    _ executable: URL,
    arguments: [String],
    input: String,
    configure: (Process) -> Void = { _ in }
) throws -> SampleRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    configure(process)
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return SampleRun(
        status: process.terminationStatus,
        output: String(decoding: output, as: UTF8.self),
        errors: String(decoding: errors, as: UTF8.self)
    )
}

/// How many seconds the process tests wait for a sample's answer or its end before they call it
/// hung: far beyond what a loaded machine or a sanitizer costs (the samples answer within
/// milliseconds), so only a real hang reaches it. A test never decides by a shorter wait.
let sampleHangLimit: Double = 120

/// Waits for a process to end; a process still running after ``sampleHangLimit`` seconds hangs,
/// and is killed.
///
/// - Parameter process: The process.
/// - Returns: Whether it ended by itself, `false` when it hung.
func waitForExit(_ process: Process) -> Bool {
    let seconds = sampleHangLimit
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    // Set after the process may already have ended: check again.
    guard process.isRunning else { return true }
    if ended.wait(timeout: .now() + seconds) == .success { return true }
    process.interrupt()
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return false
}

/// A sample running with pipes for standard input and output that the test keeps open: it
/// writes lines while the sample runs and waits for its answers, as a program driving it would.
final class RunningSample: @unchecked Sendable {
    // `output` is guarded by `condition`; the rest is set in `init` and never changes.
    /// The process.
    let process = Process()
    private let input = Pipe()
    private let condition = NSCondition()
    private var output = Data()

    /// Starts an executable.
    ///
    /// - Parameters:
    ///   - executable: The executable.
    ///   - arguments: Its arguments.
    ///   - configure: Sets anything else on the process (directory, environment).
    init(
        _ executable: URL,
        arguments: [String] = [],
        configure: (Process) -> Void = { _ in }
    ) throws {
        process.executableURL = executable
        process.arguments = arguments
        configure(process)
        let stdout = Pipe()
        process.standardInput = input
        process.standardOutput = stdout
        process.standardError = Pipe()
        try process.run()
        let reading = stdout.fileHandleForReading
        Thread { [weak self] in
            while true {
                let data = reading.availableData
                guard !data.isEmpty, let self else { return }
                self.condition.lock()
                self.output.append(data)
                self.condition.broadcast()
                self.condition.unlock()
            }
        }.start()
    }

    /// Writes a line to the sample's standard input.
    ///
    /// - Parameter line: The line, without its newline.
    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Waits until the sample's standard output contains some text; fails when it has not
    /// after ``sampleHangLimit`` seconds (the sample hangs).
    ///
    /// - Parameter text: The text.
    func waitForOutput(containing text: String) throws {
        let deadline = Date().addingTimeInterval(sampleHangLimit)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let shown = String(decoding: output, as: UTF8.self)
            if shown.contains(text) { return }
            guard condition.wait(until: deadline) else {
                throw ScreenTimeout(expected: [text], screen: shown)
            }
        }
    }
}
