import CSQLite
import Foundation
import Reflow

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The SQLite database of one ``SQLiteStorage``: a list's rows, in order, and the rest of the
/// value beside them, read whole by a load and changed row by row by a save.
///
/// The file holds two tables. `reflow_rows` has one row per element: its position (the table's
/// integer key, so reading the list in order reads the table in order), its encoded ID (unique)
/// and the encoded element. Positions leave gaps (``gap`` apart), so a row moved or inserted
/// between two others takes a position between theirs and no other row is rewritten; when a gap
/// runs out the rows are renumbered, once. `reflow_meta` holds the rest of the value (`document`)
/// and the `generation`, counted up by every save: a save that finds another generation than the
/// one this process last read or wrote changes nothing and reports
/// ``PersistenceError/changedElsewhere(path:)``. Saves run in `BEGIN IMMEDIATE` transactions,
/// so saves of two processes are one at a time, and the second finds the first's generation.
///
/// The header's application ID (``applicationID``) and user version (``schemaVersion``) say
/// the file is this kind of database, and which schema it has; they are read from the file's
/// first bytes before SQLite opens it, so a file that is not such a database is refused
/// untouched.
///
/// Copies of a storage share one database: what it last saw of the file, and its connection.
final class RowDatabase: @unchecked Sendable {
    // Safe to share: every mutable property is touched only while `lock` is held.

    /// The application ID in the header of a Reflow list database: "RFLW".
    static let applicationID: Int64 = 0x5246_4C57
    /// The schema this version writes and reads.
    static let schemaVersion: Int64 = 1
    /// The distance between the positions of neighbouring rows after a renumbering, or when
    /// rows are added at an end.
    static let gap: Int64 = 1 << 32

    /// The path as the user gave it; errors name it.
    let path: String
    /// What a commit waits for.
    let durability: SQLiteDurability

    private let lock = NSLock()
    /// The open database; `nil` until a load, and after a failed save (the next save opens it
    /// again, so a file made writable since is written).
    private var connection: SQLiteConnection?
    /// Whether the connection's journal mode and synchronous level are set.
    private var isPrepared = false
    /// What this process last read or wrote; `nil` before a load.
    private var seen: Seen?
    /// The most pages the database may have, for tests of a full disk; `nil`: SQLite's limit.
    private var pageLimit: Int64?
    /// What the last save wrote, for tests.
    private var lastSave: SQLiteSaveSummary?
    /// Set when a save found a row missing that it counted on; see ``takeRowsOutOfStep()``.
    private var rowsOutOfStep = false

    /// What a process last saw of the database.
    private enum Seen {
        /// No file (or an empty one): a save creates it.
        case absent
        /// The file, with the generation it held.
        case present(generation: Int64, file: FileIdentity)
    }

    init(path: String, durability: SQLiteDurability) {
        self.path = path
        self.durability = durability
    }

    /// Limits the database's size in pages, as a full disk would: a save that needs more fails
    /// with ``PersistenceError/unwritable(path:reason:)``. `nil` lifts the limit.
    func limitPages(to count: Int64?) {
        lock.lock()
        defer { lock.unlock() }
        pageLimit = count
    }

    /// What the last save that completed wrote; `nil` before one.
    func lastSaveSummary() -> SQLiteSaveSummary? {
        lock.lock()
        defer { lock.unlock() }
        return lastSave
    }

