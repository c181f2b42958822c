import Foundation

extension ModelProtocol {
    /// Runs a ``PersistenceAction`` of a ``Persisted`` part of the state: loads it, saves it,
    /// and takes the storage's answers.
    ///
    /// - ``PersistenceAction/load`` reads the storage in an effect; its answer replaces the
    ///   value with the decoded stored one (or keeps it when nothing is stored yet), and from
    ///   then on changes are saved. A value that cannot be read or decoded is reported and never
    ///   overwritten.
    /// - ``PersistenceAction/save`` encodes the value and writes it in an effect, when a load
    ///   succeeded and there are unsaved changes. One save runs at a time: changes made while
    ///   it runs are saved right after it.
    /// - Every failure sets ``Persisted/status`` and sends ``PersistenceAction/failed(_:)``.
    ///
    /// Encoding and decoding run here, in the update, with `format`.
    ///
    /// - Parameters:
    ///   - state: The parent's state.
    ///   - action: The persistence action.
    ///   - persisted: Where the persisted value is in the state.
    ///   - storage: Where it is stored.
    ///   - format: How it becomes bytes and back; JSON unless given.
    ///   - tag: The parent's action for a persistence action: `Action.file`.
    /// - Returns: The parent's new state and the storage's effects, tagged.
    @available(
        *, deprecated,
        message:
            "declare the value's place once, static let file = Place.persisted(\\Self.file, format: .jsonDocument, tag: Action.file), and call update(state:action:environment: storage, at: file)"
    )
    public static func update<Value>(
        state: consuming Self,
        action: PersistenceAction,
        persisted: @autoclosure () -> WritableKeyPath<Self, Persisted<Value>>,
        storage: PersistenceStorage,
        format: PersistenceFormat<Value>,
        tag: @escaping (PersistenceAction) -> Action
    ) -> Update<Self> {
        update(
            state: state, action: action, environment: storage,
            at: Place.persistedPlace(persisted(), format: format, tag: tag))
    }

    /// Runs a ``PersistenceAction`` of a ``Persisted`` part of the state in place: the form of
    /// ``update(state:action:persisted:storage:format:tag:)`` for an ``InPlaceModelProtocol``.
    ///
    /// - Parameters:
    ///   - state: The parent's state, changed in place.
    ///   - action: The persistence action.
    ///   - persisted: Where the persisted value is in the state.
    ///   - storage: Where it is stored.
    ///   - format: How it becomes bytes and back; JSON unless given.
    ///   - tag: The parent's action for a persistence action: `Action.file`.
    /// - Returns: The storage's effects, tagged.
    @available(
        *, deprecated,
        message:
            "declare the value's place once, static let file = Place.persisted(\\Self.file, format: .jsonDocument, tag: Action.file), and call reduce(into:action:environment: storage, at: file)"
    )
    public static func reduce<Value>(
        into state: inout Self,
        action: PersistenceAction,
        persisted: @autoclosure () -> WritableKeyPath<Self, Persisted<Value>>,
        storage: PersistenceStorage,
        format: PersistenceFormat<Value>,
        tag: @escaping (PersistenceAction) -> Action
    ) -> Step<Self> {
        reduce(
            into: &state, action: action, environment: storage,
            at: Place.persistedPlace(persisted(), format: format, tag: tag))
    }

    /// Runs a ``PersistenceAction`` of a ``Persisted`` part of the state stored as JSON, in
    /// place; see ``reduce(into:action:persisted:storage:format:tag:)``.
    ///
    /// - Parameters:
    ///   - state: The parent's state, changed in place.
    ///   - action: The persistence action.
    ///   - persisted: Where the persisted value is in the state.
    ///   - storage: Where it is stored.
    ///   - tag: The parent's action for a persistence action: `Action.file`.
    /// - Returns: The storage's effects, tagged.
    @available(
        *, deprecated,
        message:
            "declare the value's place once, static let settings = Place.persisted(\\Self.settings, tag: Action.settings), and call reduce(into:action:environment: storage, at: settings)"
    )
    public static func reduce<Value: Codable>(
        into state: inout Self,
        action: PersistenceAction,
        persisted: @autoclosure () -> WritableKeyPath<Self, Persisted<Value>>,
        storage: PersistenceStorage,
        tag: @escaping (PersistenceAction) -> Action
    ) -> Step<Self> {
        reduce(
            into: &state, action: action, environment: storage,
            at: Place.persistedPlace(persisted(), format: .json, tag: tag))
    }

    /// Runs a ``PersistenceAction`` of a ``Persisted`` part of the state stored as JSON; see
    /// ``update(state:action:persisted:storage:format:tag:)``.
    ///
    /// - Parameters:
    ///   - state: The parent's state.
    ///   - action: The persistence action.
    ///   - persisted: Where the persisted value is in the state.
    ///   - storage: Where it is stored.
    ///   - tag: The parent's action for a persistence action: `Action.file`.
    /// - Returns: The parent's new state and the storage's effects, tagged.
    @available(
        *, deprecated,
        message:
            "declare the value's place once, static let settings = Place.persisted(\\Self.settings, tag: Action.settings), and call update(state:action:environment: storage, at: settings)"
    )
    public static func update<Value: Codable>(
        state: consuming Self,
        action: PersistenceAction,
        persisted: @autoclosure () -> WritableKeyPath<Self, Persisted<Value>>,
        storage: PersistenceStorage,
        tag: @escaping (PersistenceAction) -> Action
    ) -> Update<Self> {
        update(
            state: state, action: action, environment: storage,
            at: Place.persistedPlace(persisted(), format: .json, tag: tag))
    }
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
