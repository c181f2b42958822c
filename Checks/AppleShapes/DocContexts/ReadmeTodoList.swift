import Reflow

// What README's TestStore example assumes: a list of todos by key, each saved by an effect.

struct TodoModel: ModelProtocol, Identifiable {
    enum Action: Sendable, Equatable { case toggle, saved }

    struct Environment: Sendable {
        var save: @Sendable (Int, Bool) async -> Void
    }

    var id: Int
    var title: String
    var done = false
    var isSaving = false

    static func update(
        state: consuming TodoModel, action: Action, environment: Environment
    ) -> Update<TodoModel> {
        switch action {
        case .toggle:
            state.done.toggle()
            state.isSaving = true
            let (id, done, save) = (state.id, state.done, environment.save)
            return Update(
                state: state,
                fx: .task {
                    await save(id, done)
                    return .saved
                })
        case .saved:
            state.isSaving = false
            return Update(state: state)
        }
    }
}

struct TodoListModel: ModelProtocol {
    enum Action: Sendable, Equatable { case item(id: Int, action: TodoModel.Action) }
    var items: [Int: TodoModel]

    static func update(
        state: consuming TodoListModel, action: Action, environment: TodoModel.Environment
    ) -> Update<TodoListModel> {
        switch action {
        case .item(let id, let action):
            guard let item = state.items[id] else { return Update(state: state) }
            let next = TodoModel.update(state: item, action: action, environment: environment)
            state.items[id] = next.state
            return Update(state: state, fx: next.fx.map { .item(id: id, action: $0) })
        }
    }
}
