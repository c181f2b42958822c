/// A part of a model's state that is loaded from storage and saved back when it changes.
///
/// Keep the part to store in a `Persisted` property, a case for its actions, and a
/// ``PersistenceStorage`` in the environment:
///
/// ```swift
/// struct NotesModel: ModelProtocol {
///     var notes = Persisted<[String]>([])
///
///     enum Action: Sendable {
///         case add(String)
///         case file(PersistenceAction)
///     }
///
///     struct Environment {
///         var file: PersistenceStorage
///     }
///
///     static func update(
///         state: consuming NotesModel, action: Action, environment: Environment
///     ) -> Update<NotesModel> {
///         reduce(state, action: action, environment: environment)
///             .savingChanges(of: \.notes, storage: environment.file, tag: Action.file)
///     }
///
///     static func reduce(
///         _ state: consuming NotesModel, action: Action, environment: Environment
///     ) -> Update<NotesModel> {
///         switch action {
///         case .add(let note):
///             state.notes.value.append(note)
///             return Update(state: state)
///         case .file(let action):
///             return update(
///                 state: state, action: action,
///                 persisted: \.notes, storage: environment.file, tag: Action.file)
///         }
///     }
/// }
/// ```
///
/// Start the store with `action: .file(.load)`. Every write to ``value`` counts a new
/// ``revision``; ``Update/savingChanges(of:storage:tag:)``, called after every action, compares
/// two integers to see that the value changed, so an action that leaves the value alone costs
/// the same whatever its size. Call it on the update's result directly, as above: binding the
/// update to a `let` first makes Swift copy it. A change schedules a save after the storage's
/// ``PersistenceStorage/saveDelay``, and a change within it moves the save later, so a burst of
/// edits is written once. The value is encoded only when it is saved.
///
/// A write counts even when it changes nothing (a keyed action for an ID the list lacks looks
/// for it in place): the save then encodes the value, finds the bytes the storage already holds,
/// and writes nothing.
///
/// Two persisted values are equal when they hold equal values in the same ``status``, stored or
/// not: the counters ``revision`` and ``savedRevision`` are bookkeeping, left out of `==` and of
/// a test store's diff, so a test says what the value is, never how many times it was written.
///
/// Nothing is saved before a load succeeded: a stored value that could not be read or decoded
/// is never overwritten. Failures show in ``status`` and are sent as
/// ``PersistenceAction/failed(_:)``.
public struct Persisted<Value> {
    /// Backs ``value``.
    @usableFromInline var stored: Value

    /// The value. Each write counts a new ``revision``.
    public var value: Value {
        get { stored }
        set {
            stored = newValue
            revision &+= 1
        }
        _modify {
            revision &+= 1
            yield &stored
        }
    }

    /// Counts the writes to ``value``: a cheap stand-in for "the value changed".
    public var revision = 0
    /// The revision the storage holds; behind ``revision`` while there are unsaved changes.
    public var savedRevision = 0
    /// What the value is doing with its storage.
    public var status = PersistenceStatus.notLoaded
    /// Whether the storage held a value when it was loaded, or a save has written one since.
    public var isStored = false
    /// The revision a save was last scheduled for: a change after it schedules another.
    ///
    /// Bookkeeping of the debounce, so two values that differ only here are equal.
    @usableFromInline package var scheduledRevision = 0
    /// A digest of the bytes the storage holds, once a load or a save has seen them: a save
    /// whose bytes have the same digest writes nothing. Bookkeeping, left out of `==`.
    var storedDigest: ContentDigest?
    /// A digest of the bytes a save is writing, which the storage holds once it succeeds.
    var writingDigest: ContentDigest?

    /// Creates a persisted value that holds `value` until a load replaces it.
    ///
    /// Tests and previews pass a status to start as if a load had happened:
    /// `Persisted(todos, status: .ready, isStored: true)` saves its first change.
    ///
    /// - Parameters:
    ///   - value: The value when nothing is stored yet.
    ///   - status: What the value is doing with its storage; ``PersistenceStatus/notLoaded``
    ///     unless given.
    ///   - isStored: Whether the storage holds a value.
    public init(_ value: Value, status: PersistenceStatus = .notLoaded, isStored: Bool = false) {
        stored = value
        self.status = status
        self.isStored = isStored
    }

    /// Gives `body` the value in place without counting a write: for the forms that move a
    /// part of the value out and back, and count a write (``countWrite()``) only when the part
    /// was changed.
    @inlinable mutating func withValueUncounted<Result>(_ body: (inout Value) -> Result) -> Result {
        body(&stored)
    }

    /// Counts a write to the value made through ``withValueUncounted(_:)``.
    @inlinable mutating func countWrite() {
        revision &+= 1
    }

    /// Whether the value may be saved: a load succeeded (with or without a stored value).
    @inlinable public var canSave: Bool {
        switch status {
        case .ready, .saving: true
        case .failed(let error): error.isSaveFailure
        case .notLoaded, .loading: false
        }
    }

    /// Whether the value has changes the storage does not hold yet.
    public var hasUnsavedChanges: Bool { revision != savedRevision }
}

extension Persisted: Sendable where Value: Sendable {}

extension Persisted: Equatable where Value: Equatable {
    /// Whether two persisted values hold equal values, in the same status, stored or not.
    ///
    /// What a user can see and act on counts; the write counters (``revision``,
    /// ``savedRevision``) and the debounce's bookkeeping do not, so a value written twice equals
    /// the same value written once.
    public static func == (lhs: Persisted, rhs: Persisted) -> Bool {
        lhs.status == rhs.status && lhs.isStored == rhs.isStored && lhs.stored == rhs.stored
    }
}

extension PersistenceError {
    /// Whether the error ended a save, after which the next change tries again, rather than a
    /// load, after which nothing is saved.
    @inlinable package var isSaveFailure: Bool {
        switch self {
        case .unwritable, .changedElsewhere: true
        case .unreadable, .corrupt: false
        }
    }
}

extension Persisted: CustomReflectable {
    /// The value and what `==` compares, by their public names: a test store's diff reads
    /// `notes.value[0]`, and leaves out the write counters, as `==` does.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: ["value": stored as Any, "status": status, "isStored": isStored],
            displayStyle: .struct)
    }
}
