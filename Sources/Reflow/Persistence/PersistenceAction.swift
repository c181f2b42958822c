import Foundation

/// What happens to a ``Persisted`` value: the parent sends ``load`` and ``save``, the storage's
/// effects answer with ``didRead(_:)`` and ``didWrite(revision:error:)``, and every failure is
/// announced with ``failed(_:)``.
///
/// A parent keeps one case for it and hands it to
/// ``ModelProtocol/update(state:action:persisted:storage:format:tag:)``:
///
/// ```swift
/// enum Action {
///     case file(PersistenceAction)
///     // …
/// }
/// ```
public enum PersistenceAction: Equatable, Sendable {
    /// Read the stored value, replacing the current one when there is one. Send it once at
    /// start: `Store(state: …, action: .file(.load), environment: …)`.
    case load
    /// Save now, when there are unsaved changes (before quitting, say). A change is otherwise
    /// saved after the storage's delay.
    case save
    /// The storage's answer to ``load``: the stored bytes, `nil` when nothing is stored yet.
    case didRead(Result<Data?, PersistenceError>)
    /// The storage's answer to a save of a revision of the value: `nil` when it was written.
    case didWrite(revision: Int, error: PersistenceError?)
    /// A load or a save failed. The ``Persisted`` value shows it in its status and changes
    /// nothing else: the parent matches this case to tell the user.
    case failed(PersistenceError)
}
