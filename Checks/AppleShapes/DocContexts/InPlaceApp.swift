import Reflow

// What "Updating in place" assumes: an editor, todos, and an environment that loads them.

struct EditorModel: ModelProtocol {
    enum Action: Sendable { case setTitle(String) }
    struct Environment: Sendable {}
    var title = ""

    static func update(
        state: consuming EditorModel, action: Action, environment: Environment
    ) -> Update<EditorModel> {
        switch action {
        case .setTitle(let title): state.title = title
        }
        return Update(state: state)
    }
}

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
