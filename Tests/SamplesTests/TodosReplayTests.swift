import Foundation
import Reflow
import ReflowTesting
import Testing

@testable import TodosSample

/// A Todos session recorded by a store, written as JSON as `--record` writes it, read back and
/// replayed by a test store: what a user who hit a bug hands over becomes a test in one call.
@MainActor
@Suite struct TodosReplayTests {
    /// A session on a loaded list: adds, toggles, deletes, undoes, and the debounced save that
    /// follows, recorded with a state at every step, as `--record` writes it.
    private func recordedSession() async throws -> Data {
        let store = Store(
            state: loadedState([("Milk", false)]),
            environment: testEnvironment(sleep: { _ in }))
        store.startRecording(checkpointInterval: 1)
        store.send(.setNewTodoTitle("Eggs"))
        store.send(.addTodo)
        store.send(.todo(id: 1, action: .toggle))
        store.send(.todo(id: 2, action: .delete))
        store.send(.undo)
        await store.waitForEffects()
        return try JSONEncoder().encode(try #require(store.stopRecording()))
    }

    @Test func aRecordedSessionReplaysWithEveryStateChecked() async throws {
        let journal = try JSONDecoder().decode(
            Journal<AppModel>.self, from: try await recordedSession())
        // The user's five actions and the save the effects fed back.
        #expect(journal.entries.filter { $0.origin == .user }.count == 5)
        #expect(journal.entries.contains { $0.action == .file(.save) })
        await TestStore.replay(journal, environment: testEnvironment(sleep: { _ in }))
    }

    @Test func aSessionRecordedByAnotherVersionFailsAtTheStepThatDiffers() async throws {
        // The same session, as an app whose toggle also retitled the todo recorded it: its
        // states from step 3 on hold another title, in the states kept and in the changes that
        // give the others.
        var json = try #require(
            try JSONSerialization.jsonObject(with: try await recordedSession()) as? [String: Any])
        func retitled(_ value: Any) throws -> Any {
            let text = String(
                decoding: try JSONSerialization.data(
                    withJSONObject: value, options: .fragmentsAllowed),
                as: UTF8.self)
            return try JSONSerialization.jsonObject(
                with: Data(
                    text.replacingOccurrences(
                        of: #""title":"Milk""#, with: #""title":"Milk (done)""#
                    ).utf8),
                options: .fragmentsAllowed)
        }
        var checkpoints = try #require(json["checkpoints"] as? [[String: Any]])
        for index in checkpoints.indices where (checkpoints[index]["step"] as? Int ?? 0) >= 3 {
            checkpoints[index]["state"] = try retitled(checkpoints[index]["state"]!)
        }
        json["checkpoints"] = checkpoints
        var entries = try #require(json["entries"] as? [[String: Any]])
        for index in entries.indices where (entries[index]["step"] as? Int ?? 0) >= 3 {
            entries[index]["changes"] = try retitled(entries[index]["changes"]!)
        }
        json["entries"] = entries
        let journal = try JSONDecoder().decode(
            Journal<AppModel>.self, from: try JSONSerialization.data(withJSONObject: json))
        await withKnownIssue {
            await TestStore.replay(journal, environment: testEnvironment(sleep: { _ in }))
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("Step 3") && text.contains("Milk (done)")
        }
    }

    @Test(arguments: [
        (#""nextID":9223372036854775807"#, "its next ID 9223372036854775807 is out of range"),
        (#""nextID":0"#, "its next ID 0 is out of range"),
    ])
    func aJournalWhoseStateTheFileWouldRefuseIsRefusedWithTheFilesReason(
        edit: String, reason: String
    ) async throws {
        // One set of checks for the file and the journal: a state whose next ID would overflow
        // on the next add is refused as the file is, before any replay runs it.
        let text = String(decoding: try await recordedSession(), as: UTF8.self)
        let edited = text.replacing(#/"nextID":\d+/#, with: edit, maxReplacements: 1)
        try #require(edited != text)
        #expect {
            try JSONDecoder().decode(Journal<AppModel>.self, from: Data(edited.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == reason
                && context.codingPath.last?.stringValue == "nextID"
        }
    }

    @Test func aJournalAtTheBoundsOfTheChecksReplaysAndTravelsToEveryStepWithoutTrapping()
        async throws
    {
        // A state the checks accept at their bounds: the largest next ID, IDs from 1 to just
        // below it, and undo entries no session would leave (positions out of reach, todos
        // that are not there), then every kind of action on it.
        var state = loadedState()
        state.file.value = SavedTodos(
            nextID: Int.max - 1,
            todos: [
                TodoModel(id: 1, title: "First", isCompleted: true),
                TodoModel(id: Int.max - 2, title: "Last"),
            ])
        state.undoStack = [
            .insert([
                UndoEntry.Placed(position: Int.min, todo: TodoModel(id: 5, title: "a")),
                UndoEntry.Placed(position: Int.max, todo: TodoModel(id: 6, title: "b")),
            ]),
            .remove(99),
            .restore(TodoModel(id: 77, title: "gone"), isTitleEdit: true),
            .remove(Int.max - 2),
        ]
        let store = Store(state: state, environment: testEnvironment(sleep: { _ in }))
        store.startRecording(checkpointInterval: 1)
        for action: AppModel.Action in [
            .setNewTodoTitle("More"), .addTodo, .undo, .undo, .undo, .undo, .undo,
            .todo(id: 1, action: .toggle), .todo(id: Int.max - 2, action: .setTitle("x")),
            .todo(id: 12_345, action: .delete), .clearCompleted, .undo, .undo,
        ] {
            store.send(action)
        }
        await store.waitForEffects()
        let data = try JSONEncoder().encode(try #require(store.stopRecording()))

        let journal = try JSONDecoder().decode(Journal<AppModel>.self, from: data)
        let environment = testEnvironment(sleep: { _ in })
        #expect(journal.firstDivergence(environment: environment) == nil)
        let replaying = Store(replaying: journal, environment: environment)
        for step in journal.steps {
            replaying.travel(to: step)
            #expect(replaying.state == journal.checkpoint(at: step))
        }
        replaying.returnToPresent()
    }
}
