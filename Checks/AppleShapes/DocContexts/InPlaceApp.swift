import Reflow

// What "Updating in place" assumes besides the editor (Editor.swift): todos, and an environment
// that loads them.

struct TodoModel: ModelProtocol, Identifiable {
    enum Action: Sendable { case toggle }
    struct Environment: Sendable {}
    var id: Int
    var isDone = false

    static func update(
        state: consuming TodoModel, action: Action, environment: Environment
    ) -> Update<TodoModel> {
        state.isDone.toggle()
        return Update(state: state)
    }
}

struct TodoStore: Sendable {
    var load: @Sendable () async -> [TodoModel]
}

struct AppEnvironment: Sendable {
    var editor = EditorModel.Environment()
    var todo = TodoModel.Environment()
    var store: TodoStore
}
