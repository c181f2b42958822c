#if canImport(SwiftUI)
import SwiftUI
#endif

// The deprecated spellings of KeyedListChild: each forwards to the implementation the
// current spelling uses, and names that spelling.

extension ModelProtocol {
    /// Runs an item action through the update of the item with an ID in a ``KeyedList``, in
    /// place; an action for an ID the list no longer has changes nothing and is reported,
    /// unless `ifAbsent` says what it does.
    ///
    /// ```swift
    /// case .todo(let id, let action):
    ///     return update(
    ///         state: state, action: action, environment: environment.todo,
    ///         child: \.todos, id: id, tag: Action.todo)
    /// ```
    ///
    /// Where an action can arrive for an item that left, and that is expected (a delivery for
    /// a deleted item, say), `ifAbsent` hands the state back with no report:
    ///
    /// ```swift
    /// case .delivered(let delivery):
    ///     return update(
    ///         state: state, action: .receive(delivery.quantity), environment: (),
    ///         child: \.items, id: delivery.id, tag: Action.item,
    ///         ifAbsent: { Update(state: $0) })
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The item action.
    ///   - environment: The item's environment.
    ///   - child: The list that holds the item.
    ///   - id: The item's ID.
    ///   - tag: Turns an item's ID and action into a parent action: a case such as
    ///     `case todo(id: TodoModel.ID, action: TodoModel.Action)`.
    ///   - ifAbsent: Returns the update when no item has the ID; it receives the parent state.
    ///     `nil`, the default, leaves the state unchanged, with no effect, and reports a
    ///     ``RuntimeIssue`` in debug builds.
    /// - Returns: The parent's update.
    /// - Complexity: O(1) in the length of the list, plus one item update; neither the list nor
    ///   the item is copied.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let todo = Place.items(\\Self.todos, tag: Action.todo), and call update(state:action:environment:at: todo(id))"
    )
    @inlinable
    public static func update<Child: ModelProtocol & Identifiable>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child>>,
        id: Child.ID,
        tag: @escaping (Child.ID, Child.Action) -> Action,
        ifAbsent: ((consuming Self) -> Update<Self>)? = nil
    ) -> Update<Self> {
        update(
            state: state, action: action, environment: environment,
            at: ItemsPlace(keyPath: child(), uncheckedTag: tag)(id), ifAbsent: ifAbsent)
    }

    /// Runs an item action through the update of the item with an ID in a ``KeyedList``, with
    /// a tag that already holds the ID.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The item action.
    ///   - environment: The item's environment.
    ///   - child: The list that holds the item.
    ///   - id: The item's ID.
    ///   - tag: Turns an item action into a parent action.
    /// - Returns: The parent's update.
    @available(
        *, deprecated,
        message: "Pass a tag that takes the ID too, as every keyed form does: tag: Action.todo"
    )
    @inlinable
    public static func update<Child: ModelProtocol & Identifiable>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child>>,
        id: Child.ID,
        tag: @escaping (Child.Action) -> Action
    ) -> Update<Self> {
        update(
            state: state, action: action, environment: environment, child: child(), id: id,
            tag: { _, action in tag(action) })
    }

    /// Runs an item action through the update of the item with an ID in a ``KeyedList``, with
    /// the parent held in place; an action for an ID the list no longer has changes nothing and
    /// is reported, unless `ifAbsent` says what it does.
    ///
    /// ```swift
    /// case .todo(let id, let action):
    ///     return reduce(
    ///         into: &state, action: action, environment: environment.todo,
    ///         child: \.todos, id: id, tag: Action.todo)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The item action.
    ///   - environment: The item's environment.
    ///   - child: The list that holds the item.
    ///   - id: The item's ID.
    ///   - tag: Turns an item's ID and action into a parent action.
    ///   - ifAbsent: What to do when no item has the ID; it receives the parent state. `nil`,
    ///     the default, changes nothing, starts no effect, and reports a ``RuntimeIssue`` in
    ///     debug builds.
    /// - Returns: The parent's effects and transaction.
    /// - Complexity: O(1) in the length of the list, plus one item update; neither the parent,
    ///   the list nor the item is copied.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let todo = Place.items(\\Self.todos, tag: Action.todo), and call reduce(into:action:environment:at: todo(id))"
    )
    @inlinable
    public static func reduce<Child: ModelProtocol & Identifiable>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child>>,
        id: Child.ID,
        tag: @escaping (Child.ID, Child.Action) -> Action,
        ifAbsent: ((inout Self) -> Step<Self>)? = nil
    ) -> Step<Self> {
        reduce(
            into: &state, action: action, environment: environment,
            at: ItemsPlace(keyPath: child(), uncheckedTag: tag)(id), ifAbsent: ifAbsent)
    }
}

