import Reflow
import Testing

@testable import Todos

private let environment = testEnvironment()

/// Runs actions through the pure update, as the store would, and returns the final state.
private func run(_ actions: [AppModel.Action], from state: AppModel) -> AppModel {
    AppModel.update(state: state, actions: actions, environment: environment).state
}

@Suite struct AppModelTests {
    @Test func addingUsesTheNewTodoFieldThenClearsIt() {
        let state = run([.setNewTodoTitle("  Buy milk "), .addTodo], from: loadedState())
        #expect(state.todos.map(\.title) == ["Buy milk"])
        #expect(state.todos[id: 1]?.isCompleted == false)
        #expect(state.newTodoTitle == "")
        #expect(state.nextID == 2)
        #expect(state.hasUnsavedChanges)
    }

    @Test func addingABlankTitleChangesNothing() {
        let before = run([.setNewTodoTitle("   ")], from: loadedState())
        let after = run([.addTodo], from: before)
        #expect(after == before)
    }

    @Test func childActionsChangeOnlyTheTodoWithThatKey() {
        let state = run(
            [.todo(id: 2, action: .toggle), .todo(id: 3, action: .setTitle("Bread"))],
            from: loadedState([("Milk", false), ("Eggs", false), ("Flour", false)])
        )
        #expect(state.todos.map(\.title) == ["Milk", "Eggs", "Bread"])
        #expect(state.todos.map(\.isCompleted) == [false, true, false])
        #expect(state.revision == 2)
    }

    @Test func deleteIsHandledByTheParentAndKeepsTheOrderOfTheOthers() {
        let state = run(
            [.todo(id: 2, action: .delete)],
            from: loadedState([("Milk", false), ("Eggs", false), ("Flour", false)])
        )
        #expect(state.todos.map(\.id) == [1, 3])
        #expect(state.todos[id: 3]?.title == "Flour")
        #expect(state.todos[id: 2] == nil)
    }

    @Test func anActionForAMissingKeyChangesNothingAndIsReported() {
        let issues = IssueLog()
        let before = loadedState([("Milk", false)])
        let after = RuntimeIssue.$reporter.withValue({ issues.append($0) }) {
            run([.todo(id: 9, action: .toggle), .todo(id: 9, action: .delete)], from: before)
        }
        #expect(after == before)
        #expect(issues.count == 2)
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
        let error = TodoFileError.corrupt(path: "todos.json", reason: "the file is empty")
        let state = run(
            [.loaded(.failure(error)), .setNewTodoTitle("Milk"), .addTodo, .save],
            from: AppModel()
        )
        #expect(state.canSave == false)
        #expect(state.status == .failed(error.message))
        let update = AppModel.update(state: state, action: .save, environment: environment)
        #expect(update.fx.operations.isEmpty)
    }

    @Test func aSuccessfulLoadReplacesTheListAndKeepsIDsFresh() {
        let saved = SavedTodos(nextID: 2, todos: [TodoModel(id: 5, title: "Milk")])
        let state = run([.loaded(.success(saved))], from: AppModel())
        #expect(state.todos.map(\.id) == [5])
        #expect(state.nextID == 6)
        #expect(state.status == .ready)
        #expect(state.canSave)
        #expect(!state.hasUnsavedChanges)
    }
}

/// Runtime issues reported during a test; reporters run synchronously on the test's thread.
private final class IssueLog: @unchecked Sendable {
    // Only touched synchronously from the test's own task, inside `withValue`.
    private var issues: [RuntimeIssue] = []
    var count: Int { issues.count }
    func append(_ issue: RuntimeIssue) { issues.append(issue) }
}
