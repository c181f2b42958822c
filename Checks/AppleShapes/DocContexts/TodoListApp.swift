import Reflow

// A parent that keeps its todos (TodoModel.swift) in a `KeyedList`: what README's list example and
// "Observation and performance in SwiftUI" assume.

struct AppModel: ModelProtocol {
    enum Action: Sendable { case todo(id: Int, action: TodoModel.Action) }
    var todos: KeyedList<TodoModel> = []

    static let todo = Place.items(\Self.todos, tag: Action.todo)

    static func update(
        state: consuming AppModel, action: Action, environment: Void
    ) -> Update<AppModel> {
        switch action {
        case .todo(let id, let action):
            update(state: state, action: action, environment: (), at: todo(id))
        }
    }
}
