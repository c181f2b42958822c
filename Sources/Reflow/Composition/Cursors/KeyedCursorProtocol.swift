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

// The generated verbs, deprecated in favour of the cursor's place (`Place.cursor(_:)`, called
// with a key): each hands the place to its verb, so the place and the old spelling run the same
// code.
extension KeyedCursorProtocol {
    /// Runs an item action through the item's update, in the parent's domain; an action for a
    /// key with no item changes nothing and is reported, unless `ifAbsent` says what it does.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The item action.
    ///   - environment: The item's environment.
    ///   - key: The item's key.
    ///   - ifAbsent: Returns the update when no item has `key`; it receives the parent state.
    ///     `nil`, the default, leaves the state unchanged, with no effect, and reports a
    ///     ``RuntimeIssue`` in debug builds.
    /// - Returns: The parent's update.
    /// - Complexity: One item update inside ``modify(state:key:_:)``; O(1) in the length of
    ///   the list when items are found in O(1).
    @available(
        *, deprecated,
        message:
            "declare the items' place once, static let todo = Place.cursor(TodoCursor.self), and call update(state:action:environment:at: todo(key))"
    )
    @inlinable
    public static func update(
        state: consuming Model,
        action: ViewModel.Action,
        environment: ViewModel.Environment,
        key: Key,
        ifAbsent: ((consuming Model) -> Update<Model>)? = nil
    ) -> Update<Model> {
        Model.update(
            state: state, action: action, environment: environment,
            at: CursorItemPlace<Self>(key: key), ifAbsent: ifAbsent)
    }

    /// Runs an item action through the item's update, with the parent held in place; an action
    /// for a key with no item changes nothing and is reported, unless `ifAbsent` says what it
    /// does.
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The item action.
    ///   - environment: The item's environment.
    ///   - key: The item's key.
    ///   - ifAbsent: What to do when no item has `key`; it receives the parent state. `nil`,
    ///     the default, changes nothing, starts no effect, and reports a ``RuntimeIssue`` in
    ///     debug builds.
    /// - Returns: The parent's effects and transaction.
    /// - Complexity: One item update inside ``modify(state:key:_:)``; O(1) in the length of
    ///   the list when items are found in O(1).
    @available(
        *, deprecated,
        message:
            "declare the items' place once, static let todo = Place.cursor(TodoCursor.self), and call reduce(into:action:environment:at: todo(key))"
    )
    @inlinable
    public static func reduce(
        into state: inout Model,
        action: ViewModel.Action,
        environment: ViewModel.Environment,
        key: Key,
        ifAbsent: ((inout Model) -> Step<Model>)? = nil
    ) -> Step<Model> {
        Model.reduce(
            into: &state, action: action, environment: environment,
            at: CursorItemPlace<Self>(key: key), ifAbsent: ifAbsent)
    }
}

extension StoreProtocol {
    /// A store of the item with a key, through a keyed cursor, or `nil` when no item has the
    /// key.
    ///
    /// - Parameters:
    ///   - cursor: The cursor that reads the item and tags its actions.
    ///   - key: The item's key.
    /// - Returns: The item's store, or `nil` when no item has the key.
    @available(
        *, deprecated,
        message:
            "declare the items' place once, static let todo = Place.cursor(TodoCursor.self), and call store.viewStore(Model.todo(key))"
    )
    public func viewStore<Cursor: KeyedCursorProtocol>(
        _ cursor: Cursor.Type,
        key: Cursor.Key
    ) -> ViewStore<Cursor.ViewModel>? where Cursor.Model == Model {
        viewStore(CursorItemPlace<Cursor>(key: key))
    }
}
