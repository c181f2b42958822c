import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `todos --db PATH`: the list kept in a SQLite database, one row per todo.
@Suite struct TodosDatabaseProcessTests {
    @Test func aScriptKeepsTheListInTheDatabaseAcrossRuns() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try runTodos(
            ["--db", "todos.db"], input: "add Buy milk\nadd Eggs\nadd Flour\ntoggle 2\n",
            in: directory)
        #expect(first.status == 0, "\(first.errors)")
        // Nothing else is written: no JSON file. (SQLite's own log files, which it removes
        // when the last connection closes, may still be there when the process ended first.)
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(
            written.filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") } == ["todos.db"],
            "\(written)")
        let second = try runTodos(
            ["--db", "todos.db"], input: "list\ndelete 1\n", in: directory)
        #expect(
            second.output == """
                #1 [ ] Buy milk
                #2 [x] Eggs
                #3 [ ] Flour
                Deleted #1 [ ] Buy milk

                """)
        // The next ID is kept beside the rows: a deleted todo's ID is not handed out again.
        let third = try runTodos(["--db", "todos.db"], input: "add Tea\nlist\n", in: directory)
        #expect(
            third.output == """
                Added #4 [ ] Tea
                #2 [x] Eggs
                #3 [ ] Flour
                #4 [ ] Tea

                """)
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalWithinTheSaveDelaySavesTheChangeFirst(signal: Int32) throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let todos = try RunningSample(todosExecutable(), arguments: ["--db", "todos.db"]) {
            process in
            process.currentDirectoryURL = directory
            process.environment = ProcessInfo.processInfo.environment.filter {
                $0.key != "TODOS_FILE"
            }
        }
        todos.send("add Milk")
        try todos.waitForOutput(containing: "Added #1 [ ] Milk")
        // Within the save delay: nothing is saved yet.
        kill(todos.process.processIdentifier, signal)
        #expect(waitForExit(todos.process))
        #expect(todos.process.terminationReason == .exit)
        #expect(todos.process.terminationStatus == 128 + signal)
        let next = try runTodos(["--db", "todos.db"], input: "list\n", in: directory)
        #expect(next.output == "#1 [ ] Milk\n")
    }

    @Test func aFileThatIsNotADatabaseStopsTheAppAndIsLeftAsItWas() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("todos.db")
        let text = Data("not a database\n".utf8)
        try text.write(to: file)
        let run = try runTodos(["--db", "todos.db"], input: "add Milk\n", in: directory)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(
            run.errors.contains("todos.db is not a valid todo file: it is not a SQLite database"))
        #expect(try Data(contentsOf: file) == text)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["todos.db"])
    }
}