    /// Whether a save found the rows out of step with what was saved (a row it counted on
    /// missing); the next save then compares the whole list. Reading it clears it.
    func takeRowsOutOfStep() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        defer { rowsOutOfStep = false }
        return rowsOutOfStep
    }

    // MARK: - Load

    /// Reads the whole list: the rest of the value and every row, in order, as the JSON object
    /// `{"document": …, "rows": [ … ]}` that ``RowCodec`` decodes. `nil` when nothing is
    /// stored yet (no file, an empty one, or one whose first save did not complete).
    func read() throws(PersistenceError) -> Data? {
        lock.lock()
        defer { lock.unlock() }
        return try readLocked()
    }

    /// ``read()``, with the lock held.
    private func readLocked() throws(PersistenceError) -> Data? {
        connection = nil
        isPrepared = false
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            guard code == ENOENT else {
                throw .unreadable(path: path, reason: describe(errno: code))
            }
            seen = .absent
            return nil
        }
        if let kind = AtomicFile.kind(of: info.st_mode) {
            throw .unreadable(path: path, reason: "it is \(kind), not a file")
        }
        let file = FileIdentity(info)
        switch try header() {
        case .empty:
            seen = .present(generation: 0, file: file)
            return nil
        case .notSQLite:
            throw .corrupt(path: path, reason: "it is not a SQLite database")
        case .otherApplication:
            throw .corrupt(
                path: path, reason: "it is a SQLite database, but not one of a Reflow list")
        case .list(let version) where version > Self.schemaVersion:
            throw .corrupt(path: path, reason: newerSchema(version))
        case .list:
            break
        }
        do {
            let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE)
            connection.setBusyTimeout(milliseconds: 10_000)
            // The header again, through SQLite: a newer version's change may still be in
            // the write-ahead log.
            let application = try connection.integer("PRAGMA application_id") ?? 0
            if application != Self.applicationID {
                // SQLite's empty database, or another program's.
                guard try !hasAnyTable(connection) else {
                    throw PersistenceError.corrupt(
                        path: path,
                        reason: "it is a SQLite database, but not one of a Reflow list")
                }
                self.connection = connection
                seen = .present(generation: 0, file: file)
                return nil
            }
            let version = try connection.integer("PRAGMA user_version") ?? 0
            if version > Self.schemaVersion {
                throw PersistenceError.corrupt(path: path, reason: newerSchema(version))
            }
            try connection.execute("BEGIN")
            defer { try? connection.execute("ROLLBACK") }
            guard try hasTables(connection) else {
                self.connection = connection
                seen = .present(generation: 0, file: file)
                return nil
            }
            let generation =
                try connection.integer(
                    "SELECT value FROM reflow_meta WHERE key = 'generation'") ?? 0
            let payload = try readPayload(connection, sizeHint: Int(info.st_size))
            self.connection = connection
            seen = .present(generation: generation, file: file)
            return payload
        } catch let error as PersistenceError {
            throw error
        } catch let failure as SQLiteFailure {
            throw readError(failure)
        } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
    }

    /// The document and the rows, in order, as one JSON object.
    private func readPayload(_ connection: SQLiteConnection, sizeHint: Int) throws -> Data {
        let document = try connection.statement(
            "SELECT value FROM reflow_meta WHERE key = 'document'")
        defer { document.reset() }
        guard try document.step(), !document.isNull(at: 0) else {
            throw PersistenceError.corrupt(
                path: path, reason: "its list has rows but not the value around them")
        }
        var payload = Data()
        // The rows' bytes are most of the file's: one allocation holds them.
        payload.reserveCapacity(sizeHint + 64)
        payload.append(contentsOf: #"{"document":"#.utf8)
        document.withBytes(at: 0) { payload.append(contentsOf: $0) }
        payload.append(contentsOf: #","rows":["#.utf8)
        let rows = try connection.statement("SELECT data FROM reflow_rows ORDER BY position")
        defer { rows.reset() }
        var first = true
        while try rows.step() {
            if !first { payload.append(UInt8(ascii: ",")) }
            first = false
            rows.withBytes(at: 0) { payload.append(contentsOf: $0) }
        }
        payload.append(contentsOf: "]}".utf8)
        return payload
    }

    // MARK: - Save

    /// Writes a save's changes in one transaction, after checking that nobody else changed the
    /// database since this process last read or wrote it.
    ///
    /// - Throws: ``PersistenceError/changedElsewhere(path:)`` when another program changed,
    ///   created, replaced or removed the database since; ``PersistenceError/unwritable(path:reason:)``
    ///   when it could not be written (read-only, a full disk, not a file). Either way the
    ///   database keeps what it held.
    func write(_ changes: RowChanges) throws(PersistenceError) {
        lock.lock()
        defer { lock.unlock() }
        try writeLocked(changes)
    }

    /// ``write(_:)``, with the lock held.
    private func writeLocked(_ changes: RowChanges) throws(PersistenceError) {
        guard let seen else {
            throw .unwritable(path: path, reason: "it was not loaded")
        }
        var info = stat()
        let exists = stat(path, &info) == 0
        if !exists, errno != ENOENT {
            throw .unwritable(path: path, reason: describe(errno: errno))
        }
        if exists, let kind = AtomicFile.kind(of: info.st_mode) {
            throw .unwritable(path: path, reason: "it is \(kind), not a file")
        }
        let generation: Int64
        switch seen {
        case .absent:
            // Another program made it since the load found nothing.
            if exists, info.st_size > 0 { throw .changedElsewhere(path: path) }
            generation = 0
        case .present(let seenGeneration, let file):
            // Removed or replaced by another program since.
            guard exists, FileIdentity(info) == file else {
                throw .changedElsewhere(path: path)
            }
            generation = seenGeneration
        }
        if exists, info.st_mode & 0o222 == 0 {
            throw .unwritable(path: path, reason: "it is read-only")
        }
        do {
            let connection = try openForWriting()
            let (written, summary) = try commit(changes, on: connection, expecting: generation)
            var after = stat()
            guard stat(path, &after) == 0 else {
                throw PersistenceError.unwritable(path: path, reason: describe(errno: errno))
            }
            self.seen = .present(generation: written, file: FileIdentity(after))
            lastSave = summary
        } catch {
            // The next save opens the file again: it may be writable (or smaller) by then.
            connection = nil
            isPrepared = false
            switch error {
            case let error as PersistenceError: throw error
            case let failure as SQLiteFailure: throw writeError(failure)
            default: throw .unwritable(path: path, reason: "\(error)")
            }
        }
    }

    /// The connection, opened (and the file created) when there is none, with its journal mode
    /// and synchronous level set.
    private func openForWriting() throws -> SQLiteConnection {
        let connection: SQLiteConnection
        if let open = self.connection {
            connection = open
        } else {
            connection = try SQLiteConnection(
                path: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
            connection.setBusyTimeout(milliseconds: 10_000)
            self.connection = connection
            isPrepared = false
            if case .absent = seen {
                // The file is this process's now: a save that fails from here on is retried.
                var info = stat()
                if stat(path, &info) == 0 {
                    seen = .present(generation: 0, file: FileIdentity(info))
                }
            }
        }
        if !isPrepared {
            try prepare(connection)
            isPrepared = true
        }
        if let pageLimit {
            try connection.execute("PRAGMA max_page_count = \(pageLimit)")
        } else {
            try connection.execute("PRAGMA max_page_count = 4294967294")
        }
        return connection
    }

    /// Marks a new database as a Reflow list's, checks an existing one is, and sets the
    /// journal mode and synchronous level.
    private func prepare(_ connection: SQLiteConnection) throws {
        let application = try connection.integer("PRAGMA application_id") ?? 0
        let version = try connection.integer("PRAGMA user_version") ?? 0
        if application == 0, version == 0, try !hasAnyTable(connection) {
            // A new file. Marked before the journal becomes a write-ahead log, so the mark is
            // in the file's own header, where a load reads it before opening the file.
            try connection.execute("PRAGMA application_id = \(Self.applicationID)")
            try connection.execute("PRAGMA user_version = \(Self.schemaVersion)")
        } else if application != Self.applicationID || version > Self.schemaVersion {
            // It was this app's list when loaded: another program rewrote it since.
            throw PersistenceError.changedElsewhere(path: path)
        }
        guard try connection.text("PRAGMA journal_mode = WAL")?.lowercased() == "wal" else {
            throw PersistenceError.unwritable(
                path: path, reason: "its journal cannot be made a write-ahead log")
        }
        switch durability {
        case .full: try connection.execute("PRAGMA synchronous = FULL")
        case .normal: try connection.execute("PRAGMA synchronous = NORMAL")
        }
    }

    /// Writes the changes in one transaction; returns the generation written and what was
    /// written (for a whole list, the differences from what the database held).
    private func commit(
        _ changes: RowChanges, on connection: SQLiteConnection, expecting generation: Int64
    ) throws -> (generation: Int64, summary: SQLiteSaveSummary) {
        try connection.execute("BEGIN IMMEDIATE")
        var committed = false
        defer { if !committed { try? connection.execute("ROLLBACK") } }
        let tables = try hasTables(connection)
        let found =
            tables
            ? try connection.integer("SELECT value FROM reflow_meta WHERE key = 'generation'") ?? 0
            : 0
        guard found == generation else { throw PersistenceError.changedElsewhere(path: path) }
        if !tables {
            try connection.execute(
                """
                CREATE TABLE reflow_meta (key TEXT PRIMARY KEY, value) WITHOUT ROWID;
                CREATE TABLE reflow_rows (
                    position INTEGER PRIMARY KEY, id BLOB NOT NULL UNIQUE, data BLOB NOT NULL);
                """)
        }
        var changes = changes
        // Where each row to write was, when the whole list is compared; read as they are
        // taken out otherwise.
        var stored: [Data: Int64]?
        if changes.isWhole {
            (changes, stored) = try differences(changes, on: connection)
        }
        let remove = try connection.statement("DELETE FROM reflow_rows WHERE id = ?")
        for key in changes.removed {
            try remove.bind(key, at: 1)
            try remove.run()
            remove.reset()
        }
        // Every row to write leaves its place first, so that no position it or another takes
        // is held by a row that moves; where it was is kept when it still fits.
        var previous: [Data: Int64] = [:]
        let take = try connection.statement(
            "DELETE FROM reflow_rows WHERE id = ? RETURNING position")
        for run in changes.runs {
            for row in run.rows {
                if let stored {
                    // Compared: a row the database does not hold has nothing to take out.
                    guard let position = stored[row.key] else { continue }
                    previous[row.key] = position
                }
                try take.bind(row.key, at: 1)
                if try take.step() { previous[row.key] = take.integer(at: 0) }
                try take.run()
                take.reset()
            }
        }
        for run in changes.runs {
            try place(run, previous: previous, on: connection)
        }
        let meta = try connection.statement(
            "INSERT OR REPLACE INTO reflow_meta (key, value) VALUES (?, ?)")
        if let document = changes.document {
            try meta.bind("document", at: 1)
            try meta.bind(document, at: 2)
            try meta.run()
            meta.reset()
        }
        try meta.bind("generation", at: 1)
        try meta.bind(generation + 1, at: 2)
        try meta.run()
        meta.reset()
        try connection.execute("COMMIT")
        committed = true
        let summary = SQLiteSaveSummary(
            rows: changes.rowCount, removed: changes.removed.count, wholeList: stored != nil,
            document: changes.document != nil)
        return (generation + 1, summary)
    }

    /// Inserts a run's rows between its neighbours' positions.
    private func place(
        _ run: RowChanges.Run, previous: [Data: Int64], on connection: SQLiteConnection
    ) throws {
        var positions = try spread(run, previous: previous, on: connection)
        if positions == nil {
            try renumber(connection)
            positions = try spread(run, previous: previous, on: connection)
        }
        guard let positions else {
            throw PersistenceError.unwritable(path: path, reason: "its rows cannot be ordered")
        }
        let insert = try connection.statement(
            "INSERT INTO reflow_rows (position, id, data) VALUES (?, ?, ?)")
        for (row, position) in zip(run.rows, positions) {
            try insert.bind(position, at: 1)
            try insert.bind(row.key, at: 2)
            try insert.bind(row.data, at: 3)
            try insert.run()
            insert.reset()
        }
    }

    /// The positions of a run's rows: where they were, when those still lie in order between
    /// the neighbours; otherwise spread evenly between them; `nil` when there is no room.
    private func spread(
        _ run: RowChanges.Run, previous: [Data: Int64], on connection: SQLiteConnection
    ) throws -> [Int64]? {
        let low = try run.after.map { key in try position(of: key, on: connection) }
        let high = try run.before.map { key in try position(of: key, on: connection) }
        let kept = run.rows.compactMap { previous[$0.key] }
        if kept.count == run.rows.count,
            zip(kept, kept.dropFirst()).allSatisfy({ $0 < $1 }),
            low.map({ $0 < kept[0] }) ?? true,
            high.map({ kept[kept.count - 1] < $0 }) ?? true
        {
            return kept
        }
        let count = Int64(run.rows.count)
        switch (low, high) {
        case (nil, nil):
            return (0..<count).map { $0 * Self.gap }
        case (let low?, nil):
            let (last, overflow) = low.addingReportingOverflow(Self.gap * count)
            guard !overflow, last < Int64.max / 2 else { return nil }
            return (1...count).map { low + $0 * Self.gap }
        case (nil, let high?):
            let (first, overflow) = high.subtractingReportingOverflow(Self.gap * count)
            guard !overflow, first > Int64.min / 2 else { return nil }
            return (0..<count).map { first + $0 * Self.gap }
        case (let low?, let high?):
            let (room, overflow) = high.subtractingReportingOverflow(low)
            guard !overflow else { return nil }
            let step = room / (count + 1)
            guard step >= 1 else { return nil }
            return (1...count).map { low + $0 * step }
        }
    }

    /// The position of the row whose key is `key`, a neighbour that did not change.
    private func position(of key: Data, on connection: SQLiteConnection) throws -> Int64 {
        let find = try connection.statement("SELECT position FROM reflow_rows WHERE id = ?")
        defer { find.reset() }
        try find.bind(key, at: 1)
        guard try find.step() else {
            rowsOutOfStep = true
            throw PersistenceError.unwritable(
                path: path, reason: "a row it should hold is missing; the next save writes all")
        }
        return find.integer(at: 0)
    }

    /// Gives the rows positions ``gap`` apart, in their order: when a gap ran out.
    private func renumber(_ connection: SQLiteConnection) throws {
        try connection.execute(
            """
            CREATE TEMP TABLE IF NOT EXISTS reflow_order (id BLOB, data BLOB);
            DELETE FROM temp.reflow_order;
            INSERT INTO temp.reflow_order (id, data)
                SELECT id, data FROM reflow_rows ORDER BY position;
            DELETE FROM reflow_rows;
            INSERT INTO reflow_rows (position, id, data)
                SELECT rowid * \(Self.gap), id, data FROM temp.reflow_order ORDER BY rowid;
            DELETE FROM temp.reflow_order;
            """)
    }

    // MARK: - Helpers

    /// Whether the database has the two tables of a list (its first save completed).
    private func hasTables(_ connection: SQLiteConnection) throws -> Bool {
        try connection.integer(
            """
            SELECT count(*) FROM sqlite_master
            WHERE type = 'table' AND name IN ('reflow_meta', 'reflow_rows')
            """) == 2
    }

    /// Whether the database has any table at all.
    private func hasAnyTable(_ connection: SQLiteConnection) throws -> Bool {
        try connection.integer("SELECT count(*) FROM sqlite_master") ?? 0 > 0
    }

    /// What the file's first 100 bytes say it is.
    private enum Header {
        case empty
        case notSQLite
        case otherApplication
        case list(version: Int64)
    }

    /// Reads the file's header with plain reads, never through SQLite, so a file that is not a
    /// list's database is left exactly as it was.
    private func header() throws(PersistenceError) -> Header {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadable(path: path, reason: describe(errno: errno))
        }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 100)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                readBytes(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: describe(errno: errno))
            }
            if got == 0 { break }
            count += got
        }
        if count == 0 { return .empty }
        guard count == 100, bytes[0..<16].elementsEqual(Array("SQLite format 3\0".utf8)) else {
            return .notSQLite
        }
        func integer(at offset: Int) -> Int64 {
            Int64(Int32(bitPattern: bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }))
        }
        let application = integer(at: 68)
        let version = integer(at: 60)
        if application == 0, version == 0 {
            // SQLite's own empty database: one a save of this app began and left unmarked (it
            // was killed), or another program's. It has no tables if it is the former.
            return .list(version: 0)
        }
        return application == Self.applicationID ? .list(version: version) : .otherApplication
    }

    /// The reason for a schema newer than this version reads.
    private func newerSchema(_ version: Int64) -> String {
        "it was written by a newer version (schema \(version); this one reads \(Self.schemaVersion))"
    }

    /// The error a load reports for an SQLite failure.
    private func readError(_ failure: SQLiteFailure) -> PersistenceError {
        switch failure.code {
        case SQLITE_NOTADB: .corrupt(path: path, reason: "it is not a SQLite database")
        case SQLITE_CORRUPT: .corrupt(path: path, reason: "it is damaged (\(failure.message))")
        case SQLITE_ERROR:
            // A missing table or column: not the schema this version wrote.
            .corrupt(path: path, reason: "it does not hold a Reflow list (\(failure.message))")
        default: .unreadable(path: path, reason: failure.message)
        }
    }

    /// The error a save reports for an SQLite failure.
    private func writeError(_ failure: SQLiteFailure) -> PersistenceError {
        switch failure.code {
        case SQLITE_FULL: .unwritable(path: path, reason: "the disk is full")
        case SQLITE_READONLY: .unwritable(path: path, reason: "it is read-only")
        case SQLITE_BUSY, SQLITE_LOCKED:
            .unwritable(path: path, reason: "another program kept it locked")
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            .unwritable(path: path, reason: "it is damaged (\(failure.message))")
        default: .unwritable(path: path, reason: failure.message)
        }
    }
}

/// The system's `read(2)`, hidden from the type that has its own `read()`.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
    read(descriptor, buffer, count)
}
