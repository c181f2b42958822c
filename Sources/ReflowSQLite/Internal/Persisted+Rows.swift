import Foundation
import Reflow

extension Persisted {
    /// Runs one action with a ``SQLiteStorage``: the state changes here, the database's work is
    /// in the returned effect. The twin of the file storage's, with rows for bytes.
    mutating func run(
        _ action: PersistenceAction,
        storage: SQLiteStorage<Value>,
        saveID: ScheduledSave
    ) -> Fx<PersistenceAction> {
        switch action {
        case .load:
            status = .loading
            let database = storage.database
            return .task {
                do throws(PersistenceError) {
                    return .didRead(.success(try database.read()))
                } catch {
                    return .didRead(.failure(error))
                }
            }

        case .didRead(.success(let payload)):
            if let payload {
                do throws(PersistenceError) {
                    value = try storage.rows.decode(payload, path: storage.path)
                } catch {
                    return fail(error)
                }
            }
            storage.rows.didLoad(value, isStored: payload != nil)
            isStored = payload != nil
            savedRevision = revision
            scheduledRevision = revision
            status = .ready
            return .none

        case .didRead(.failure(let error)):
            return fail(error)

        case .save:
            guard canSave, hasUnsavedChanges, status != .saving else { return .none }
            let changes: RowChanges
            do throws(PersistenceError) {
                changes = try storage.rows.changes(
                    of: value, everything: storage.database.takeRowsOutOfStep(),
                    path: storage.path)
            } catch {
                return fail(error)
            }
            if changes.isEmpty, isStored {
                // The database holds the value already: nothing to write.
                storage.rows.didWrite(succeeded: true)
                savedRevision = revision
                if case .failed = status { status = .ready }
                return .none
            }
            status = .saving
            let revision = revision
            let database = storage.database
            return .merge(
                .cancel(id: saveID),
                .task {
                    do throws(PersistenceError) {
                        try database.write(changes)
                        return .didWrite(revision: revision, error: nil)
                    } catch {
                        return .didWrite(revision: revision, error: error)
                    }
                }
            )

        case .didWrite(_, let error?):
            storage.rows.didWrite(succeeded: false)
            return fail(error)

        case .didWrite(let revision, nil):
            storage.rows.didWrite(succeeded: true)
            savedRevision = max(savedRevision, revision)
            isStored = true
            status = .ready
            // Changes made while the rows were being written are saved next.
            return hasUnsavedChanges ? .send(.save) : .none

        case .failed:
            return .none
        }
    }

    /// Notes the rows the last action changed and schedules a save: the path of
    /// `savingChanges` when the value changed.
    mutating func scheduleRowSave<Root>(
        storage: SQLiteStorage<Value>,
        at keyPath: WritableKeyPath<Root, Persisted<Value>>
    ) -> Fx<PersistenceAction> {
        storage.rows.noteChanges(in: value)
        return scheduleSave(
            after: storage.saveDelay, sleep: storage.sleep, id: ScheduledSave(keyPath: keyPath))
    }

    /// Shows a failure and announces it to the parent.
    private mutating func fail(_ error: PersistenceError) -> Fx<PersistenceAction> {
        status = .failed(error)
        return .send(.failed(error))
    }
}
