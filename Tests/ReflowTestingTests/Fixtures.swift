// Models the test store's tests drive: a keyed to-do list whose items save through an effect.

import Reflow

/// One to-do item. Toggling it saves it through the environment, then marks it saved.
struct TodoModel: ModelProtocol, Identifiable {
    enum Action: Equatable, Sendable {
        case toggle
        case saved
    }

    struct Environment: Sendable {
        /// Saves an item's state; returns when it is saved.
        var save: @Sendable (_ id: Int, _ done: Bool) async -> Void
    }

    let id: Int
    var title: String
    var done = false
    var isSaving = false

    static func update(
        state: consuming TodoModel,
        action: Action,
        environment: Environment
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

/// Finds list items by ID.
enum TodoCursor: KeyedCursorProtocol {
    static func get(state: TodoListModel, key: Int) -> TodoModel? {
        state.items[key]
    }

    static func set(
        state: consuming TodoListModel, inner: consuming TodoModel, key: Int
    ) -> TodoListModel {
        state.items[key] = inner
        return state
    }

    static func tag(action: TodoModel.Action, key: Int) -> TodoListModel.Action {
        .item(id: key, action: action)
    }
}

/// A keyed list of to-do items.
struct TodoListModel: ModelProtocol {
    enum Action: Equatable, Sendable {
        case item(id: Int, action: TodoModel.Action)
        case remove(id: Int)
        /// Feeds back `.remove(id:)` for every done item, at once.
        case clearDone
        case rename(id: Int, title: String)
    }

    var items: [Int: TodoModel] = [:]

    /// The items' place: ``TodoCursor``'s, called with an ID.
    static let item = Place.cursor(TodoCursor.self)

    static func update(
        state: consuming TodoListModel,
        action: Action,
        environment: TodoModel.Environment
    ) -> Update<TodoListModel> {
        switch action {
        case .item(let id, let action):
            return update(state: state, action: action, environment: environment, at: item(id))
        case .remove(let id):
            state.items[id] = nil
            return Update(state: state)
        case .clearDone:
            let done = state.items.values.filter(\.done).map(\.id).sorted()
            return Update(state: state, fx: .merge(done.map { .send(.remove(id: $0)) }))
        case .rename(let id, let title):
            state.items[id]?.title = title
            return Update(state: state)
        }
    }

    /// A list of three items, 1 to 3, none done.
    static var sample: TodoListModel {
        TodoListModel(items: [
            1: TodoModel(id: 1, title: "Milk"),
            2: TodoModel(id: 2, title: "Eggs"),
            3: TodoModel(id: 3, title: "Bread"),
        ])
    }
}

extension TodoModel.Environment {
    /// Saves at once.
    static var immediate: Self { Self(save: { _, _ in }) }
}
