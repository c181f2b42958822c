/// What a save to a ``SQLiteStorage`` waits for before it counts as done: what a power cut may
/// take back.
///
/// Either way a save is one transaction, written to SQLite's write-ahead log: a crash, a kill
/// or a power cut leaves the database as one save or the next, never a mix, and never unreadable;
/// a process that is killed (or crashes) loses no save that completed.
public enum SQLiteDurability: Sendable, Equatable {
    /// Each save waits until the disk holds it (`PRAGMA synchronous = FULL`): a power cut or an
    /// operating system crash loses no save that completed. The wait is the disk's flush, a
    /// few milliseconds on most disks; it happens in the save's effect, not in the update.
    case full
    /// Saves do not wait for the disk (`PRAGMA synchronous = NORMAL`): a power cut or an
    /// operating system crash may take back the saves made since the log was last copied into
    /// the database (SQLite does that every thousand pages or so), leaving an older, consistent
    /// list. A process that is killed still loses nothing.
    case normal
}
