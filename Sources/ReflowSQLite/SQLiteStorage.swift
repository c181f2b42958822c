import Foundation
import Reflow

/// Where a ``Reflow/Persisted`` value that holds a long ``Reflow/KeyedList`` is stored: a SQLite
/// database with one row per element, so that a save writes the elements that changed, not the
/// list.
///
/// A list of a few hundred items is best in a file (``Reflow/PersistenceStorage/file(_:saveDelay:sleep:)-(String,_,_)``):
/// one JSON file, readable and easy to copy. A list that grows for years is better here: a
/// save writes only the items added, changed, removed or moved since the last save, in one
/// transaction, so saving one toggled item of half a million costs what it costs in a list of a
/// thousand.
///
/// The model is the same as with a file: a `Persisted` property, a case of
/// ``Reflow/PersistenceAction``, and this storage in the environment, handed to the same two
/// calls.
///
/// ```swift
/// import Reflow
/// import ReflowSQLite
///
/// struct Book: Codable, Equatable, Identifiable {
///     let id: Int
///     var title: String
/// }
///
/// struct ShelfModel: ModelProtocol {
///     var books = Persisted(KeyedList<Book>())
///
///     enum Action: Sendable, Equatable {
///         case rename(id: Int, title: String)
///         case database(PersistenceAction)
///     }
///
///     struct Environment {
///         var database: SQLiteStorage<KeyedList<Book>>
///     }
///
///     static func update(
///         state: consuming ShelfModel, action: Action, environment: Environment
///     ) -> Update<ShelfModel> {
///         reduce(state, action: action, environment: environment)
///             .savingChanges(of: \.books, storage: environment.database, tag: Action.database)
///     }
///
///     static func reduce(
///         _ state: consuming ShelfModel, action: Action, environment: Environment
///     ) -> Update<ShelfModel> {
///         switch action {
///         case .rename(let id, let title):
///             state.books.value.modify(id: id) { $0.title = title }
///             return Update(state: state)
///         case .database(let action):
///             return update(
///                 state: state, action: action, persisted: \.books,
///                 storage: environment.database, tag: Action.database)
///         }
///     }
/// }
/// ```
///
/// The value may be the list itself, as above (``init(_:durability:saveDelay:sleep:)``), or a
/// value that holds the list beside other fields, such as a next ID
/// (``init(_:rows:durability:saveDelay:sleep:)``): the other fields are saved together as one
/// JSON document, when they change.
///
/// ## What a save writes
///
/// Changes are noted as they happen, from the list's own record of which IDs changed (the one
/// that tells a store's observers which rows to draw): noting costs O(1) per changed item,
/// never a comparison of the whole list. A save encodes the changed items, and writes them, the
/// removals and the moves in one transaction. Rows keep their order by a position with gaps
/// between neighbours, so a move or an insertion writes one row. A bulk change that the list
/// does not itemize (``Reflow/KeyedList/removeAll(where:)`` of more than a few items, the list
/// assigned whole) makes the next save compare the whole list with the database: it encodes
/// every element and reads every row, O(*n*) once, and still writes only the rows that differ.
///
/// ## What a save promises
///
/// The same as a file's:
///
/// - A crash or a kill mid-save leaves the previous save or this one, never a mix; a save that
///   completed is never lost (and, with ``SQLiteDurability/full``, not even to a power cut).
/// - A database another program changed, replaced or removed since the load is not written:
///   the save fails with ``Reflow/PersistenceError/changedElsewhere(path:)``. Of two processes
///   saving at the same moment, one writes and the other is told.
/// - A file that is not this kind of database, is damaged or has a newer schema is refused at
///   the load (``Reflow/PersistenceError/corrupt(path:reason:)``), left untouched, and never
///   saved over.
/// - A read-only file or a full disk fails the save
///   (``Reflow/PersistenceError/unwritable(path:reason:)``); the state stays in memory and the
///   next change, or ``Reflow/PersistenceAction/save``, tries again.
///
/// The database is `PATH` with SQLite's `PATH-wal` and `PATH-shm` beside it while it is open:
/// copy the three together, or none while the app runs.
///
/// Copies of a storage share its database connection and what it knows of the rows saved: give
/// each `Persisted` value a storage of its own.
public struct SQLiteStorage<Value>: Sendable {
    /// The path of the database, as errors name it.
    public var path: String { database.path }
    /// What a save waits for; see ``SQLiteDurability``.
    public var durability: SQLiteDurability { database.durability }
    /// How long after a change the value is saved: changes within it are saved together.
    public var saveDelay: Duration
    /// Waits for a duration; throws (or returns early) when its task is cancelled.
    public var sleep: @Sendable (Duration) async throws -> Void

