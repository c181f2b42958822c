import Foundation
import Reflow
import ReflowTesting
import Testing

@testable import TodosSample

private let environment = testEnvironment()

/// Runs actions through the pure update, as the store would, and returns the final state.
private func run(_ actions: [AppModel.Action], from state: AppModel) -> AppModel {
    AppModel.update(state: state, actions: actions, environment: environment).state
}

/// A test store over a loaded list whose debounced saves sleep on `clock` and go to
/// `recorder`.
@MainActor
private func makeStore(
    _ state: AppModel,
    clock: TestClock,
    recorder: SaveRecorder = SaveRecorder()
) -> TestStore<AppModel> {
    TestStore(
        state: state,
        environment: testEnvironment(
            recorder: recorder, sleep: { duration in try await clock.sleep(for: duration) })
    )
}

private let milk = TodoModel(id: 1, title: "Milk")
private let eggs = TodoModel(id: 2, title: "Eggs")
private let flour = TodoModel(id: 3, title: "Flour")

/// The update as a pure function: actions in, state out.
@Suite struct AppModelTests {
    @Test func addingABlankTitleChangesNothing() {
        let before = run([.setNewTodoTitle("   ")], from: loadedState())
        let after = run([.addTodo], from: before)
        #expect(after == before)
    }

    @Test func aListWhoseIDsRanOutTakesNoMoreTodosAndNeverOverflows() {
        var state = loadedState()
        state.nextID = TodoModel.ID.max - 2
        let after = run(
            [.setNewTodoTitle("Milk"), .addTodo, .setNewTodoTitle("Eggs"), .addTodo], from: state)
        // One more todo fits; then the next ID stays one the file accepts.
        #expect(after.todos.map(\.title) == ["Milk"])
        #expect(after.nextID == TodoModel.ID.max - 1)
    }

    @Test func controlCharactersNeverReachATitle() {
        let added = run(
            [.setNewTodoTitle("Mi\u{0}lk\u{1B}[2J\tnow"), .addTodo], from: loadedState())
        #expect(added.todos.map(\.title) == ["Milk[2J now"])
        let edited = run([.todo(id: 1, action: .setTitle("Eg\u{0}gs\u{85}"))], from: added)
        #expect(edited.todos.map(\.title) == ["Eggs"])
    }

    @Test func filtersChooseTheVisibleTodosInDisplayOrder() {
        let state = loadedState([("Milk", true), ("Eggs", false), ("Flour", true)])
        #expect(run([.setFilter(.active)], from: state).visibleTodos.map(\.id) == [2])
        #expect(run([.setFilter(.completed)], from: state).visibleTodos.map(\.id) == [1, 3])
        #expect(run([.setFilter(.all)], from: state).visibleTodos.map(\.id) == [1, 2, 3])
    }

    @Test func clearCompletedRemovesOnlyCompletedTodos() {
        let state = run(
            [.clearCompleted],
            from: loadedState([("Milk", true), ("Eggs", false), ("Flour", true)])
        )
        #expect(state.todos.map(\.title) == ["Eggs"])
        #expect(state.todos[id: 2]?.title == "Eggs")
    }

    @Test func undoTakesBackEachKindOfChangeInReverseOrder() {
        let start = loadedState([("Milk", true), ("Eggs", false), ("Flour", true)])
        let changed = run(
            [
                .setNewTodoTitle("Bread"), .addTodo,
                .todo(id: 2, action: .toggle),
                .todo(id: 2, action: .setTitle("E")),
                .todo(id: 2, action: .setTitle("Eg")),
                .todo(id: 1, action: .delete),
                .clearCompleted,
            ],
            from: start
        )
        #expect(changed.todos.map(\.title) == ["Bread"])
        var state = changed
        state = run([.undo], from: state)
        #expect(state.todos.map(\.title) == ["Eg", "Flour", "Bread"])
        state = run([.undo], from: state)
        #expect(state.todos.map(\.title) == ["Milk", "Eg", "Flour", "Bread"])
        state = run([.undo], from: state)
        #expect(state.todos.map(\.title) == ["Milk", "Eggs", "Flour", "Bread"])
        #expect(state.todos[id: 2]?.isCompleted == true)
        state = run([.undo], from: state)
        #expect(state.todos[id: 2]?.isCompleted == false)
        state = run([.undo], from: state)
        #expect(state.todos == start.todos)
        #expect(state.undoStack.isEmpty)
        #expect(run([.undo], from: state) == state)
    }

