import Foundation

extension ModelProtocol {
}

extension Update {
    /// Schedules a save of a ``Persisted`` part of the new state when this update changed it.
    ///
    /// Call it on the update every action returns (see ``Persisted``). It compares the value's
    /// ``Persisted/revision`` with the one a save was last scheduled for: O(1), whatever the
    /// value's size. When they differ and a load succeeded, it starts an effect that waits the
    /// storage's ``PersistenceStorage/saveDelay`` and sends ``PersistenceAction/save``,
    /// cancelling the one a previous change started, so a burst of changes is saved once.
    ///
    /// - Parameters:
    ///   - persisted: Where the persisted value is in the state.
    ///   - storage: Where it is stored.
    ///   - tag: The parent's action for a persistence action: `Action.file`.
    /// - Returns: The update, with the scheduled save among its effects.
    @inlinable
    public consuming func savingChanges<Value>(
        of persisted: @autoclosure () -> WritableKeyPath<Model, Persisted<Value>>,
        storage: PersistenceStorage,
        tag: @escaping (PersistenceAction) -> Model.Action
    ) -> Update {
        // Inlined, so that the common case, a value this action left alone, reads two
        // integers where the caller's optimizer sees them (BENCHMARKS.md, Decisions:
        // "Persisted changes by revision").
        let keyPath = persisted()
        guard state[keyPath: keyPath].needsSaveScheduled else { return self }
        fx = fx.merge(Model.scheduleSave(in: &state, at: keyPath, storage: storage, tag: tag))
        return self
    }
}

extension Step {
    /// Schedules a save of a ``Persisted`` part of the state when this step's action changed
    /// it: the form of ``Update/savingChanges(of:storage:tag:)`` for an
    /// ``InPlaceModelProtocol``, whose `reduce(into:action:environment:)` returns
    /// `apply(&state, action).savingChanges(of: \.notes, in: &state, …)`.
    ///
    /// - Parameters:
    ///   - persisted: Where the persisted value is in the state.
    ///   - state: The state the step's action left.
    ///   - storage: Where it is stored.
    ///   - tag: The parent's action for a persistence action: `Action.file`.
    /// - Returns: The step, with the scheduled save among its effects.
    @inlinable
    public consuming func savingChanges<Value>(
        of persisted: @autoclosure () -> WritableKeyPath<Model, Persisted<Value>>,
        in state: inout Model,
        storage: PersistenceStorage,
        tag: @escaping (PersistenceAction) -> Model.Action
    ) -> Step {
        let keyPath = persisted()
        guard state[keyPath: keyPath].needsSaveScheduled else { return self }
        fx = fx.merge(Model.scheduleSave(in: &state, at: keyPath, storage: storage, tag: tag))
        return self
    }
}

extension ModelProtocol {
    /// The effect that waits and then saves the persisted value at `keyPath`; the path of
    /// `savingChanges` when the value changed.
    @usableFromInline
    static func scheduleSave<Value>(
        in state: inout Self,
        at keyPath: WritableKeyPath<Self, Persisted<Value>>,
        storage: PersistenceStorage,
        tag: @escaping (PersistenceAction) -> Action
    ) -> Fx<Action> {
        state[keyPath: keyPath].scheduleSave(storage: storage, id: ScheduledSave(keyPath: keyPath))
            .tagged({ tag })
    }
}

/// The identity of the effect that waits before a ``Persisted`` value's save: one for each
/// place a persisted value is in the state.
package struct ScheduledSave: Hashable, @unchecked Sendable {
    // Unchecked: a key path is immutable once made; `AnyKeyPath` is not declared `Sendable`.
    let keyPath: AnyKeyPath

    package init(keyPath: AnyKeyPath) {
        self.keyPath = keyPath
    }
}

extension Persisted {
    /// Runs one action: the state changes here, the storage's work is in the returned effect.
    mutating func run(
        _ action: PersistenceAction,
        storage: PersistenceStorage,
        format: PersistenceFormat<Value>,
        saveID: ScheduledSave
    ) -> Fx<PersistenceAction> {
        switch action {
        case .load:
            status = .loading
            let read = storage.read
            return .task {
                do throws(PersistenceError) {
                    return .didRead(.success(try await read()))
                } catch {
                    return .didRead(.failure(error))
                }
            }

        case .didRead(.success(let data)):
            if let data {
                do throws(PersistenceError) {
                    value = try format.decode(data, storedAt: storage.path)
                } catch {
                    return fail(error)
                }
            }
            isStored = data != nil
            storedDigest = data.map(ContentDigest.init)
            savedRevision = revision
            scheduledRevision = revision
            status = .ready
            return .none

        case .didRead(.failure(let error)):
            return fail(error)

        case .save:
            guard canSave, hasUnsavedChanges, status != .saving else { return .none }
            let data: Data
            do throws(PersistenceError) {
                data = try format.encode(value, storedAt: storage.path)
            } catch {
                return fail(error)
            }
            let digest = ContentDigest(data)
            if digest == storedDigest, isStored, status == .ready {
                // The storage holds these bytes already: nothing to write.
                savedRevision = revision
                return .none
            }
            writingDigest = digest
            status = .saving
            let revision = revision
            let write = storage.write
            return .merge(
                .cancel(id: saveID),
                .task {
                    do throws(PersistenceError) {
                        try await write(data)
                        return .didWrite(revision: revision, error: nil)
                    } catch {
                        return .didWrite(revision: revision, error: error)
                    }
                }
            )

        case .didWrite(_, let error?):
            // What the storage holds is not known any more: the next save writes.
            storedDigest = nil
            return fail(error)

        case .didWrite(let revision, nil):
            if revision >= savedRevision {
                storedDigest = writingDigest
            }
            savedRevision = max(savedRevision, revision)
            isStored = true
            status = .ready
            // Changes made while the bytes were being written are saved next.
            return hasUnsavedChanges ? .send(.save) : .none

        case .failed:
            // An announcement for the parent: the status already says it.
            return .none
        }
    }

    /// Shows a failure and announces it to the parent.
    private mutating func fail(_ error: PersistenceError) -> Fx<PersistenceAction> {
        status = .failed(error)
        return .send(.failed(error))
    }

    /// Whether the value changed since its save was last scheduled, and may be saved.
    @inlinable package var needsSaveScheduled: Bool {
        revision != scheduledRevision && canSave
    }

    /// The effect that waits and then saves; marks the current revision as scheduled.
    mutating func scheduleSave(
        storage: PersistenceStorage,
        id: ScheduledSave
    ) -> Fx<PersistenceAction> {
        scheduleSave(after: storage.saveDelay, sleep: storage.sleep, id: id)
    }

    /// The effect that waits `delay` with `sleep` and then saves; marks the current revision as
    /// scheduled. Every storage's `savingChanges` ends here.
    package mutating func scheduleSave(
        after delay: Duration,
        sleep: @escaping @Sendable (Duration) async throws -> Void,
        id: ScheduledSave
    ) -> Fx<PersistenceAction> {
        scheduledRevision = revision
        return Fx.run { send in
            do {
                try await sleep(delay)
            } catch {
                return
            }
            guard !Task.isCancelled else { return }
            await send(.save)
        }
        .cancellable(id: id, cancelInFlight: true)
    }
}
