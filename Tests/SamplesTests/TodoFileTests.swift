import Foundation
import Reflow
import Testing

@testable import TodosSample

private let sample = SavedTodos(
    nextID: 4,
    todos: [
        TodoModel(id: 1, title: "Buy milk", isCompleted: true),
        TodoModel(id: 3, title: "Œufs \"bio\" — 12", isCompleted: false),
    ]
)

@Suite struct TodoFileTests {
    @Test func savedTodosLoadBackEqual() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = TodoFile(path: directory.path("todos.json"))
        try file.save(sample)
        #expect(try file.load() == sample)
        #expect(directory.contents == ["todos.json"])
    }

    @Test func aMissingFileLoadsAsNothingSaved() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(try TodoFile(path: directory.path("todos.json")).load() == nil)
    }

    @Test(arguments: [
        ("{ not json", "not valid JSON"),
        ("", "empty"),
        (#"{"version":1,"todos":[]}"#, "\"nextID\" is missing"),
        (
            #"{"version":1,"nextID":3,"todos":[{"id":1,"title":"a","isCompleted":false},"#
                + #"{"id":1,"title":"b","isCompleted":false}]}"#,
            "two todos have the ID 1"
        ),
        (#"{"version":7,"nextID":1,"todos":[]}"#, "newer version"),
        (#"{"version":-1,"nextID":1,"todos":[]}"#, "format version -1 is not valid"),
        (
            #"{"version":1,"nextID":9223372036854775807,"todos":[]}"#,
            "next ID 9223372036854775807 is out of range"
        ),
        (#"{"version":1,"nextID":0,"todos":[]}"#, "next ID 0 is out of range"),
        ("[]", "it is not a JSON object but an array"),
        ("42", "it is not a JSON object but a number"),
    ])
    func aCorruptFileIsReportedClearlyAndLeftUntouched(contents: String, reason: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("todos.json")
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            try TodoFile(path: path).load()
        } throws: { error in
            guard case .corrupt(let errorPath, let message) = error as? PersistenceError else {
                return false
            }
            return errorPath == path && message.contains(reason)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(contents.utf8))
    }

    @Test func aFileThatCannotBeReadIsReportedAsUnreadable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A directory cannot be read as a file, whoever runs the test (even root).
        let path = directory.path("todos.json")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(
            throws: PersistenceError.unreadable(path: path, reason: "it is a directory, not a file")
        ) {
            try TodoFile(path: path).load()
        }
    }

    @Test func fieldsThisSampleDoesNotKnowAreWrittenBack() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("todos.json")
        let written = #"""
            {"version": 1, "nextID": 3, "owner": {"name": "Ann", "shared": true},
             "todos": [
               {"id": 1, "title": "Milk", "isCompleted": false, "due": "2026-12-01",
                "tags": ["shop", 2, null]},
               {"id": 2, "title": "Eggs", "isCompleted": true, "priority": 1.5}]}
            """#
        try Data(written.utf8).write(to: URL(fileURLWithPath: path))
        let file = TodoFile(path: path)
        var saved = try #require(try file.load())
        saved.todos[id: 1]?.isCompleted = true
        saved.todos.remove(at: 1)
        saved.todos.append(TodoModel(id: 3, title: "Flour"))
        saved.nextID = 4
        try file.save(saved)

        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let owner = try #require(object["owner"] as? [String: Any])
        #expect(owner["name"] as? String == "Ann")
        #expect(owner["shared"] as? Bool == true)
        let todos = try #require(object["todos"] as? [[String: Any]])
        #expect(todos.count == 2)
        #expect(todos[0]["due"] as? String == "2026-12-01")
        #expect((todos[0]["tags"] as? [Any])?.count == 3)
        #expect(todos[1].keys.sorted() == ["id", "isCompleted", "title"])
        // And the file still loads as what was saved, with its fields kept for the next save.
        let loaded = try #require(try TodoFile(path: path).load())
        #expect(loaded.todos == saved.todos && loaded.nextID == saved.nextID)
        #expect(loaded.unknownFields.topLevel.keys.sorted() == ["owner"])
    }

    @Test func theFileIsParsedOnceSoATodosUnknownFieldsStayWithTheTodoTheyWereReadWith() throws {
        // A todo whose "id" is written twice: a parser keeps one of the two. Parsed twice (the
        // known fields by one parser, the unknown ones by another), the unknown fields were
        // filed under the other ID, and lost on save; parsed once, they stay with the todo.
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("todos.json")
        let written = #"""
            {"version": 1, "nextID": 8,
             "todos": [{"id": 1, "title": "Milk", "isCompleted": false, "due": "2026-12-01",
                        "id": 7}]}
            """#
        try Data(written.utf8).write(to: URL(fileURLWithPath: path))
        let file = TodoFile(path: path)
        let saved = try #require(try file.load())
        let id = try #require(saved.todos.first?.id)
        try file.save(saved)

        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let todos = try #require(object["todos"] as? [[String: Any]])
        #expect(todos.count == 1)
        #expect(todos.first?["id"] as? Int == id)
        #expect(todos.first?["due"] as? String == "2026-12-01")
    }

    @Test func aSaveWritesTheBytesOneJSONEncoderWritesForTheWholeFile() throws {
        // The list is written a batch of todos at a time (Reflow's `jsonDocument` format): the
        // bytes must be those of one encoder pass, with unknown fields at every depth, over
        // several batches, and titles with every character JSON escapes.
        var saved = SavedTodos(nextID: 3_001)
        let titles = ["Milk", "a/b \\ \"q\" \u{7}\t\n é 😀", "", String(repeating: "x", count: 300)]
        for id in 1...3_000 {
            saved.todos.append(
                TodoModel(id: id, title: titles[id % titles.count], isCompleted: id % 2 == 0))
        }
        saved.unknownFields.topLevel = [
            "owner": .object(["name": .string("Ann"), "tags": .array([.integer(1), .null])]),
            "empty": .object([:]), "list": .array([]), "ratio": .decimal(Decimal(string: "0.25")!),
            "big": .decimal(Decimal(string: "123456789012345678901234567890")!),
        ]
        saved.unknownFields.elements[2] = ["due": .string("2026-12-01"), "flag": .bool(true)]
        saved.unknownFields.elements[2_999] = ["nested": .object(["a": .array([.object([:])])])]

        let written = try PersistenceFormat<SavedTodos>.todoFile.encode(saved)

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var whole = saved.unknownFields.topLevel
        whole["version"] = .integer(Int64(SavedTodos.version))
        whole["nextID"] = .integer(Int64(saved.nextID))
        whole["todos"] = .array(
            saved.todos.map { todo in
                var fields = saved.unknownFields.elements[todo.id] ?? [:]
                fields["id"] = .integer(Int64(todo.id))
                fields["title"] = .string(todo.title)
                fields["isCompleted"] = .bool(todo.isCompleted)
                return .object(fields)
            })
        let expected = try encoder.encode(JSONValue.object(whole)) + Data("\n".utf8)
        #expect(
            String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(try PersistenceFormat<SavedTodos>.todoFile.decode(written) == saved)
    }

    @Test func anInterruptedSaveKeepsThePreviousListAndLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("todos.json")
        try TodoFile(path: path).save(sample)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        struct Interrupted: Error {}
        var interrupted = TodoFile(path: path)
        interrupted.willReplace = { throw Interrupted() }
        var bigger = sample
        bigger.todos.append(TodoModel(id: 5, title: "Never saved"))
        bigger.nextID = 6
        #expect(throws: PersistenceError.self) { try interrupted.save(bigger) }

        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try TodoFile(path: path).load() == sample)
        #expect(directory.contents == ["todos.json"])
    }

    @Test func aTemporaryFileLeftByAKilledSaveIsIgnored() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("todos.json")
        let file = TodoFile(path: path)
        try file.save(sample)
        // What a process killed between writing and renaming leaves behind: half a file.
        let leftover = AtomicFile.temporaryPath(for: path)
        try Data(#"{"version":1,"nextID":9,"todos":[{"id":1,"#.utf8)
            .write(to: URL(fileURLWithPath: leftover))

        #expect(try file.load() == sample)
        var next = sample
        next.todos.remove(id: 1)
        try file.save(next)
        #expect(try file.load() == next)
    }

    @Test func aChangeAnotherProgramSavedSinceTheLoadIsNeverOverwritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("todos.json")
        try TodoFile(path: path).save(sample)
        let mine = TodoFile(path: path)
        #expect(try mine.load() == sample)
        var theirs = sample
        theirs.todos.append(TodoModel(id: 4, title: "Theirs"))
        theirs.nextID = 5
        try TodoFile(path: path).save(theirs)
        #expect(throws: PersistenceError.changedElsewhere(path: path)) { try mine.save(sample) }
        #expect(try TodoFile(path: path).load() == theirs)
    }

    @Test func aFileAnotherProgramCreatedSinceTheLoadIsNeverOverwritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("todos.json")
        let mine = TodoFile(path: path)
        #expect(try mine.load() == nil)
        try TodoFile(path: path).save(sample)
        #expect(throws: PersistenceError.changedElsewhere(path: path)) {
            try mine.save(SavedTodos(nextID: 1, todos: []))
        }
        #expect(try TodoFile(path: path).load() == sample)
    }

    @Test func savesInARowByOneProgramFollowEachOther() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("todos.json")
        let mine = TodoFile(path: path)
        #expect(try mine.load() == nil)
        try mine.save(sample)
        var next = sample
        next.todos.remove(id: 1)
        try mine.save(next)
        #expect(try TodoFile(path: path).load() == next)
    }

    @Test func savingKeepsTheFilesPermissions() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("todos.json")
        try TodoFile(path: path).save(sample)
        chmod(path, 0o600)
        try TodoFile(path: path).save(sample)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o600)
    }

    @Test func aFileNobodyMayWriteIsNotReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("todos.json")
        try TodoFile(path: path).save(sample)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        chmod(path, 0o444)
        var next = sample
        next.todos.remove(id: 1)
        #expect {
            try TodoFile(path: path).save(next)
        } throws: { error in
            guard case .unwritable(_, let reason) = error as? PersistenceError else { return false }
            return reason == "it is read-only"
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(directory.contents == ["todos.json"])
    }

    @Test func savingThroughASymbolicLinkReplacesItsTargetAndKeepsTheLink() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.path("real.json")
        let link = directory.path("todos.json")
        try TodoFile(path: target).save(sample)
        #expect(symlink("real.json", link) == 0)
        var next = sample
        next.todos.remove(id: 1)
        try TodoFile(path: link).save(next)
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link)
        #expect(destination == "real.json")
        #expect(try TodoFile(path: target).load() == next)
        #expect(directory.contents == ["real.json", "todos.json"])
    }

    @Test func temporaryFilesOfAProcessThatIsGoneAreRemovedOnTheNextSave() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("todos.json")
        // No process has this ID: above the largest pid Linux hands out (2^22).
        let stale = directory.path(".todos.json.2147483646.\(UUID().uuidString).tmp")
        try Data("{".utf8).write(to: URL(fileURLWithPath: stale))
        // A save in progress in this process is not touched.
        let ours = AtomicFile.temporaryPath(for: path)
        try Data("{".utf8).write(to: URL(fileURLWithPath: ours))
        try TodoFile(path: path).save(sample)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: ours))
    }

    @Test func savingIntoAMissingDirectoryFailsWithAClearMessage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("missing/todos.json")
        #expect {
            try TodoFile(path: path).save(sample)
        } throws: { error in
            guard let error = error as? PersistenceError, case .unwritable = error else {
                return false
            }
            return error.message.contains("Cannot save") && error.message.contains(path)
        }
    }

    @MainActor
    @Test func theAppNeverOverwritesAFileItCouldNotRead() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("todos.json")
        let garbage = Data("this is not a todo list\n".utf8)
        try garbage.write(to: URL(fileURLWithPath: path))

        let store = Store(
            state: AppModel(),
            action: .file(.load),
            environment: .live(path: path)
        )
        await store.wait { $0.status != .loading }
        guard case .failed(let message) = store.state.status else {
            Issue.record("expected a failed load, got \(store.state.status)")
            return
        }
        #expect(message.contains("is not a valid todo file"))
        store.newTodoTitle.wrappedValue = "Milk"
        store.send(.addTodo)
        await store.flush()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
        #expect(directory.contents == ["todos.json"])
    }
}
