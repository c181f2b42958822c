import Reflow

// What "Observation and performance in SwiftUI" assumes: a keyed list of todos.

struct TodoModel: ModelProtocol, Identifiable {
    enum Action: Sendable { case setDone(Bool) }
    var id: Int
    var title = ""
    var isDone = false

    static func update(
        state: consuming TodoModel, action: Action, environment: Void
    ) -> Update<TodoModel> {
        switch action {
        case .setDone(let isDone): state.isDone = isDone
        }
        return Update(state: state)
    }
}

struct AppModel: ModelProtocol {
    enum Action: Sendable { case todo(id: Int, action: TodoModel.Action) }
    var todos: KeyedList<TodoModel> = []

    static func update(
        state: consuming AppModel, action: Action, environment: Void
    ) -> Update<AppModel> {
        switch action {
        case .todo(let id, let action):
            update(
                state: state, action: action, environment: (), child: \.todos, id: id,
                tag: Action.todo)
        }
    }
}
