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
/// // In AppModel.update:
/// case .editor(let action):
///     return EditorCursor.update(state: state, action: action, environment: environment.editor)
/// ```
///
/// Take and return the parent as `consuming` in ``set(state:inner:)`` so the parent's storage
/// is written in place.
public protocol CursorProtocol: SendableMetatype {
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
}

extension CursorProtocol {
    /// Runs a child action through the child's update, in the parent's domain.
    ///
    /// Reads the child state with ``get(state:)``, runs `ViewModel.update`, writes the result
    /// back with ``set(state:inner:)``, tags the child's effects with ``tag(_:)``, and keeps the
    /// child's transaction.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    /// - Returns: The parent's update.
    public static func update(
        state: consuming Model,
        action: ViewModel.Action,
        environment: ViewModel.Environment
    ) -> Update<Model> {
        let inner = ViewModel.update(
            state: get(state: state),
            action: action,
            environment: environment
        )
        return Update(
            state: set(state: state, inner: inner.state),
            fx: inner.fx.map { tag($0) },
            transaction: inner.transaction
        )
    }
}
