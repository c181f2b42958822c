import CSQLite
import Foundation

/// What SQLite returned when a call failed: its result code and its message.
struct SQLiteFailure: Error, CustomStringConvertible {
    /// The primary result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, …), without extended bits.
    var code: Int32
    /// SQLite's message: `"database or disk is full"`.
    var message: String

    var description: String { message }
}

/// One open SQLite database: a thin, throwing face of the C API, used by one thread at a time
/// (``RowDatabase`` holds it under its lock).
final class SQLiteConnection {
    /// The `sqlite3 *` handle.
    private let handle: OpaquePointer
    /// Statements prepared once and reused, by their SQL.
    private var statements: [String: SQLiteStatement] = [:]

    /// Opens the database at `path` with `SQLITE_OPEN_*` flags.
    init(path: String, flags: Int32) throws(SQLiteFailure) {
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) }
            sqlite3_close_v2(opened)
            throw SQLiteFailure(
                code: code & 0xFF, message: message ?? String(cString: sqlite3_errstr(code)))
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 0)
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Waits up to `milliseconds` for another connection's lock before failing with
    /// `SQLITE_BUSY`.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Runs SQL that returns no rows (or whose rows are ignored).
    func execute(_ sql: String) throws(SQLiteFailure) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw failure(code) }
    }

    /// A prepared statement for `sql`, reset and ready to bind; prepared once per connection.
    func statement(_ sql: String) throws(SQLiteFailure) -> SQLiteStatement {
        if let statement = statements[sql] {
            statement.reset()
            return statement
        }
        var prepared: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &prepared, nil)
        guard code == SQLITE_OK, let prepared else { throw failure(code) }
        let statement = SQLiteStatement(prepared, connection: self)
        statements[sql] = statement
        return statement
    }

    /// The integer the first column of the first row of `sql` holds; `nil` when there is no row.
    func integer(_ sql: String) throws(SQLiteFailure) -> Int64? {
        let statement = try statement(sql)
        defer { statement.reset() }
        return try statement.step() ? statement.integer(at: 0) : nil
    }

    /// The text the first column of the first row of `sql` holds; `nil` when there is no row.
    func text(_ sql: String) throws(SQLiteFailure) -> String? {
        let statement = try statement(sql)
        defer { statement.reset() }
        return try statement.step() ? statement.text(at: 0) : nil
    }

    /// The failure a result code means, with the connection's message.
    func failure(_ code: Int32) -> SQLiteFailure {
        SQLiteFailure(code: code & 0xFF, message: String(cString: sqlite3_errmsg(handle)))
    }
}

/// A prepared statement of a ``SQLiteConnection``.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private unowned let connection: SQLiteConnection

    init(_ handle: OpaquePointer, connection: SQLiteConnection) {
        self.handle = handle
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Makes the statement ready to run again, and clears its bindings.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Binds an integer to the parameter at `index` (from 1).
    func bind(_ value: Int64, at index: Int32) throws(SQLiteFailure) {
        let code = sqlite3_bind_int64(handle, index, value)
        guard code == SQLITE_OK else { throw connection.failure(code) }
    }

    /// Binds bytes to the parameter at `index` (from 1); SQLite copies them.
    func bind(_ data: Data, at index: Int32) throws(SQLiteFailure) {
        let code = data.withUnsafeBytes { bytes in
            // A zero-length blob still needs a non-null pointer, or SQLite binds NULL.
            sqlite3_bind_blob64(
                handle, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1),
                sqlite3_uint64(bytes.count), sqliteTransient)
        }
        guard code == SQLITE_OK else { throw connection.failure(code) }
    }

    /// Binds text to the parameter at `index` (from 1).
    func bind(_ text: String, at index: Int32) throws(SQLiteFailure) {
        let code = sqlite3_bind_text(handle, index, text, -1, sqliteTransient)
        guard code == SQLITE_OK else { throw connection.failure(code) }
    }

    /// Runs the statement to its next row: `true` when there is one, `false` when it is done.
    func step() throws(SQLiteFailure) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let failure = connection.failure(code)
            sqlite3_reset(handle)
            throw failure
        }
    }

    /// Runs a statement that returns no rows.
    func run() throws(SQLiteFailure) {
        while try step() {}
    }

    /// Whether the column at `index` (from 0) of the current row is NULL.
    func isNull(at index: Int32) -> Bool {
        sqlite3_column_type(handle, index) == SQLITE_NULL
    }

    /// The integer in the column at `index` (from 0) of the current row.
    func integer(at index: Int32) -> Int64 {
        sqlite3_column_int64(handle, index)
    }

    /// The text in the column at `index` (from 0) of the current row.
    func text(at index: Int32) -> String {
        guard let text = sqlite3_column_text(handle, index) else { return "" }
        return String(cString: text)
    }

    /// The bytes of the column at `index` (from 0) of the current row, given to `body` without
    /// a copy; valid only during the call.
    func withBytes<Result>(
        at index: Int32, _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result {
        let pointer = sqlite3_column_blob(handle, index)
        let count = Int(sqlite3_column_bytes(handle, index))
        return body(UnsafeRawBufferPointer(start: pointer, count: pointer == nil ? 0 : count))
    }

    /// The bytes of the column at `index` (from 0) of the current row.
    func data(at index: Int32) -> Data {
        withBytes(at: index) { Data($0) }
    }
}

/// `SQLITE_TRANSIENT`: SQLite copies a bound value before the call returns. The C macro does not
/// come through to Swift.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