extension StoreProtocol {
    /// A store of the item with an ID in a ``KeyedList``, or `nil` when no item has the ID.
    ///
    /// ```swift
    /// if let row = store.viewStore(child: \.todos, id: id, tag: AppModel.Action.todo) {
    ///     TodoRow(store: row)
    /// }
    /// ```
    ///
    /// Making it registers interest in the item appearing or leaving; reading its state, in
    /// that item's changes only. To show every item of a list, use ``viewStores(child:tag:)``.
    ///
    /// - Parameters:
    ///   - child: The list that holds the item.
    ///   - id: The item's ID.
    ///   - tag: Turns the item's ID and one of its actions into an action of this store: a case
    ///     such as `case todo(id: TodoModel.ID, action: TodoModel.Action)`.
    /// - Returns: The item's store, or `nil` when no item has the ID.
    /// - Complexity: O(1) to create and on every read.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let todo = Place.items(\\Self.todos, tag: Action.todo), and call store.viewStore(Model.todo(id))"
    )
    public func viewStore<Element: ModelProtocol & Identifiable>(
        child: KeyPath<Model, KeyedList<Element>>,
        id: Element.ID,
        tag: @escaping @MainActor (Element.ID, Element.Action) -> Model.Action
    ) -> ViewStore<Element>? {
        viewStoreShape(child: child, id: id, tag: tag)
    }

    /// A store of the item with an ID in a ``KeyedList``, with a tag that already holds the ID.
    ///
    /// - Parameters:
    ///   - child: The list that holds the item.
    ///   - id: The item's ID.
    ///   - tag: Turns an item action into an action of this store.
    /// - Returns: The item's store, or `nil` when no item has the ID.
    @available(
        *, deprecated,
        message: "Pass a tag that takes the ID too, as every keyed form does: tag: Action.todo"
    )
    public func viewStore<Element: ModelProtocol & Identifiable>(
        child: KeyPath<Model, KeyedList<Element>>,
        id: Element.ID,
        tag: @escaping @MainActor (Element.Action) -> Model.Action
    ) -> ViewStore<Element>? {
        viewStore(child: child, id: id, tag: { _, action in tag(action) })
    }

    /// Returns the scoped stores of a ``KeyedList``'s items, in order, for `ForEach`.
    ///
    /// Making the collection registers interest in the list's structure only: its observers
    /// are told when an item is inserted, removed or moved, not when one changes. Each item's
    /// store is observed per item, and the collection holds the items' IDs, never the items,
    /// so a list view holding it never makes a keyed send copy the list.
    ///
    /// ```swift
    /// ForEach(store.viewStores(child: \.todos, tag: AppModel.Action.todo)) { row in
    ///     TodoRow(store: row)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - child: The list.
    ///   - tag: Turns an item's ID and one of its actions into one of this store's actions.
    /// - Returns: The items' scoped stores, each `Identifiable` by its item's ID.
    /// - Complexity: O(*n*) to make, for the IDs; O(1) for each item's store.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let todo = Place.items(\\Self.todos, tag: Action.todo), and call store.viewStores(Model.todo)"
    )
    @inlinable
    public func viewStores<Element: ModelProtocol & Identifiable>(
        child: KeyPath<Model, KeyedList<Element>>,
        tag: @escaping @MainActor (Element.ID, Element.Action) -> Model.Action
    ) -> ViewStores<Element> {
        viewStoresShape(child: child, tag: tag)
    }
}