    @Test func aFailedLoadForbidsSavingSoTheFileIsNeverOverwritten() {
        let error = PersistenceError.corrupt(path: "todos.json", reason: "the file is empty")
        let state = run(
            [.file(.didRead(.failure(error))), .setNewTodoTitle("Milk"), .addTodo, .file(.save)],
            from: AppModel()
        )
        #expect(state.file.canSave == false)
        #expect(state.status == .failed(error.message))
        let update = AppModel.update(state: state, action: .file(.save), environment: environment)
        #expect(update.fx.isNone)
    }

    @Test func aSuccessfulLoadReplacesTheListAndForgetsUndo() throws {
        let saved = SavedTodos(nextID: 6, todos: [TodoModel(id: 5, title: "Milk")])
        let data = try PersistenceFormat.todoFile.encode(saved)
        let state = run(
            [.setNewTodoTitle("Eggs"), .addTodo, .file(.didRead(.success(data)))],
            from: AppModel())
        #expect(state.todos.map(\.id) == [5])
        #expect(state.nextID == 6)
        #expect(state.undoStack.isEmpty)
        #expect(state.status == .ready)
        #expect(state.file.canSave)
        #expect(!state.hasUnsavedChanges)
    }

    @Test func aFileWhoseIDsAreOutOfRangeIsNotLoaded() throws {
        let saved = SavedTodos(nextID: 2, todos: [TodoModel(id: 5, title: "Milk")])
        let data = try PersistenceFormat.todoFile.encode(saved)
        let state = run([.file(.didRead(.success(data)))], from: AppModel())
        #expect(state.todos.isEmpty)
        #expect(!state.file.canSave)
        #expect(
            state.file.status
                == .failed(
                    .corrupt(
                        path: "todos.json",
                        reason: "todo ID 5 is out of range (next ID is 2)")))
    }
}

