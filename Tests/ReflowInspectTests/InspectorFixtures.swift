import Foundation
import Reflow
import Testing

@testable import TodosSample

// Journals recorded by the Todos sample's own store, and the inspector run as a process.

/// A Todos session recorded as `--record` records it (with the defaults: a checkpoint every 100
/// steps, at most 10,000 actions) and written as it writes it: the load, then `userActions`
/// actions cycling through adding, toggling, retitling, filtering, deleting and undoing, with
/// the saves the effects feed back.
///
/// - Parameters:
///   - userActions: How many actions the user sends after the load.
///   - titles: The titles of the first todos added, before generated ones.
///   - checkpointInterval: A checkpoint interval other than the default's, keeping every action.
@MainActor
func recordedTodosJournal(
    userActions: Int, titles: [String] = [], checkpointInterval: Int? = nil
) async throws -> Data {
    let storage = PersistenceStorage(
        path: "todos.json", read: { nil }, write: { _ in }, sleep: { _ in })
    let store = Store(state: AppModel(), environment: AppEnvironment(file: storage))
    if let checkpointInterval {
        store.startRecording(
            checkpointInterval: checkpointInterval, limit: userActions * 4 + 100)
    } else {
        store.startRecording()
    }
    store.send(.file(.load))
    await store.waitForEffects()
    var pending = titles[...]
    for index in 0..<userActions {
        let ids = store.state.todos.map(\.id)
        // Once the list holds a dozen todos, each round deletes as many as it adds, so the
        // state stays the size of a real session's however long the journal.
        switch index % 10 {
        case 0: store.send(.setNewTodoTitle(pending.popFirst() ?? "Todo \(index)"))
        case 1: store.send(.addTodo)
        case 2: store.send(.todo(id: ids[ids.count / 2], action: .toggle))
        case 3: store.send(.todo(id: ids[0], action: .setTitle("Renamed \(index)")))
        case 4: store.send(.setFilter(index % 20 == 4 ? .active : .all))
        case 5 where ids.count > 12, 7 where ids.count > 12:
            store.send(.todo(id: ids[0], action: .delete))
        case 5, 7: store.send(.todo(id: ids[ids.count - 1], action: .toggle))
        case 6: store.send(.undo)
        case 8: store.send(.setNewTodoTitle(pending.popFirst() ?? "Next \(index)"))
        default: store.send(.file(.save))
        }
        if index % 10 == 9 { await store.waitForEffects() }
    }
    await store.waitForEffects()
    let journal = try #require(store.stopRecording())
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(journal)
}

/// A journal as a Reflow that did not record each step's changes wrote it (format version 1):
/// the same journal without them, and with the state of every checkpoint.
func withoutChanges(_ data: Data) throws -> Data {
    let journal = try JSONDecoder().decode(Journal<AppModel>.self, from: data)
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var entries = try #require(object["entries"] as? [[String: Any]])
    for index in entries.indices { entries[index]["changes"] = nil }
    object["entries"] = entries
    object["formatVersion"] = 1
    var checkpoints: [Any] = []
    for step in stride(
        from: journal.startStep, through: journal.endStep, by: journal.checkpointInterval)
    {
        let state = try #require(journal.checkpoint(at: step))
        checkpoints.append([
            "step": step,
            "state": try JSONSerialization.jsonObject(with: JSONEncoder().encode(state)),
        ])
    }
    object["checkpoints"] = checkpoints
    return try JSONSerialization.data(withJSONObject: object)
}

/// The titles no page may run: each would be markup or script if the page inserted it as HTML.
let hostileTitles = [
    "</script><script>document.title='pwned'</script>",
    "<img src=x onerror=\"document.title='pwned'\">",
    "<!--", "\u{2028}line&amp;separator",
]

/// A fresh directory for one test; the caller removes it.
func makeDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("reflow-inspect-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// What a run printed, and how it ended.
struct InspectorRun {
    var status: Int32
    var output: String
    var errors: String
}

/// Finds an executable of the package beside the test bundle, where `swift build` puts it.
func builtExecutable(named name: String) throws -> URL {
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
    let found = directories.map { $0.appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(found, "no \(name) in \(directories.map(\.path)); run swift build first")
}

/// Runs a program to its end.
func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws
    -> InspectorRun
{
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // The inspector's errors are one line: standard error cannot fill while output is read.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return InspectorRun(
        status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
        errors: String(decoding: errorData, as: UTF8.self))
}

/// Runs `reflow-inspect`.
func inspect(_ arguments: [String], in directory: URL? = nil) throws -> InspectorRun {
    try run(try builtExecutable(named: "reflow-inspect"), arguments, in: directory)
}
