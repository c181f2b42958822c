/// An action of a presented child, or its dismissal: the action a parent keeps for a child it
/// presents (a sheet, an alert, a destination).
///
/// ```swift
/// enum Action: Sendable {
///     case editor(PresentationAction<EditorModel.Action>)
/// }
///
/// static let editor = Place.presented(\Self.editor, tag: Action.editor)
///
/// case .editor(let action):
///     return update(state: state, action: action, environment: (), at: editor)
/// ```
///
/// A presented child's place runs `.presented` actions through the child's update, and answer
/// `.dismiss` by clearing the child's state, which ends its effects. The child asks to be
/// dismissed by returning ``Fx/dismiss``, which reaches the parent as `.dismiss`: logged, seen by
/// a test, and matched by the parent before it calls the form when it wants to react.
public enum PresentationAction<ChildAction: Sendable>: Sendable {
    /// An action of the presented child.
    case presented(ChildAction)
    /// Ends the presentation: the child's state is cleared.
    case dismiss
}

extension PresentationAction: Equatable where ChildAction: Equatable {}
extension PresentationAction: Hashable where ChildAction: Hashable {}
// A journal writes a presentation's actions when the child's are `Codable`.
extension PresentationAction: Encodable where ChildAction: Encodable {}
extension PresentationAction: Decodable where ChildAction: Decodable {}
