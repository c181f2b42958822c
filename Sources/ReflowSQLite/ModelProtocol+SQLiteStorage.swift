import Foundation
import Reflow

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
    public static func update<Value>(
        state: consuming Self,
        action: PersistenceAction,
        persisted: @autoclosure () -> WritableKeyPath<Self, Persisted<Value>>,
        storage: SQLiteStorage<Value>,
        tag: @escaping (PersistenceAction) -> Action
    ) -> Update<Self> {
        let step = reduce(
            into: &state, action: action, persisted: persisted(), storage: storage, tag: tag)
        return Update(state: state, fx: step.fx)
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
    public static func reduce<Value>(
        into state: inout Self,
        action: PersistenceAction,
        persisted: @autoclosure () -> WritableKeyPath<Self, Persisted<Value>>,
        storage: SQLiteStorage<Value>,
        tag: @escaping (PersistenceAction) -> Action
    ) -> Step<Self> {
        let keyPath = persisted()
        let fx = state[keyPath: keyPath].run(
            action, storage: storage, saveID: ScheduledSave(keyPath: keyPath))
        return Step(fx: fx.tagged({ tag }))
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
