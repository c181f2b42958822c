import Foundation
import Reflow

extension ModelProtocol {
}

extension Place {
    /// The place of a list kept in a SQLite database: a ``Reflow/Persisted`` property, whose
    /// route takes ``Reflow/PersistenceAction``s and the ``SQLiteStorage`` as its environment.
    ///
    /// ```swift
    /// static let file = Place.database(\Self.file, tag: Action.file)
    ///
    /// case .file(let action):
    ///     return update(state: state, action: action, environment: environment.database, at: file)
    /// ```
    ///
    /// The same actions as with a file: ``Reflow/PersistenceAction/load`` reads every row in
    /// an effect, ``Reflow/PersistenceAction/save`` writes the rows that changed since the last
    /// save, one save at a time.
    ///
    /// - Parameters:
    ///   - keyPath: The ``Reflow/Persisted`` property: `\Self.file`.
    ///   - tag: Turns a persistence action into a parent action: `Action.file`.
    public static func database<Parent: ModelProtocol, Value>(
        _ keyPath: WritableKeyPath<Parent, Persisted<Value>>,
        tag: @escaping @Sendable (PersistenceAction) -> Parent.Action
    ) -> PersistedPlace<Parent, Value, SQLiteStorage<Value>> {
        databasePlace(keyPath, tag: tag)
    }

    /// A list's place in a database, with a tag that need not be `Sendable`: what the
    /// constructor and the deprecated `persisted:storage:` forms share.
    static func databasePlace<Parent: ModelProtocol, Value>(
        _ keyPath: WritableKeyPath<Parent, Persisted<Value>>,
        tag: @escaping (PersistenceAction) -> Parent.Action
    ) -> PersistedPlace<Parent, Value, SQLiteStorage<Value>> {
        PersistedPlace(keyPath: keyPath, tag: tag) { persisted, action, storage, saveID in
            persisted.run(action, storage: storage, saveID: saveID)
        }
    }
}

extension Update {
    /// Notes what this update changed in a ``Reflow/Persisted`` part of the new state stored in
    /// a ``SQLiteStorage``, and schedules its save.
    ///
    /// Call it on the update every action returns, as with a file. When the action wrote to the
    /// value, it notes which rows of the list changed (O(1) per changed row, read from the
    /// list's record of changes) and schedules a save after the storage's
    /// ``SQLiteStorage/saveDelay``, moving a scheduled one later, so a burst of changes is
    /// saved once. An action that left the value alone costs two integer comparisons.
    ///
    /// - Parameters:
    ///   - persisted: Where the persisted value is in the state.
    ///   - storage: The database.
    ///   - tag: The parent's action for a persistence action: `Action.database`.
    /// - Returns: The update, with the scheduled save among its effects.
    public consuming func savingChanges<Value>(
        of persisted: @autoclosure () -> WritableKeyPath<Model, Persisted<Value>>,
        storage: SQLiteStorage<Value>,
        tag: @escaping (PersistenceAction) -> Model.Action
    ) -> Update {
        let keyPath = persisted()
        guard state[keyPath: keyPath].needsSaveScheduled else { return self }
        fx = fx.merge(
            state[keyPath: keyPath].scheduleRowSave(storage: storage, at: keyPath).tagged({ tag }))
        return self
    }
}

extension Step {
    /// Notes what this step's action changed in a ``Reflow/Persisted`` part of the state stored
    /// in a ``SQLiteStorage``, and schedules its save: the form of
    /// ``Reflow/Update/savingChanges(of:storage:tag:)`` for an ``Reflow/InPlaceModelProtocol``.
    ///
    /// - Parameters:
    ///   - persisted: Where the persisted value is in the state.
    ///   - state: The state the step's action left.
    ///   - storage: The database.
    ///   - tag: The parent's action for a persistence action: `Action.database`.
    /// - Returns: The step, with the scheduled save among its effects.
    public consuming func savingChanges<Value>(
        of persisted: @autoclosure () -> WritableKeyPath<Model, Persisted<Value>>,
        in state: inout Model,
        storage: SQLiteStorage<Value>,
        tag: @escaping (PersistenceAction) -> Model.Action
    ) -> Step {
        let keyPath = persisted()
        guard state[keyPath: keyPath].needsSaveScheduled else { return self }
        fx = fx.merge(
            state[keyPath: keyPath].scheduleRowSave(storage: storage, at: keyPath).tagged({ tag }))
        return self
    }
}
