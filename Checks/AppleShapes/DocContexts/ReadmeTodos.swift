import Reflow
import SwiftUI

// What README's list example assumes: a keyed list of todos and a row view.

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

struct TodoRow: View {
    let store: ViewStore<TodoModel>

    var body: some View { Text(store.state.isDone ? "Done" : "To do") }
}
