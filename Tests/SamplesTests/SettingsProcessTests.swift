import Foundation
import Testing

/// The built `settings` executable.
private func settingsExecutable() throws -> URL {
    try sampleExecutable(named: "settings", overriddenBy: "SETTINGS_EXECUTABLE")
}

/// Runs `settings` with arguments, and standard input from a pipe (the scripted mode).
private func runSettings(_ arguments: [String] = [], input: String) throws -> SampleRun {
    try runSample(settingsExecutable(), arguments: arguments, input: input)
}

/// The screen the scripted mode prints, for these values.
private func screen(
    name: String = "\"Blob\"", problem: String? = nil, digest: String = "daily",
    notifications: String = "off", email: String = "on", mobile: String = "on"
) -> String {
    """
    Settings
      name           \(name)
    \(problem.map { "  ! \($0)\n" } ?? "")\
      digest         \(digest)  (off, daily, weekly)
      notifications  \(notifications)
        email        \(email)
        mobile       \(mobile)


    """
}

@Suite struct SettingsProcessTests {
    @Test func aScriptEditsEachFieldAndPrintsTheScreenAfterEachLine() throws {
        let run = try runSettings(
            input: "name Ada\n# a comment\ndigest weekly\nemail off\nnotifications on\n")
        #expect(run.errors == "")
        #expect(run.status == 0)
        let expected = [
            screen(),
            screen(name: "\"Ada\""),
            screen(name: "\"Ada\"", digest: "weekly"),
            screen(name: "\"Ada\"", digest: "weekly", email: "off"),
            screen(
                name: "\"Ada\"", digest: "weekly", notifications: "on, allowed", email: "off"),
        ]
        #expect(run.output == expected.joined())
    }

    @Test func anInvalidNameIsKeptAndItsProblemShown() throws {
        let run = try runSettings(input: "name\nname  Ada\nname Ada\n")
        #expect(run.status == 0)
        let expected = [
            screen(),
            screen(name: "\"\"", problem: "A display name is required."),
            screen(name: "\" Ada\"", problem: "A display name cannot start or end with a space."),
            screen(name: "\"Ada\""),
        ]
        #expect(run.output == expected.joined())
    }

    @Test func aDeniedPermissionLeavesNotificationsOff() throws {
        let run = try runSettings(["--deny-notifications"], input: "notifications on\n")
        #expect(run.status == 0)
        #expect(
            run.output == screen() + screen(notifications: "off, not allowed by the system"))
    }

    @Test func rejectedLinesChangeNothingAreReportedAndMakeTheExitStatusOne() throws {
        let run = try runSettings(input: "digest hourly\ntheme dark\nmobile off\nquit\nname X\n")
        #expect(run.status == 1)
        #expect(
            run.errors == """
                line 1: digest takes one of: off, daily, weekly
                line 2: unknown command "theme"

                """)
        #expect(run.output == screen() + screen(mobile: "off"))
    }

    @Test func controlCharactersInTheNameAreShownAsEscapes() throws {
        let run = try runSettings(input: "name A\u{1B}[2JB\n")
        #expect(run.status == 0)
        #expect(!run.output.contains("\u{1B}"))
        #expect(run.output.hasSuffix(screen(name: #""A\u{1B}[2JB""#)))
    }

    @Test func badArgumentsPrintTheUsageAndExitTwo() throws {
        let run = try runSettings(["--bogus"], input: "")
        #expect(run.status == 2)
        #expect(run.errors.contains("unknown option \"--bogus\""))
        #expect(run.errors.contains("Usage: settings"))
        let help = try runSettings(["--help"], input: "")
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("Usage: settings"))
    }

    @Test func onATerminalKeysEditTheFieldsAndThePermissionAnswerRedrawsByItself() throws {
        let terminal = try PseudoTerminal()
        #expect(terminal.isInLineMode)
        let process = try terminal.run(settingsExecutable())
        try terminal.waitForScreen(containing: "› name           \"Blob\"", "enter type the name")
        // Enter types in the name; each key is an edit, validated at once.
        terminal.type("\r\u{7F}\u{7F}\u{7F}\u{7F}")
        try terminal.waitForScreen(containing: "! A display name is required.")
        // Letters are typed, not taken as commands ("q" would quit), until Enter.
        terminal.type("Quinn\r")
        let named = try terminal.waitForScreen(
            containing: "› name           \"Quinn\"", "enter type the name")
        #expect(!named.contains("!"))
        terminal.type("\u{1B}[B\u{1B}[C")
        try terminal.waitForScreen(containing: "› digest         weekly")
        terminal.type("\u{1B}[B ")
        // The effect's answer arrives while the session waits for a key, and redraws.
        try terminal.waitForScreen(containing: "› notifications  on, allowed")
        #expect(terminal.transcript.contains("› notifications  on, asking for permission…"))
        terminal.type("x")
        try terminal.waitForScreen(containing: "! That key does nothing here.")
        terminal.type("q")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(terminal.isInLineMode)
    }
}
