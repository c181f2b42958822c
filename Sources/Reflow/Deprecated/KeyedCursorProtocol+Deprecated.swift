#if canImport(SwiftUI)
import SwiftUI
#endif

// The deprecated spellings of KeyedCursorProtocol: each forwards to the implementation the
// current spelling uses, and names that spelling.

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
