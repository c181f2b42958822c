import Foundation
import Testing

/// The `todos` executable that `swift build` (or `swift test`) built beside the test bundle.
///
/// SwiftPM puts every product of the package in one directory, wherever the scratch path is:
/// the test bundle's directory on Linux, the `.xctest` bundle's parent on macOS. Set
/// `TODOS_EXECUTABLE` to test another build.
private func todosExecutable() throws -> URL {
    let fileManager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["TODOS_EXECUTABLE"] {
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
        let candidate = directory.appendingPathComponent("todos")
        if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw MissingExecutable(searched: directories.map(\.path))
}

private struct MissingExecutable: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
        "no `todos` executable in \(searched); run `swift build` first or set TODOS_EXECUTABLE"
    }
}

/// What a run of `todos` printed, and how it ended.
private struct Run {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs `todos` with arguments and standard input, in a directory.
private func runTodos(
    _ arguments: [String],
    input: String,
    in directory: URL,
    environment: [String: String] = [:]
) throws -> Run {
    let process = Process()
    process.executableURL = try todosExecutable()
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment
        .filter { $0.key != "TODOS_FILE" }
        .merging(environment) { $1 }
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
    return Run(
        status: process.terminationStatus,
        output: String(decoding: output, as: UTF8.self),
        errors: String(decoding: errors, as: UTF8.self)
    )
}

/// A fresh directory for one test.
private func makeDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("TodosProcessTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

private struct SavedFile: Decodable, Equatable {
    struct Todo: Decodable, Equatable {
        var id: Int
        var title: String
        var isCompleted: Bool
    }
    var version: Int
    var nextID: Int
    var todos: [Todo]
}

@Suite struct TodosProcessTests {
    @Test func aScriptRunsEndToEndAndSavesTheFile() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = """
            add Buy milk
            add Eggs
            toggle 1
            edit 2 Free-range eggs
            frobnicate
            toggle 7
            filter active
            list

            """
        let run = try runTodos([], input: script, in: directory)
        #expect(run.status == 0)
        #expect(
            run.output == """
                Added #1 [ ] Buy milk
                Added #2 [ ] Eggs
                Completed #1 [x] Buy milk
                Edited #2 [ ] Free-range eggs
                Filter: active (1 shown)
                #2 [ ] Free-range eggs

                """)
        #expect(run.errors.contains("line 5: unknown command \"frobnicate\""))
        #expect(run.errors.contains("line 6: no todo #7"))

        let data = try Data(contentsOf: directory.appendingPathComponent("todos.json"))
        let saved = try JSONDecoder().decode(SavedFile.self, from: data)
        #expect(
            saved
                == SavedFile(
                    version: 1, nextID: 3,
                    todos: [
                        .init(id: 1, title: "Buy milk", isCompleted: true),
                        .init(id: 2, title: "Free-range eggs", isCompleted: false),
                    ]))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["todos.json"])

        let next = try runTodos([], input: "delete 1\nlist\n", in: directory)
        #expect(next.output == "Deleted #1 [x] Buy milk\n#2 [ ] Free-range eggs\n")
    }

    @Test func theFileComesFromTheFlagOrTheEnvironmentVariable() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try runTodos(["--file", "flag.json"], input: "add A\n", in: directory)
        _ = try runTodos(
            [], input: "add B\n", in: directory, environment: ["TODOS_FILE": "env.json"])
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["env.json", "flag.json"])
    }

    @Test func aCorruptFileStopsTheAppWithAMessageAndIsLeftAsItWas() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("todos.json")
        let garbage = Data("{\"todos\": [".utf8)
        try garbage.write(to: file)
        let run = try runTodos([], input: "add Milk\n", in: directory)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errors.contains("todos.json is not a valid todo file"))
        #expect(try Data(contentsOf: file) == garbage)
    }

    @Test func theLogOptionLogsEveryActionAndState() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTodos(["--log"], input: "add Milk\n", in: directory)
        #expect(run.status == 0)
        #expect(run.errors.contains("[log] action: setNewTodoTitle(\"Milk\")"))
        #expect(run.errors.contains("[log] action: addTodo"))
        #expect(run.errors.contains("[log] state: "))
        #expect(run.errors.contains("#1 [ ] \"Milk\""))
    }

    @Test func badOptionsPrintTheUsage() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTodos(["--bogus"], input: "", in: directory)
        #expect(run.status == 2)
        #expect(run.errors.contains("unknown option \"--bogus\""))
        #expect(run.errors.contains("Usage: todos"))
    }
}
