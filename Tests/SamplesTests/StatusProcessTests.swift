import Foundation
import Testing

/// The built `status` executable.
private func statusExecutable() throws -> URL {
    try sampleExecutable(named: "status", overriddenBy: "STATUS_EXECUTABLE")
}

/// Runs `status` with arguments, and standard input from a pipe (the scripted mode).
private func runStatus(_ arguments: [String] = [], input: String) throws -> SampleRun {
    try runSample(statusExecutable(), arguments: arguments, input: input)
}

/// A pseudo-terminal for the interactive mode: the child reads and writes the terminal side;
/// the test types into the controller side and reads the screens from it.
private final class PseudoTerminal {
    let controller: Int32
    let terminal: FileHandle
    private var output = Data()

    init() throws {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        guard openpty(&controller, &terminal, nil, nil, nil) == 0 else {
            throw CocoaError(.fileReadUnknown)
        }
        self.controller = controller
        self.terminal = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
    }

    deinit { close(controller) }

    func type(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Reads what the child writes until the screen drawn last (what follows the last
    /// "clear screen") contains `text`, and returns that screen; waits for output with `poll`,
    /// and fails after ten seconds without it.
    func screen(containing text: String) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        while true {
            let screen =
                String(decoding: output, as: UTF8.self).components(separatedBy: "\u{1B}[2J").last
                ?? ""
            if screen.contains(text) { return screen }
            var ready = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(deadline.timeIntervalSinceNow * 1000)
            guard milliseconds > 0, poll(&ready, 1, milliseconds) == 1 else {
                throw ScreenTimeout(expected: text, screen: screen)
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { throw ScreenTimeout(expected: text, screen: screen) }
            output.append(contentsOf: buffer[..<count])
        }
    }
}

private struct ScreenTimeout: Error, CustomStringConvertible {
    var expected: String
    var screen: String
    var description: String { "the screen never showed \(expected.debugDescription):\n\(screen)" }
}

@Suite struct StatusProcessTests {
    @Test func aScriptPrintsTheScreenAfterEachAcceptedLine() throws {
        let run = try runStatus(input: "load\nfail\n# the second attempt\nretry\nsucceed api web\n")
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(
            run.output == """
                [gray] Service status
                Not loaded yet.
                [ Load ]

                [yellow] Loading…
                Asking the service, attempt 1 of 3.
                [ Load ] (disabled)

                [red] Could not load
                timeout.
                [ Retry ]

                [yellow] Loading…
                Asking the service, attempt 2 of 3.
                [ Load ] (disabled)

                [green] 2 services up
                api, web.


                """)
    }

    @Test func aRejectedLineChangesNothingIsReportedAndMakesTheExitStatusOne() throws {
        let run = try runStatus(input: "retry\nload\nfrobnicate\nload\nfail refused\n")
        #expect(run.status == 1)
        #expect(
            run.errors == """
                line 1: there is no Retry button on the screen
                line 3: unknown command "frobnicate"
                line 4: the Load button is disabled

                """)
        #expect(
            run.output == """
                [gray] Service status
                Not loaded yet.
                [ Load ]

                [yellow] Loading…
                Asking the service, attempt 1 of 3.
                [ Load ] (disabled)

                [red] Could not load
                refused.
                [ Retry ]


                """)
    }

    @Test func quitStopsReadingTheScript() throws {
        let run = try runStatus(input: "load\nquit\nfrobnicate\n")
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output.hasSuffix("[ Load ] (disabled)\n\n"))
    }

    @Test func badArgumentsPrintTheUsageAndExitTwo() throws {
        let run = try runStatus(["--bogus"], input: "")
        #expect(run.status == 2)
        #expect(run.errors.contains("unknown option \"--bogus\""))
        #expect(run.errors.contains("Usage: status"))
        let help = try runStatus(["--help"], input: "")
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("Usage: status"))
    }

    @Test func onATerminalEachLineRedrawsTheScreen() throws {
        let terminal = try PseudoTerminal()
        let process = Process()
        process.executableURL = try statusExecutable()
        process.standardInput = terminal.terminal
        process.standardOutput = terminal.terminal
        process.standardError = Pipe()
        try process.run()

        let first = try terminal.screen(containing: "1> ")
        #expect(first.contains("Service status"))
        #expect(first.contains("l load   r retry   s succeed   f fail   q quit"))
        terminal.type("l\n")
        let loading = try terminal.screen(containing: "2> ")
        #expect(loading.contains("\u{1B}[33mLoading…"))
        terminal.type("retry\n")
        let rejected = try terminal.screen(containing: "3> ")
        #expect(rejected.contains("! there is no Retry button on the screen"))
        #expect(rejected.contains("Loading…"))
        terminal.type("s api\n")
        let loaded = try terminal.screen(containing: "4> ")
        #expect(loaded.contains("1 service up"))
        #expect(!loaded.contains("!"))
        terminal.type("q\n")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
