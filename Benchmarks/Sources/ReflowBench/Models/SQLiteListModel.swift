import Foundation
import Reflow
import ReflowSQLite

/// The Todos sample's list of todos kept in a SQLite database, row by row: scenario 15.
struct SQLiteListModel: ModelProtocol {
    enum Action: Sendable {
        /// Marks a todo done, or not done.
        case toggle(TodoModel.ID)
        /// Replaces the whole list (the first save then writes every row).
        case replace(KeyedList<TodoModel>)
        case database(PersistenceAction)
    }

    typealias Environment = SQLiteStorage<KeyedList<TodoModel>>

    var todos = Persisted(KeyedList<TodoModel>())

    static let database = Place.database(\Self.todos, tag: Action.database)

    static func update(
        state: consuming SQLiteListModel,
        action: Action,
        environment: Environment
    ) -> Update<SQLiteListModel> {
        reduce(state, action: action, environment: environment)
            .savingChanges(of: \.todos, storage: environment, tag: Action.database)
    }

    private static func reduce(
        _ state: consuming SQLiteListModel,
        action: Action,
        environment: Environment
    ) -> Update<SQLiteListModel> {
        switch action {
        case .toggle(let id):
            state.todos.value.modify(id: id) { $0.isCompleted.toggle() }
            return Update(state: state)
        case .replace(let todos):
            state.todos.value = todos
            return Update(state: state)
        case .database(let action):
            return update(state: state, action: action, environment: environment, at: database)
        }
    }
}

/// The same list in a JSON file (the library's `PersistenceFormat.json`): what scenario 15's
/// load is compared with.
struct JSONListModel: ModelProtocol {
    enum Action: Sendable {
        case file(PersistenceAction)
    }

    typealias Environment = PersistenceStorage

    var todos = Persisted(KeyedList<TodoModel>())

    static let file = Place.persisted(\Self.todos, tag: Action.file)

    static func update(
        state: consuming JSONListModel,
        action: Action,
        environment: Environment
    ) -> Update<JSONListModel> {
        switch action {
        case .file(let action):
            update(state: state, action: action, environment: environment, at: file)
        }
    }
}
