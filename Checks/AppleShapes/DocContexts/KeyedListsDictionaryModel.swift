import Reflow

// What "Keyed lists" assumes of items (TodoModel.swift) kept in a dictionary by ID.

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
