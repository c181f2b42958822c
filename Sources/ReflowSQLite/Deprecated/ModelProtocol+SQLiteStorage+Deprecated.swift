import Foundation
import Reflow

// The deprecated spellings of ModelProtocol+SQLiteStorage: each forwards to the implementation the
// current spelling uses, and names that spelling.

extension ModelProtocol {
    /// Runs a ``Reflow/PersistenceAction`` of a ``Reflow/Persisted`` part of the state stored
    /// in a ``SQLiteStorage``: loads it, saves what changed, and takes the storage's answers.
    ///
    /// The same actions as with a file: ``Reflow/PersistenceAction/load`` reads every row in
    /// an effect, and its answer replaces the value; ``Reflow/PersistenceAction/save`` encodes
    /// the rows that changed since the last save and writes them in an effect, one save at a
    /// time. Every failure sets ``Reflow/Persisted/status`` and sends
    /// ``Reflow/PersistenceAction/failed(_:)``; after a failed load nothing is saved.
    ///
    /// Encoding and decoding run here, in the update.
    ///
    /// - Parameters:
    ///   - state: The parent's state.
    ///   - action: The persistence action.
    ///   - persisted: Where the persisted value is in the state.
    ///   - storage: The database.
    ///   - tag: The parent's action for a persistence action: `Action.database`.
    /// - Returns: The parent's new state and the storage's effects, tagged.
    @available(
        *, deprecated,
        message:
            "declare the list's place once, static let file = Place.database(\\Self.file, tag: Action.file), and call update(state:action:environment: storage, at: file)"
    )
    public static func update<Value>(
        state: consuming Self,
        action: PersistenceAction,
        persisted: @autoclosure () -> WritableKeyPath<Self, Persisted<Value>>,
        storage: SQLiteStorage<Value>,
        tag: @escaping (PersistenceAction) -> Action
    ) -> Update<Self> {
        update(
            state: state, action: action, environment: storage,
            at: Place.databasePlace(persisted(), tag: tag))
    }

    /// Runs a ``Reflow/PersistenceAction`` of a ``Reflow/Persisted`` part of the state stored
    /// in a ``SQLiteStorage``, in place: the form of
    /// ``update(state:action:persisted:storage:tag:)`` for an ``Reflow/InPlaceModelProtocol``.
    ///
    /// - Parameters:
    ///   - state: The parent's state, changed in place.
    ///   - action: The persistence action.
    ///   - persisted: Where the persisted value is in the state.
    ///   - storage: The database.
    ///   - tag: The parent's action for a persistence action: `Action.database`.
    /// - Returns: The storage's effects, tagged.
    @available(
        *, deprecated,
        message:
            "declare the list's place once, static let file = Place.database(\\Self.file, tag: Action.file), and call reduce(into:action:environment: storage, at: file)"
    )
    public static func reduce<Value>(
        into state: inout Self,
        action: PersistenceAction,
        persisted: @autoclosure () -> WritableKeyPath<Self, Persisted<Value>>,
        storage: SQLiteStorage<Value>,
        tag: @escaping (PersistenceAction) -> Action
    ) -> Step<Self> {
        reduce(
            into: &state, action: action, environment: storage,
            at: Place.databasePlace(persisted(), tag: tag))
    }
}
