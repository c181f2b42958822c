import CSQLite
import Foundation
import Reflow
import ReflowSQLite

/// An item of the tests' lists.
struct Item: Codable, Equatable, Identifiable, Sendable {
    let id: Int
    var title: String
    var done = false
}

/// A list kept in a SQLite database, with the changes a list sees.
struct ListModel: ModelProtocol, Sendable {
    enum Action: Equatable, Sendable {
        case add(Item)
        case insert(Item, at: Int)
        case toggle(Int)
        case remove(Int)
        case move(Int, to: Int)
        case removeDone
        case replace([Item])
        case database(PersistenceAction)
    }

    struct Environment: Sendable {
        var database: SQLiteStorage<KeyedList<Item>>
    }

    var items = Persisted(KeyedList<Item>())

    static let database = Place.database(\Self.items, tag: Action.database)

    static func update(
        state: consuming ListModel, action: Action, environment: Environment
    ) -> Update<ListModel> {
        reduce(state, action: action, environment: environment)
            .savingChanges(of: \.items, storage: environment.database, tag: Action.database)
    }

    static func reduce(
        _ state: consuming ListModel, action: Action, environment: Environment
    ) -> Update<ListModel> {
        switch action {
        case .add(let item):
            state.items.value.append(item)
        case .insert(let item, let position):
            state.items.value.insert(item, at: position)
        case .toggle(let id):
            state.items.value.modify(id: id) { $0.done.toggle() }
        case .remove(let id):
            state.items.value.remove(id: id)
        case .move(let id, let position):
            state.items.value.move(id: id, to: position)
        case .removeDone:
            state.items.value.removeAll(where: \.done)
        case .replace(let items):
            state.items.value = KeyedList(items)
        case .database(let action):
            return update(
                state: state, action: action, environment: environment.database, at: database)
        }
        return Update(state: state)
    }
}

/// A storage at `path` that saves when told, or right after a change (no delay).
func database(_ path: String) -> SQLiteStorage<KeyedList<Item>> {
    SQLiteStorage(path, saveDelay: .zero, sleep: { _ in })
}

/// `count` items, titled by their IDs.
func items(_ count: Int, from first: Int = 1) -> [Item] {
    (first..<first + count).map { Item(id: $0, title: "item \($0)") }
}

/// A store of a list model on `storage`, loaded.
@MainActor
func loadedStore(_ storage: SQLiteStorage<KeyedList<Item>>) async -> Store<ListModel> {
    let store = Store(
        state: ListModel(), action: .database(.load), environment: .init(database: storage))
    await store.waitForEffects()
    return store
}

/// What a fresh process would load from `path`.
@MainActor
func reloaded(_ path: String) async -> Persisted<KeyedList<Item>> {
    await loadedStore(database(path)).state.items
}

/// Sends an action and waits until its save, if any, has ended.
@MainActor
func sendAndSave(_ store: Store<ListModel>, _ action: ListModel.Action) async {
    store.send(action)
    await store.waitForEffects()
}

/// Runs SQL on the database at `path` with a connection of its own (another program's).
func runSQL(_ path: String, _ sql: String) throws {
    var handle: OpaquePointer?
    guard sqlite3_open(path, &handle) == SQLITE_OK else {
        throw SQLError(message: "cannot open \(path)")
    }
    defer { sqlite3_close(handle) }
    var message: UnsafeMutablePointer<CChar>?
    guard sqlite3_exec(handle, sql, nil, nil, &message) == SQLITE_OK else {
        defer { sqlite3_free(message) }
        throw SQLError(message: message.map { String(cString: $0) } ?? "failed")
    }
}

/// A failure of ``runSQL(_:_:)``.
struct SQLError: Error {
    var message: String
}

/// The bytes of the file at `path`.
func contents(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
}
