import Reflow

// What "Testing updates" assumes: todos saved by an effect, and a search debounced on a clock.

struct Todo: ModelProtocol, Identifiable {
    enum Action: Sendable, Equatable { case toggle, saved }
    var id: Int
    var isDone = false
    var isSaving = false

    static func update(state: consuming Todo, action: Action, environment: Void) -> Update<Todo> {
        switch action {
        case .toggle:
            state.isDone.toggle()
            state.isSaving = true
            return Update(state: state, fx: .send(.saved))
        case .saved:
            state.isSaving = false
            return Update(state: state)
        }
    }
}

struct AppModel: ModelProtocol {
    enum Action: Sendable, Equatable { case todo(id: Int, action: Todo.Action) }

    struct Environment: Sendable {
        static let test = Environment()
    }

    var todos: KeyedList<Todo>

    static let todo = Place.items(\Self.todos, tag: Action.todo)

    static func update(
        state: consuming AppModel, action: Action, environment: Environment
    ) -> Update<AppModel> {
        switch action {
        case .todo(let id, let action):
            update(state: state, action: action, environment: (), at: todo(id))
        }
    }
}

struct SearchModel: ModelProtocol {
    enum Action: Sendable, Equatable { case queryChanged(String), results([String]) }

    struct Environment: Sendable {
        var clock: any Clock<Duration>
    }

    var query = ""
    var results: [String] = []

    static func update(
        state: consuming SearchModel, action: Action, environment: Environment
    ) -> Update<SearchModel> {
        switch action {
        case .queryChanged(let query):
            state.query = query
            let clock = environment.clock
            return Update(
                state: state,
                fx: .task {
                    try? await clock.sleep(for: .milliseconds(300))
                    return .results(["Milk"])
                })
        case .results(let results):
            state.results = results
            return Update(state: state)
        }
    }
}
