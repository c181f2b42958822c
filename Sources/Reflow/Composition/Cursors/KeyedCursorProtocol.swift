#if canImport(SwiftUI)
import SwiftUI
#endif

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
/// // In AppModel, the items' place, declared once:
/// static let todo = Place.cursor(TodoCursor.self)
///
/// // In AppModel.update:
/// case .todo(let id, let action):
///     return update(state: state, action: action, environment: (), at: todo(id))
/// ```
///
/// The place, called with a key (see ``CursorItemPlace``), goes to every verb:
/// `reduce(into:action:environment:at:)` in place, `store.viewStore(AppModel.todo(id))` in a
/// view.
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
public protocol KeyedCursorProtocol {
    /// The key that finds an item.
    associatedtype Key: Hashable
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

    /// Gives `body` mutable access to an item's state inside the parent's.
    ///
    /// The cursor's place runs the item's update inside `body`. The default reads the item
    /// with ``get(state:key:)`` and writes it back with ``set(state:inner:key:)``, which copies
    /// the collections the item owns when they change; implement it to hand out the item in
    /// place when items are large:
    ///
    /// ```swift
    /// static func modify<Result>(
    ///     state: inout AppModel, key: Todo.ID, _ body: (inout Todo) -> Result
    /// ) -> Result? {
    ///     guard let index = state.index[key] else { return nil }
    ///     return body(&state.todos[index])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - key: The item's key.
    ///   - body: Reads and changes the item state.
    /// - Returns: What `body` returns, or `nil` when no item has `key` (then `body` is not
    ///   called).
    static func modify<Result>(
        state: inout Model,
        key: Key,
        _ body: (inout ViewModel) -> Result
    ) -> Result?
}

extension KeyedCursorProtocol {
    /// Reads the item with ``get(state:key:)``, lets `body` change it, and writes it back with
    /// ``set(state:inner:key:)``.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - key: The item's key.
    ///   - body: Reads and changes the item state.
    /// - Returns: What `body` returns, or `nil` when no item has `key`.
    /// - Complexity: Copies the item's own collections that `body` changes, never the list.
    @inlinable
    public static func modify<Result>(
        state: inout Model,
        key: Key,
        _ body: (inout ViewModel) -> Result
    ) -> Result? {
        guard var inner = get(state: state, key: key) else { return nil }
        let result = body(&inner)
        state = set(state: consume state, inner: consume inner, key: key)
        return result
    }
}
