import Reflow

/// Where a todo lives in the ``AppModel``, and how its actions are tagged: the keyed cursor
/// that runs a ``TodoModel`` update in the app's domain.
///
/// Todos are stored in a ``KeyedList``, so finding one is O(1) however long the list is, and
/// ``modify(state:key:_:)`` runs the todo's update where the todo is stored.
enum TodoCursor: KeyedCursorProtocol {
    static func get(state: AppModel, key: TodoModel.ID) -> TodoModel? {
        state.todos[id: key]
    }

    static func set(
        state: consuming AppModel,
        inner: consuming TodoModel,
        key: TodoModel.ID
    ) -> AppModel {
        state.todos[id: key] = inner
        return state
    }

    static func tag(action: TodoModel.Action, key: TodoModel.ID) -> AppModel.Action {
        .todo(id: key, action: action)
    }

    /// Runs the todo's update on the todo where it is stored, without taking it out.
    static func modify<Result>(
        state: inout AppModel,
        key: TodoModel.ID,
        _ body: (inout TodoModel) -> Result
    ) -> Result? {
        state.todos.modify(id: key, body)
    }
}
