import Reflow
import ReflowSQLite

/// The saver's database.
public struct SaverEnvironment: Sendable {
    /// Where the list is stored.
    public var database: SQLiteStorage<SaverList>

    /// A database at `path` that saves when told (no delay).
    public init(path: String) {
        database = SQLiteStorage(path, rows: \.rows, saveDelay: .zero, sleep: { _ in })
    }
}
