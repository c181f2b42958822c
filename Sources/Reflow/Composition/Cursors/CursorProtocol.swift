#if canImport(SwiftUI)
import SwiftUI
#endif

/// Describes where a child component's state lives in its parent's, and how its actions are
/// tagged, so the parent can run the child's update in its own domain.
///
/// ```swift
/// enum EditorCursor: CursorProtocol {
///     static func get(state: AppModel) -> EditorModel { state.editor }
///
///     static func set(state: consuming AppModel, inner: consuming EditorModel) -> AppModel {
///         state.editor = inner
///         return state
///     }
///
///     static func tag(_ action: EditorModel.Action) -> AppModel.Action { .editor(action) }
/// }
///
/// // In AppModel, the child's place, declared once:
/// static let editor = Place.cursor(EditorCursor.self)
///
/// // In AppModel.update:
/// case .editor(let action):
///     return update(state: state, action: action, environment: environment.editor, at: editor)
/// ```
///
/// The place (see ``CursorPlace``) goes to every verb: `reduce(into:action:environment:at:)`
/// in place, `store.viewStore(AppModel.editor)` in a view.
///
/// Take and return the parent as `consuming` in ``set(state:inner:)`` so the parent's storage
/// is written in place.
///
/// ## Children that own large collections
///
/// By default the place's update reads the child with ``get(state:)`` while the parent still
/// holds it, so the child's collections are shared when the child's update writes them, and
/// get copied: O(*n*) in the size of the child. When the child owns a list, implement
/// ``modify(state:_:)`` to hand out the child in place, and the update becomes O(1):
///
/// ```swift
/// static func modify<Result>(
///     state: inout AppModel, _ body: (inout EditorModel) -> Result
/// ) -> Result {
///     body(&state.editor)
/// }
/// ```
public protocol CursorProtocol {
    /// The parent model.
    associatedtype Model: ModelProtocol
    /// The child model.
    associatedtype ViewModel: ModelProtocol

    /// Reads the child's state from the parent's.
    ///
    /// - Parameter state: The parent state.
    /// - Returns: The child state.
    static func get(state: Model) -> ViewModel

    /// Writes the child's state into the parent's.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - inner: The new child state.
    /// - Returns: The parent state with the child state written in.
    static func set(state: consuming Model, inner: consuming ViewModel) -> Model

    /// Turns a child action into a parent action.
    ///
    /// - Parameter action: The child action.
    /// - Returns: The parent action that carries it.
    static func tag(_ action: ViewModel.Action) -> Model.Action

    /// Gives `body` mutable access to the child's state inside the parent's.
    ///
    /// The cursor's place runs the child's update inside `body`. The default reads the child with ``get(state:)`` and writes it back with
    /// ``set(state:inner:)``, which copies the child's collections when they change; implement
    /// it as `body(&state.child)` to change the child in place.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - body: Reads and changes the child state.
    /// - Returns: What `body` returns.
    static func modify<Result>(state: inout Model, _ body: (inout ViewModel) -> Result) -> Result
}

extension CursorProtocol {
    /// Reads the child with ``get(state:)``, lets `body` change it, and writes it back with
    /// ``set(state:inner:)``.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - body: Reads and changes the child state.
    /// - Returns: What `body` returns.
    /// - Complexity: Copies the child's collections that `body` changes; implement the
    ///   requirement as `body(&state.child)` to avoid it.
    @inlinable
    public static func modify<Result>(
        state: inout Model,
        _ body: (inout ViewModel) -> Result
    ) -> Result {
        var inner = get(state: state)
        let result = body(&inner)
        state = set(state: consume state, inner: consume inner)
        return result
    }
}