    /// The database, shared by the copies of this storage.
    let database: RowDatabase
    /// The value's list: what changed, and how rows are encoded.
    let rows: RowsOfValue<Value>

    /// Creates a storage for a value that holds a keyed list beside other fields.
    ///
    /// The list's elements are stored one per row; the rest of the value (the list left empty)
    /// is stored as one JSON document beside them, written when it changes.
    ///
    /// - Parameters:
    ///   - path: The path of the database; it need not exist yet.
    ///   - rows: Where the list is in the value: `\SavedTodos.todos`.
    ///   - durability: What a save waits for; ``SQLiteDurability/full`` unless given.
    ///   - saveDelay: How long after a change the value is saved.
    ///   - sleep: Waits for a duration; `Task.sleep(for:)` unless a test passes its own.
    public init<Element: Codable & Identifiable>(
        _ path: String,
        rows: WritableKeyPath<Value, KeyedList<Element>>,
        durability: SQLiteDurability = .full,
        saveDelay: Duration = .milliseconds(300),
        sleep: @escaping @Sendable (Duration) async throws -> Void = {
            try await Task.sleep(for: $0)
        }
    ) where Value: Codable, Element.ID: Codable {
        database = RowDatabase(path: path, durability: durability)
        self.rows = RowCodec(rows: rows)
        self.saveDelay = saveDelay
        self.sleep = sleep
    }

    /// Creates a storage for a keyed list, one element per row.
    ///
    /// - Parameters:
    ///   - path: The path of the database; it need not exist yet.
    ///   - durability: What a save waits for; ``SQLiteDurability/full`` unless given.
    ///   - saveDelay: How long after a change the value is saved.
    ///   - sleep: Waits for a duration; `Task.sleep(for:)` unless a test passes its own.
    public init<Element: Codable & Identifiable>(
        _ path: String,
        durability: SQLiteDurability = .full,
        saveDelay: Duration = .milliseconds(300),
        sleep: @escaping @Sendable (Duration) async throws -> Void = {
            try await Task.sleep(for: $0)
        }
    ) where Value == KeyedList<Element>, Element.ID: Codable {
        self.init(path, rows: \.self, durability: durability, saveDelay: saveDelay, sleep: sleep)
    }
}

extension SQLiteStorage {
    /// Limits the database's size in pages, as a full disk would, for tests: a save that needs
    /// more fails with ``Reflow/PersistenceError/unwritable(path:reason:)``. `nil` lifts it.
    package func limitPages(to count: Int64?) {
        database.limitPages(to: count)
    }

    /// What the last save that completed wrote; `nil` before one. For tests.
    package var lastSave: SQLiteSaveSummary? { database.lastSaveSummary() }
}

extension SQLiteStorage {
    /// Reads the stored value as a load does, outside a store: for a command-line tool, an
    /// export, a migration, or a test.
    ///
    /// It opens the database on its own: what a store using this storage knows of the
    /// database (what it last read or wrote, to tell another program's change) is left as it
    /// was. Decoding runs in the caller's isolation.
    ///
    /// ```swift
    /// let storage = SQLiteStorage<KeyedList<Book>>("shelf.db")
    /// let books = try storage.read() ?? []
    /// ```
    ///
    /// - Returns: The stored value, or `nil` when nothing is stored yet.
    /// - Throws: What a load reports: ``Reflow/PersistenceError/unreadable(path:reason:)`` and
    ///   ``Reflow/PersistenceError/corrupt(path:reason:)``; a file refused is left untouched.
    public func read() throws(PersistenceError) -> Value? {
        let reader = RowDatabase(path: path, durability: durability)
        guard let payload = try reader.read() else { return nil }
        return try rows.decode(payload, path: path)
    }
}
