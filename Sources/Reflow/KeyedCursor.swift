/// Describes where the items of a keyed list live in a parent's state, and how their actions
/// are tagged, so the parent can run an item's update by key.
///
/// ```swift
/// enum TodoCursor: KeyedCursorProtocol {
///     static func get(state: AppModel, key: TodoModel.ID) -> TodoModel? {
///         state.todos[key]
///     }
///
///     static func set(
///         state: consuming AppModel, inner: consuming TodoModel, key: TodoModel.ID
///     ) -> AppModel {
///         state.todos[key] = inner
///         return state
///     }
///
///     static func tag(action: TodoModel.Action, key: TodoModel.ID) -> AppModel.Action {
///         .todo(id: key, action: action)
///     }
/// }
///
/// // In AppModel.update:
/// case .todo(let id, let action):
///     return TodoCursor.update(state: state, action: action, environment: (), key: id)
/// ```
///
/// An action for a key that no longer exists, for example one an effect sends after its item
/// was deleted, changes nothing and is reported as a ``RuntimeIssue`` in debug builds. It never
/// crashes.
///
/// ## Performance
///
/// Store the items where a key finds them in O(1) (a dictionary, or an array with an index by
/// key) and take the parent as `consuming` in ``set(state:inner:key:)``: the store moves its
/// state into the update, so writing the item back mutates the collection in place, whatever
/// its length.
public protocol KeyedCursorProtocol: SendableMetatype {
    /// The key that finds an item.
    associatedtype Key: Hashable & Sendable
    /// The parent model.
    associatedtype Model: ModelProtocol
    /// The item model.
    associatedtype ViewModel: ModelProtocol

    /// Reads an item's state from the parent's.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - key: The item's key.
    /// - Returns: The item's state, or `nil` when no item has that key.
    static func get(state: Model, key: Key) -> ViewModel?

    /// Writes an item's state into the parent's.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - inner: The new item state.
    ///   - key: The item's key.
    /// - Returns: The parent state with the item written in.
    static func set(state: consuming Model, inner: consuming ViewModel, key: Key) -> Model

    /// Turns an item action into a parent action.
    ///
    /// - Parameters:
    ///   - action: The item action.
    ///   - key: The item's key.
    /// - Returns: The parent action that carries it.
    static func tag(action: ViewModel.Action, key: Key) -> Model.Action
}

extension KeyedCursorProtocol {
    /// Runs an item action through the item's update, in the parent's domain.
    ///
    /// When no item has `key`, returns the state unchanged with no effect, and reports a
    /// ``RuntimeIssue`` in debug builds. Use ``updateIfPresent(state:action:environment:key:)``
    /// to handle a missing item yourself.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The item action.
    ///   - environment: The item's environment.
    ///   - key: The item's key.
    /// - Returns: The parent's update.
    /// - Complexity: One ``get(state:key:)``, one item update and one
    ///   ``set(state:inner:key:)``.
    public static func update(
        state: consuming Model,
        action: ViewModel.Action,
        environment: ViewModel.Environment,
        key: Key
    ) -> Update<Model> {
        guard let inner = get(state: state, key: key) else {
            RuntimeIssue.report(
                """
                \(Self.self) has no item for key \(key); the action \(action) was ignored. \
                (An effect can send an action after its item was removed; that is harmless.)
                """
            )
            return Update(state: state)
        }
        return apply(state: state, inner: inner, action: action, environment: environment, key: key)
    }

    /// Runs an item action through the item's update, or returns `nil` when no item has `key`.
    ///
    /// Unlike ``update(state:action:environment:key:)``, a missing item is not reported: the
    /// caller decides what it means.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The item action.
    ///   - environment: The item's environment.
    ///   - key: The item's key.
    /// - Returns: The parent's update, or `nil` when no item has `key`.
    public static func updateIfPresent(
        state: consuming Model,
        action: ViewModel.Action,
        environment: ViewModel.Environment,
        key: Key
    ) -> Update<Model>? {
        guard let inner = get(state: state, key: key) else { return nil }
        return apply(state: state, inner: inner, action: action, environment: environment, key: key)
    }

    private static func apply(
        state: consuming Model,
        inner: consuming ViewModel,
        action: ViewModel.Action,
        environment: ViewModel.Environment,
        key: Key
    ) -> Update<Model> {
        let next = ViewModel.update(state: inner, action: action, environment: environment)
        return Update(
            state: set(state: state, inner: next.state, key: key),
            fx: next.fx.map { tag(action: $0, key: key) },
            transaction: next.transaction
        )
    }
}
