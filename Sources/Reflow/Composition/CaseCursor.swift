/// Describes a child component held in one case of an enum in its parent's state, such as one
/// destination of several, so the parent can run the child's update while the enum is in that
/// case.
///
/// ```swift
/// enum Destination: Equatable, Sendable {
///     case list
///     case settings(SettingsModel)
/// }
///
/// enum SettingsCursor: CaseCursorProtocol {
///     static func get(state: AppModel) -> SettingsModel? {
///         guard case .settings(let settings) = state.destination else { return nil }
///         return settings
///     }
///
///     static func set(state: consuming AppModel, inner: consuming SettingsModel) -> AppModel {
///         state.destination = .settings(inner)
///         return state
///     }
///
///     static func tag(_ action: SettingsModel.Action) -> AppModel.Action { .settings(action) }
/// }
/// ```
///
/// An action that arrives while the enum is in another case changes nothing and is reported as
/// a ``RuntimeIssue`` in debug builds.
///
/// Without a cursor type, ``ModelProtocol/update(state:action:environment:child:case:tag:)``
/// does the same from a key path and a ``CasePath``, in place.
///
/// ## Performance
///
/// By default the generated update reads the child with ``get(state:)`` and writes it back with
/// ``set(state:inner:)``, which copies the collections the child changes (the enum still holds
/// the payload while it changes). Implement ``modify(state:_:)`` to hand the child out in place,
/// or use the key-path form, which does.
public protocol CaseCursorProtocol {
    /// The parent model.
    associatedtype Model: ModelProtocol
    /// The child model.
    associatedtype ViewModel: ModelProtocol

    /// Reads the child's state from the parent's.
    ///
    /// - Parameter state: The parent state.
    /// - Returns: The child state, or `nil` when the enum is in another case.
    static func get(state: Model) -> ViewModel?

    /// Writes the child's state into the parent's, putting the enum in the child's case.
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
    /// The default reads the child with ``get(state:)`` and writes it back with
    /// ``set(state:inner:)``. To change the child in place, move the payload out of the enum
    /// before changing it (put the enum in a case without payload meanwhile):
    ///
    /// ```swift
    /// static func modify<Result>(
    ///     state: inout AppModel, _ body: (inout SettingsModel) -> Result
    /// ) -> Result? {
    ///     guard case .settings(var settings) = state.destination else { return nil }
    ///     state.destination = .list
    ///     defer { state.destination = .settings(settings) }
    ///     return body(&settings)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - body: Reads and changes the child state.
    /// - Returns: What `body` returns, or `nil` when the enum is in another case (then `body` is
    ///   not called).
    static func modify<Result>(state: inout Model, _ body: (inout ViewModel) -> Result) -> Result?
}

extension CaseCursorProtocol {
    /// Reads the child with ``get(state:)``, lets `body` change it, and writes it back with
    /// ``set(state:inner:)``.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - body: Reads and changes the child state.
    /// - Returns: What `body` returns, or `nil` when the child is absent.
    /// - Complexity: Copies the child's collections that `body` changes.
    public static func modify<Result>(
        state: inout Model,
        _ body: (inout ViewModel) -> Result
    ) -> Result? {
        guard var inner = get(state: state) else { return nil }
        let result = body(&inner)
        state = set(state: consume state, inner: consume inner)
        return result
    }

    /// Runs a child action through the child's update, in the parent's domain.
    ///
    /// When the enum is in another case, returns the state unchanged with no effect and reports a
    /// ``RuntimeIssue`` in debug builds.
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
        update(
            state: state, action: action, environment: environment,
            ifAbsent: { state in
                Model.ignoringAbsentChild(
                    state: state, child: "the enum of \(Self.self) is in another case",
                    action: action)
            })
    }

    /// Runs a child action through the child's update, or hands the state to `ifAbsent` when
    /// the enum is in another case.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - ifAbsent: Returns the update when the enum is in another case; it receives the
    ///     parent state.
    /// - Returns: The parent's update.
    public static func update(
        state: consuming Model,
        action: ViewModel.Action,
        environment: ViewModel.Environment,
        ifAbsent: (consuming Model) -> Update<Model>
    ) -> Update<Model> {
        Model.updateChild(
            state: state, action: action, environment: environment,
            modify: { parent, body in modify(state: &parent, body) },
            tag: { tag($0) },
            link: { .cursor(Self.self) { (parent: Model) in get(state: parent) } },
            ifAbsent: ifAbsent
        )
    }
}
