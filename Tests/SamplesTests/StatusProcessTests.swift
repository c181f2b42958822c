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
        let process = try terminal.run(statusExecutable())

        try terminal.waitForScreen(
            containing: "Service status", "l load   r retry   s succeed   f fail   q quit", "1> ")
        terminal.type("l\n")
        try terminal.waitForScreen(containing: "\u{1B}[33mLoading…", "2> ")
        terminal.type("retry\n")
        try terminal.waitForScreen(
            containing: "Loading…", "! there is no Retry button on the screen", "3> ")
        terminal.type("s api\n")
        let loaded = try terminal.waitForScreen(containing: "1 service up", "4> ")
        #expect(!loaded.contains("!"))
        terminal.type("q\n")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
