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
    /// The generated updates run the item's update inside `body`. The default reads the item
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
    /// - Complexity: One item update inside ``modify(state:key:_:)``; O(1) in the length of
    ///   the list when items are found in O(1).
    public static func update(
        state: consuming Model,
        action: ViewModel.Action,
        environment: ViewModel.Environment,
        key: Key
    ) -> Update<Model> {
        var parent = state
        guard let update = run(state: &parent, action: action, environment: environment, key: key)
        else {
            RuntimeIssue.report(
                """
                \(Self.self) has no item for key \(key); the action \(action) was ignored. \
                (An effect can send an action after its item was removed; that is harmless.)
                """
            )
            return Update(state: parent)
        }
        return update
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
        var parent = state
        return run(state: &parent, action: action, environment: environment, key: key)
    }

    private static func run(
        state: inout Model,
        action: ViewModel.Action,
        environment: ViewModel.Environment,
        key: Key
    ) -> Update<Model>? {
        let result = modify(state: &state, key: key) { inner in
            ViewModel.update(inPlace: &inner, action: action, environment: environment)
        }
        guard let (fx, transaction) = result else { return nil }
        return Update(
            state: state,
            fx: fx.tagged { tag(action: $0, key: key) },
            transaction: transaction
        )
    }
}
