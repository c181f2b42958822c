import Foundation

// The deprecated spellings of ModelProtocol+Persistence: each forwards to the implementation the
// current spelling uses, and names that spelling.

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
