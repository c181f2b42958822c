import Reflow

// What "Keyed lists" assumes of items kept in a dictionary by ID.

struct TodoModel: ModelProtocol, Identifiable {
    enum Action: Sendable { case toggle }

    var id: Int
    var isDone = false

    static func update(
        state: consuming TodoModel, action: Action, environment: Void
    ) -> Update<TodoModel> {
        state.isDone.toggle()
        return Update(state: state)
    }
}

struct AppModel: ModelProtocol {
    enum Action: Sendable {
        case todo(id: Int, action: TodoModel.Action)
        case reportMissing(Int)
    }
    typealias Environment = Void

    var todos: [TodoModel.ID: TodoModel] = [:]

    static func update(
        state: consuming AppModel, action: Action, environment: Void
    ) -> Update<AppModel> {
        Update(state: state)
    }
}