/// The keyed list through ``TestStore``: every state change and every action the effects feed
/// back (the debounced save) is asserted.
@MainActor
@Suite struct AppModelKeyedListTests {
    @Test func childActionsChangeOnlyTheTodoWithThatKeyThenOneSaveFollows() async {
        let clock = TestClock()
        let recorder = SaveRecorder()
        let store = makeStore(
            loadedState([("Milk", false), ("Eggs", false), ("Flour", false)]),
            clock: clock, recorder: recorder)
        await store.send(.todo(id: 2, action: .toggle)) {
            $0.todos[id: 2]?.isCompleted = true
            $0.undoStack = [.restore(eggs, isTitleEdit: false)]
        }
        await store.send(.todo(id: 3, action: .setTitle("Bread"))) {
            $0.todos[id: 3]?.title = "Bread"
            $0.undoStack.append(.restore(flour, isTitleEdit: true))
        }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.file(.save)) { $0.file.status = .saving }
        await store.receive(.file(.didWrite(revision: 2, error: nil))) {
            $0.file.status = .ready
            $0.file.savedRevision = 2
        }
        await store.finish()
        let saves = await recorder.saves
        #expect(saves.count == 1)
        #expect(saves.first?.todos.map(\.title) == ["Milk", "Eggs", "Bread"])
    }

    @Test func aChangeWithinTheSaveDelayRestartsItSoABurstIsSavedOnce() async {
        let clock = TestClock()
        let recorder = SaveRecorder()
        let store = makeStore(loadedState([("Milk", false)]), clock: clock, recorder: recorder)
        await store.send(.todo(id: 1, action: .toggle)) {
            $0.todos[id: 1]?.isCompleted = true
            $0.undoStack = [.restore(milk, isTitleEdit: false)]
        }
        await clock.advance(by: .milliseconds(200))
        await store.send(.todo(id: 1, action: .toggle)) {
            $0.todos[id: 1]?.isCompleted = false
            $0.undoStack.append(
                .restore(TodoModel(id: 1, title: "Milk", isCompleted: true), isTitleEdit: false))
        }
        // 400 ms after the first change, 200 ms after the second: the first change's scheduled
        // save was cancelled, so nothing is saved yet.
        await clock.advance(by: .milliseconds(200))
        #expect(await recorder.saves.isEmpty)
        await clock.advance(by: .milliseconds(100))
        await store.receive(.file(.save)) { $0.file.status = .saving }
        await store.receive(.file(.didWrite(revision: 2, error: nil))) {
            $0.file.status = .ready
            $0.file.savedRevision = 2
        }
        await store.finish()
        #expect(await recorder.saves.count == 1)
    }

    @Test func consecutiveTitleEditsOfOneTodoUndoTogether() async {
        let clock = TestClock()
        let store = makeStore(loadedState([("Milk", false)]), clock: clock)
        await store.send(.todo(id: 1, action: .setTitle("Oat"))) {
            $0.todos[id: 1]?.title = "Oat"
            $0.undoStack = [.restore(milk, isTitleEdit: true)]
        }
        await store.send(.todo(id: 1, action: .setTitle("Oat milk"))) {
            $0.todos[id: 1]?.title = "Oat milk"
        }
        await store.send(.undo) {
            $0.todos[id: 1]?.title = "Milk"
            $0.undoStack = []
        }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.file(.save)) { $0.file.status = .saving }
        await store.receive(.file(.didWrite(revision: 3, error: nil))) {
            $0.file.status = .ready
            $0.file.savedRevision = 3
        }
        await store.finish()
    }

    @Test func deletingIsHandledByTheParentAndUndoPutsTheTodoBackInPlace() async {
        let clock = TestClock()
        let store = makeStore(
            loadedState([("Milk", false), ("Eggs", false), ("Flour", false)]), clock: clock)
        await store.send(.todo(id: 2, action: .delete)) {
            $0.todos[id: 2] = nil
            $0.undoStack = [.insert([UndoEntry.Placed(position: 1, todo: eggs)])]
        }
        await store.send(.undo) {
            $0.todos = KeyedList([milk, eggs, flour])
            $0.undoStack = []
        }
        await store.send(.file(.save)) { $0.file.status = .saving }
        await store.receive(.file(.didWrite(revision: 2, error: nil))) {
            $0.file.status = .ready
            $0.file.savedRevision = 2
        }
        await store.finish()
    }

    @Test func anActionForAMissingKeyChangesNoTodoAndIsReported() async {
        let clock = TestClock()
        let store = makeStore(loadedState([("Milk", false)]), clock: clock)
        // The keyed form looks for the todo in place, a write to the list: the persisted file
        // counts every write as a change, so an identical list is saved once.
        await store.send(.todo(id: 9, action: .toggle)) { $0.file.revision += 1 }
        await store.send(.todo(id: 9, action: .delete)) { $0.file.revision += 1 }
        #expect(store.runtimeIssues.count == 2)
        await clock.advance(by: .milliseconds(300))
        await store.receive(.file(.save)) { $0.file.status = .saving }
        await store.receive(.file(.didWrite(revision: 2, error: nil))) {
            $0.file.status = .ready
            $0.file.savedRevision = 2
        }
        await store.finish()
    }

    @Test func addingThroughTheNewTodoFieldAppendsWithTheNextIDThenClearsTheField() async {
        let clock = TestClock()
        let store = makeStore(loadedState([("Milk", false)]), clock: clock)
        await store.send(.setNewTodoTitle(" Eggs ")) { $0.newTodoTitle = " Eggs " }
        await store.send(.addTodo) {
            $0.todos.append(eggs)
            $0.nextID = 3
            $0.newTodoTitle = ""
            $0.undoStack = [.remove(2)]
        }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.file(.save)) { $0.file.status = .saving }
        await store.receive(.file(.didWrite(revision: 2, error: nil))) {
            $0.file.status = .ready
            $0.file.savedRevision = 2
        }
        await store.finish()
    }
}

/// The app's state and actions as JSON, as a session journal holds them.
@Suite struct AppModelCodableTests {
    @Test func theStateRoundTripsWithTheFilesUnknownFields() throws {
        let file = Data(
            #"{"version":1,"nextID":3,"owner":"Ann","todos":[{"id":1,"title":"Milk","isCompleted":false,"due":"soon"}]}"#
                .utf8)
        var state = AppModel()
        state =
            AppModel.update(
                state: state, actions: [.file(.didRead(.success(file))), .setNewTodoTitle("Eggs")],
                environment: testEnvironment()
            ).state
        #expect(!state.file.value.unknownFields.isEmpty)
        let decoded = try JSONDecoder().decode(AppModel.self, from: JSONEncoder().encode(state))
        #expect(decoded == state)
    }

    @Test func actionsRoundTrip() throws {
        let actions: [AppModel.Action] = [
            .file(.load), .setNewTodoTitle("Milk"), .addTodo,
            .todo(id: 1, action: .setTitle("Oat milk")), .setFilter(.active), .undo,
        ]
        let data = try JSONEncoder().encode(actions)
        #expect(try JSONDecoder().decode([AppModel.Action].self, from: data) == actions)
    }
}
