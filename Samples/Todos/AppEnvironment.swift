import Reflow
import ReflowSQLite

/// What the app's effects need: the storage its todos are loaded from and saved to.
///
/// The live environment stores them in a file (``Reflow/PersistenceStorage/file(_:saveDelay:sleep:)-(String,_,_)``),
/// or, with `todos --db PATH`, in a SQLite database, one row per todo
/// (``ReflowSQLite/SQLiteStorage``): a save then writes only the todos that changed. Tests pass a
/// storage whose closures record saves and whose `sleep` they control, so nothing waits on the
/// wall clock.
struct AppEnvironment: Sendable {
    /// Where the todos are stored, and how long a change waits before it is saved.
    var file: PersistenceStorage
    /// The database the todos are kept in instead of ``file``, when there is one.
    var database: SQLiteStorage<SavedTodos>? = nil

    /// The environment that loads and saves a file on disk.
    ///
    /// - Parameter path: The path of the file; it need not exist yet.
    /// - Returns: The environment.
    static func live(path: String) -> AppEnvironment {
        AppEnvironment(file: .file(path))
    }

    /// The environment that keeps the todos in a SQLite database, one row per todo, and the
    /// rest of the list (the next ID, fields this version does not know) beside them.
    ///
    /// - Parameter databasePath: The path of the database; it need not exist yet.
    /// - Returns: The environment.
    static func live(databasePath: String) -> AppEnvironment {
        AppEnvironment(
            file: PersistenceStorage(
                path: databasePath, read: { nil }, write: { _ in }),
            database: SQLiteStorage(databasePath, rows: \.todos))
    }
}
