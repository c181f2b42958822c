/// Which effect fed an action back, as a ``Journal`` records it: the step whose update returned
/// it, its identifier and the child it ran in.
///
/// The identifier and the child are recorded as text (`"save"`, `todos[id: 3]`): they say where
/// an action came from, and a replay, which delivers the recorded action itself, never needs
/// the effect's own values.
public struct RecordedEffect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The step whose update returned the effect: the effect started once the store reached it.
    /// `nil` for an effect started before the recording was, or by
    /// ``Store/init(create:environment:logger:)-(Update<Model>,_,_)``.
    public var step: Int?

    /// The identifier the effect was made cancellable by
    /// (``Fx/cancellable(id:cancelInFlight:)``), as text, without the children it is scoped to;
    /// `nil` for an effect without one.
    public var id: String?

    /// The child the effect ran in, as a path from the root model: `todos[id: 3]` for an item of
    /// a ``KeyedList``, `editor` for a property or an optional, `destination(EditModel)` for a case
    /// of an enum, the cursor's type for a child found through a cursor, joined by dots for a
    /// grandchild. `nil` for an effect of the root model, and for an action sent at once.
    public var child: String?

    /// Whether the action was sent at once by ``Fx/send(_:)``, after the update that returned it,
    /// rather than by an asynchronous operation. The child of such an action is not recorded:
    /// the action's own tag names it.
    public var isImmediate: Bool

    /// Creates the record of an effect.
    ///
    /// - Parameters:
    ///   - step: The step whose update returned the effect, if known.
    ///   - id: The effect's identifier, as text, if it has one.
    ///   - child: The path to the child the effect ran in; `nil` for the root model.
    ///   - isImmediate: Whether the action was sent at once by ``Fx/send(_:)``.
    public init(step: Int?, id: String? = nil, child: String? = nil, isImmediate: Bool = false) {
        self.step = step
        self.id = id
        self.child = child
        self.isImmediate = isImmediate
    }

    /// `the effect "save" in todos[id: 3], started at step 12`, or `Fx.send at step 12`.
    public var description: String {
        if isImmediate {
            return "Fx.send" + (step.map { " at step \($0)" } ?? "")
        }
        var text = "the effect"
        if let id {
            text += " \"\(id)\""
        }
        if let child {
            text += " in \(child)"
        }
        return text + (step.map { ", started at step \($0)" } ?? "")
    }
}
