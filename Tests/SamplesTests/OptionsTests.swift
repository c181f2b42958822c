import Testing

@testable import TodosSample

@Suite struct OptionsTests {
    @Test func theDefaultFileIsTodosJSONInTheCurrentDirectory() throws {
        #expect(try Options.parse([], environment: [:]) == Options())
        #expect(Options().path == "./todos.json")
    }

    @Test func theEnvironmentVariableChoosesTheFileAndTheFlagWins() throws {
        let environment = ["TODOS_FILE": "/tmp/env.json"]
        #expect(try Options.parse([], environment: environment).path == "/tmp/env.json")
        let flagged = try Options.parse(["--file", "flag.json"], environment: environment)
        #expect(flagged.path == "flag.json")
        #expect(try Options.parse(["--file=eq.json"], environment: [:]).path == "eq.json")
    }

    @Test func logAndHelpAreFlags() throws {
        let options = try Options.parse(["--log", "--help"], environment: [:])
        #expect(options.logs)
        #expect(options.showsHelp)
    }

    @Test func recordAndReplayTakeAJournalFile() throws {
        #expect(try Options.parse(["--record", "s.json"], environment: [:]).recordPath == "s.json")
        #expect(try Options.parse(["--replay", "s.json"], environment: [:]).replayPath == "s.json")
    }

    @Test func dbKeepsTheListInADatabaseNamedOnScreen() throws {
        let options = try Options.parse(["--db", "todos.db"], environment: [:])
        #expect(options.databasePath == "todos.db")
        #expect(options.storePath == "todos.db")
        #expect(try Options.parse(["--db=eq.db"], environment: [:]).databasePath == "eq.db")
        #expect(try Options.parse([], environment: [:]).storePath == "./todos.json")
    }

    @Test(arguments: [
        ["--file"], ["--verbose"], ["extra"], ["--record"], ["--replay", ""],
        ["--record", "a.json", "--replay", "b.json"], ["--db"], ["--db="],
        ["--db", "a.db", "--replay", "b.json"],
    ])
    func badArgumentsAreRejected(arguments: [String]) {
        #expect(throws: CommandError.self) { try Options.parse(arguments, environment: [:]) }
    }
}
