// `@unchecked Sendable`: see "Why places are Sendable" in ChildPlace.swift.
/// The place of a value kept in a storage, a ``Persisted`` part of the parent's state; made by
/// ``Place/persisted(_:format:tag:)`` (or `Place.database(_:tag:)` in ReflowSQLite). Its
/// route takes ``PersistenceAction``s, and the storage as the environment:
///
/// ```swift
/// static let file = Place.persisted(\Self.file, tag: Action.file)
///
/// case .file(let action):
///     return update(state: state, action: action, environment: environment.storage, at: file)
/// ```
public struct PersistedPlace<Parent: ModelProtocol, Value, Storage>: ChildPlace,
    @unchecked Sendable
{
    /// The persisted value.
    public let keyPath: WritableKeyPath<Parent, Persisted<Value>>
    /// Turns a persistence action into a parent action.
    let tag: (PersistenceAction) -> Parent.Action
    /// Runs a persistence action on the value with its storage, scheduling saves under an ID.
    let run:
        (inout Persisted<Value>, PersistenceAction, Storage, ScheduledSave) -> Fx<PersistenceAction>

    /// The value kept in the storage.
    public typealias Child = Persisted<Value>
    /// The action routed here: a load, a save or a storage's answer.
    public typealias Route = PersistenceAction
    /// What the route hands the place: the storage.
    public typealias Environment = Storage

    /// Creates the place of a persisted value from how a storage runs its actions: what
    /// ``Place/persisted(_:format:tag:)`` and a storage of another module's own constructor call.
    ///
    /// - Parameters:
    ///   - keyPath: The persisted value.
    ///   - tag: Turns a persistence action into a parent action.
    ///   - run: Runs an action on the value with the storage, scheduling saves under the ID.
    package init(
        keyPath: WritableKeyPath<Parent, Persisted<Value>>,
        tag: @escaping (PersistenceAction) -> Parent.Action,
        run:
            @escaping (inout Persisted<Value>, PersistenceAction, Storage, ScheduledSave) ->
            Fx<PersistenceAction>
    ) {
        self.keyPath = keyPath
        self.tag = tag
        self.run = run
    }

    /// Runs a persistence action: a load or a save starts its effect, an answer of the storage
    /// updates the value and its status. A persisted value is never absent.
    public func _reduce(
        into parent: inout Parent,
        action: PersistenceAction,
        environment: Storage,
        ifAbsent: ((inout Parent) -> Step<Parent>)?
    ) -> Step<Parent> {
        let fx = run(
            &parent[keyPath: keyPath], action, environment, ScheduledSave(keyPath: keyPath))
        let tag = tag
        return Step(fx: fx.tagged({ tag }))
    }

    /// The parent's action that routes `action` here: what a test sends or expects to receive.
    public func action(_ action: PersistenceAction) -> Parent.Action {
        tag(action)
    }
}

extension Place {
    /// The place of a value kept in a file or in defaults: a ``Persisted`` property, whose
    /// route takes ``PersistenceAction``s and the ``PersistenceStorage`` as its environment.
    ///
    /// ```swift
    /// static let file = Place.persisted(\Self.file, format: .jsonDocument, tag: Action.file)
    ///
    /// case .file(let action):
    ///     return update(state: state, action: action, environment: environment.storage, at: file)
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The ``Persisted`` property: `\Self.file`.
    ///   - format: How the value becomes bytes and back.
    ///   - tag: Turns a persistence action into a parent action: `Action.file`.
    public static func persisted<Parent: ModelProtocol, Value>(
        _ keyPath: WritableKeyPath<Parent, Persisted<Value>>,
        format: PersistenceFormat<Value>,
        tag: @escaping @Sendable (PersistenceAction) -> Parent.Action
    ) -> PersistedPlace<Parent, Value, PersistenceStorage> {
        persistedPlace(keyPath, format: format, tag: tag)
    }

    /// The place of a value kept as JSON in a file or in defaults: a ``Persisted`` property,
    /// whose route takes ``PersistenceAction``s and the ``PersistenceStorage`` as its
    /// environment.
    ///
    /// - Parameters:
    ///   - keyPath: The ``Persisted`` property: `\Self.settings`.
    ///   - tag: Turns a persistence action into a parent action: `Action.settings`.
    public static func persisted<Parent: ModelProtocol, Value: Codable>(
        _ keyPath: WritableKeyPath<Parent, Persisted<Value>>,
        tag: @escaping @Sendable (PersistenceAction) -> Parent.Action
    ) -> PersistedPlace<Parent, Value, PersistenceStorage> {
        persistedPlace(keyPath, format: .json, tag: tag)
    }

    /// A persisted value's place in a storage of this module, with a tag that need not be
    /// `Sendable`: what the constructors and the deprecated `persisted:storage:` forms share.
    package static func persistedPlace<Parent: ModelProtocol, Value>(
        _ keyPath: WritableKeyPath<Parent, Persisted<Value>>,
        format: PersistenceFormat<Value>,
        tag: @escaping (PersistenceAction) -> Parent.Action
    ) -> PersistedPlace<Parent, Value, PersistenceStorage> {
        PersistedPlace(keyPath: keyPath, tag: tag) { persisted, action, storage, saveID in
            persisted.run(action, storage: storage, format: format, saveID: saveID)
        }
    }
}
