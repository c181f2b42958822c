/// Where an action in a ``Journal`` came from: sent to the store, or fed back by an effect.
///
/// ```swift
/// for entry in journal.entries {
///     switch entry.origin {
///     case .user: print(entry.step, entry.action)
///     case .effect(let effect): print(entry.step, entry.action, "from", effect)
///     }
/// }
/// ```
public enum ActionOrigin: Hashable, Sendable, CustomStringConvertible {
    /// Sent to the store with ``Store/send(_:)``: by a view, a binding, the app's own code or
    /// a test. A replay sends these actions.
    case user

    /// Fed back by an effect. A replay stands in for the effect and delivers the action at the
    /// same place.
    case effect(RecordedEffect)

    /// `sent by the user`, or the effect: `fed back by the effect "save" in todos[id: 3], started
    /// at step 12`.
    public var description: String {
        switch self {
        case .user: "sent by the user"
        case .effect(let effect): "fed back by \(effect)"
        }
    }
}
