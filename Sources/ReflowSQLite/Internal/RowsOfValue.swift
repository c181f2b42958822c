import Foundation
import Reflow

/// What a ``SQLiteStorage`` knows of its value's list, whatever the list's element: which rows
/// changed since the last save, how to encode them, and how to decode a load. ``RowCodec`` is
/// the one implementation; this class hides its element type, so the storage's type names only
/// the value.
///
/// Its methods run in the update, on the store's actor, where the app's `Codable`
/// conformances may be used.
class RowsOfValue<Value>: @unchecked Sendable {
    // Safe to share: the subclass keeps its state in a `LockedBox`.

    /// Records which rows the value's list changed since it was last noted: called after every
    /// action that wrote the value. O(*k*) for *k* changed rows.
    func noteChanges(in value: Value) {}

    /// The changes a save of `value` writes; from then until ``didWrite(succeeded:)`` they
    /// count as being written.
    ///
    /// - Parameters:
    ///   - value: The value to save.
    ///   - everything: Whether to compare the whole list with the database, whatever the list
    ///     says changed.
    ///   - path: Where it is stored, as errors name it.
    func changes(
        of value: Value, everything: Bool, path: String
    ) throws(PersistenceError) -> RowChanges {
        RowChanges()
    }

    /// Ends the save that ``changes(of:everything:path:)`` began: its rows are stored, or, when
    /// it failed, count as changed again.
    func didWrite(succeeded: Bool) {}

    /// The value a load read: the document with the rows in its list.
    func decode(_ payload: Data, path: String) throws(PersistenceError) -> Value {
        fatalError("RowsOfValue is abstract")
    }

    /// Starts counting changes from a loaded value; `isStored` is `false` when nothing was
    /// stored, so every row of the value is to be written.
    func didLoad(_ value: Value, isStored: Bool) {}
}
