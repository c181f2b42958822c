import Reflow

// What "Using bindings" assumes: a model with a title, and a todo that can be done.

struct AppModel: ModelProtocol {
    enum Action: Sendable { case setTitle(String) }
    var title = ""

    static func update(
        state: consuming AppModel, action: Action, environment: Void
    ) -> Update<AppModel> {
        switch action {
        case .setTitle(let title): state.title = title
        }
        return Update(state: state)
    }
}

struct TodoModel: ModelProtocol {
    enum Action: Sendable { case setDone(Bool) }
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
