// Scoped stores for every child shape. A scoped store made from a `Store` (or from a scoped
// store made so) is observed per child: reading its `state` registers interest in that child
// only (see `ObservedChild`). Those of children that may be absent are `nil` when the child is,
// and making one registers interest in the child appearing or leaving; they keep showing the
// child's last state if it leaves while a view still holds them (its actions are then ignored
// and reported by the parent's update).

extension StoreProtocol {
    /// The place in the state that this store's scoped stores are made from, or `nil` for a
    /// store type of the user's own.
    var stateScope: (any StateScope<Model>)? {
        if let store = self as? Store<Model> {
            return store
        }
        return (self as? ViewStore<Model>)?.scope
    }

    /// A view store of a child below this store's state: observed per child when this store
    /// can be scoped, otherwise reading this store's state each time.
    func scopedViewStore<ViewModel: ModelProtocol>(
        key: AnyHashable?,
        presence: Bool,
        read: @escaping (Model) -> ViewModel?,
        tag: @escaping @MainActor (ViewModel.Action) -> Model.Action
    ) -> ViewStore<ViewModel>? {
        if let scope = stateScope {
            guard let node = scope.child(key: key, presence: presence, read: read) else {
                return nil
            }
            return ViewStore(source: ScopedSource(node: node, send: { self.send(tag($0)) }))
        }
        guard let initial = read(state) else { return nil }
        let last = LastValue(initial)
        return ViewStore(get: { last.resolve(read(self.state)) }, send: { self.send(tag($0)) })
    }

    /// Returns a store scoped to a child held in a property.
    ///
    /// Reading the scoped store's state registers interest in this child only.
    ///
    /// ```swift
    /// CounterView(store: store.viewStore(child: \.counter, tag: AppModel.Action.counter))
    /// ```
    ///
    /// - Parameters:
    ///   - child: The property that holds the child.
    ///   - tag: Turns a child action into one of this store's actions.
    /// - Returns: The scoped store.
    public func viewStore<ViewModel: ModelProtocol>(
        child: KeyPath<Model, ViewModel>,
        tag: @escaping @MainActor (ViewModel.Action) -> Model.Action
    ) -> ViewStore<ViewModel> {
        scopedViewStore(
            key: AnyHashable(child), presence: false, read: { $0[keyPath: child] }, tag: tag)!
    }

    /// Returns a store scoped to an optional child, or `nil` while the child is `nil`.
    ///
    /// Making it registers interest in the child appearing or leaving; reading its state, in
    /// the child's changes.
    ///
    /// ```swift
    /// if let editor = store.viewStore(child: \.editor, tag: AppModel.Action.editor) {
    ///     EditorView(store: editor)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - child: The optional property that holds the child.
    ///   - tag: Turns a child action into one of this store's actions.
    /// - Returns: The scoped store, or `nil` when the child is `nil`.
    public func viewStore<ViewModel: ModelProtocol>(
        child: KeyPath<Model, ViewModel?>,
        tag: @escaping @MainActor (ViewModel.Action) -> Model.Action
    ) -> ViewStore<ViewModel>? {
        scopedViewStore(
            key: AnyHashable(child), presence: true, read: { $0[keyPath: child] }, tag: tag)
    }

    /// Returns a store scoped to the item with an ID in a ``KeyedList``, or `nil` when no item
    /// has the ID.
    ///
    /// Making it registers interest in the item appearing or leaving; reading its state, in
    /// that item's changes only. To show every item of a list, use
    /// ``viewStores(child:tag:)``.
    ///
    /// ```swift
    /// if let row = store.viewStore(child: \.todos, id: id, tag: AppModel.Action.todo) {
    ///     TodoRow(store: row)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - child: The list that holds the item.
    ///   - id: The item's ID.
    ///   - tag: Turns the item's ID and one of its actions into one of this store's actions:
    ///     a case such as `case todo(id: TodoModel.ID, action: TodoModel.Action)`.
    /// - Returns: The scoped store, or `nil` when no item has the ID.
    /// - Complexity: O(1) to create and on every read.
    public func viewStore<ViewModel: ModelProtocol & Identifiable>(
        child: KeyPath<Model, KeyedList<ViewModel>>,
        id: ViewModel.ID,
        tag: @escaping @MainActor (ViewModel.ID, ViewModel.Action) -> Model.Action
    ) -> ViewStore<ViewModel>? {
        guard let scope = stateScope else {
            return scopedViewStore(
                key: nil, presence: true, read: { $0[keyPath: child][id: id] },
                tag: { tag(id, $0) })
        }
        let list = scope.list(key: AnyHashable(child), read: { $0[keyPath: child] })
        guard let node = list.item(id: id, presence: true) else { return nil }
        return ViewStore(source: ScopedSource(node: node, send: { self.send(tag(id, $0)) }))
    }

    /// Returns a store scoped to the item with an ID in a ``KeyedList``, with a tag that
    /// already holds the ID, or `nil` when no item has the ID.
    ///
    /// The same as the form whose tag takes the item's ID as well, as the update forms' tags
    /// do (`tag: AppModel.Action.todo`).
    ///
    /// - Parameters:
    ///   - child: The list that holds the item.
    ///   - id: The item's ID.
    ///   - tag: Turns an item action into one of this store's actions.
    /// - Returns: The scoped store, or `nil` when no item has the ID.
    /// - Complexity: O(1) to create and on every read.
    public func viewStore<ViewModel: ModelProtocol & Identifiable>(
        child: KeyPath<Model, KeyedList<ViewModel>>,
        id: ViewModel.ID,
        tag: @escaping @MainActor (ViewModel.Action) -> Model.Action
    ) -> ViewStore<ViewModel>? {
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
    @inlinable
    public func viewStores<ViewModel: ModelProtocol & Identifiable>(
        child: KeyPath<Model, KeyedList<ViewModel>>,
        tag: @escaping @MainActor (ViewModel.ID, ViewModel.Action) -> Model.Action
    ) -> ViewStores<ViewModel> {
        // `@inlinable`, and a store's own list taken apart from the other cases: the list's
        // check after each action and its rows' reads are then specialized for the model and
        // the items, instead of looking up generic metadata at run time on every action
        // (BENCHMARKS.md, scenario 9, has the figures).
        if let store = self as? Store<Model> {
            let list = store.observedList(key: AnyHashable(child), read: { $0[keyPath: child] })
            return ViewStores(
                ids: list.observeIDs(),
                source: ListItemSource(storeList: list, send: { self.send(tag($0, $1)) }))
        }
        return scopedViewStores(child: child, tag: tag)
    }

    /// ``viewStores(child:tag:)`` for a scoped store or a store type of the user's own.
    @usableFromInline
    func scopedViewStores<ViewModel: ModelProtocol & Identifiable>(
        child: KeyPath<Model, KeyedList<ViewModel>>,
        tag: @escaping @MainActor (ViewModel.ID, ViewModel.Action) -> Model.Action
    ) -> ViewStores<ViewModel> {
        guard let scope = stateScope else {
            let source = ClosureListSource(
                get: { self.state[keyPath: child] }, send: { self.send(tag($0, $1)) })
            return ViewStores(ids: state[keyPath: child].ids, source: source)
        }
        let list = scope.list(key: AnyHashable(child), read: { $0[keyPath: child] })
        return ViewStores(
            ids: list.observeIDs(),
            source: ListItemSource(list: list, send: { self.send(tag($0, $1)) }))
    }

    /// Returns a store scoped to a child held in one case of an enum, or `nil` while the enum is
    /// in another case.
    ///
    /// Making it registers interest in the child appearing or leaving; reading its state, in
    /// the child's changes. (While the enum is in another case, and for an enum that
    /// customises its mirror, the case is not known by name, and making it registers interest
    /// in this store's state instead.)
    ///
    /// - Parameters:
    ///   - child: The property that holds the enum.
    ///   - casePath: The case that holds the child.
    ///   - tag: Turns a child action into one of this store's actions.
    /// - Returns: The scoped store, or `nil` when the enum is in another case.
    public func viewStore<Enum, ViewModel: ModelProtocol>(
        child: KeyPath<Model, Enum>,
        case casePath: CasePath<Enum, ViewModel>,
        tag: @escaping @MainActor (ViewModel.Action) -> Model.Action
    ) -> ViewStore<ViewModel>? {
        let key = stateScope?.currentState.flatMap { current in
            casePath.extract(from: current[keyPath: child]).flatMap { payload in
                caseKey(child, casePath.embed(payload), ViewModel.self)
            }
        }
        return scopedViewStore(
            key: key, presence: true, read: { casePath.extract(from: $0[keyPath: child]) },
            tag: tag)
    }

    /// Returns a store scoped to the item with a key, through a keyed cursor, or `nil` when no
    /// item has the key.
    ///
    /// - Parameters:
    ///   - cursor: The cursor that reads the item and tags its actions.
    ///   - key: The item's key.
    /// - Returns: The scoped store, or `nil` when no item has the key.
    public func viewStore<Cursor: KeyedCursorProtocol>(
        _ cursor: Cursor.Type,
        key: Cursor.Key
    ) -> ViewStore<Cursor.ViewModel>? where Cursor.Model == Model {
        scopedViewStore(
            key: AnyHashable([AnyHashable(ObjectIdentifier(cursor)), AnyHashable(key)]),
            presence: true, read: { Cursor.get(state: $0, key: key) },
            tag: { Cursor.tag(action: $0, key: key) })
    }

    /// Returns a store scoped to a child that may be absent, through an optional or case
    /// cursor, or `nil` while it is absent.
    ///
    /// - Parameter cursor: The cursor that reads the child and tags its actions.
    /// - Returns: The scoped store, or `nil` when the child is absent.
    public func viewStore<Cursor: OptionalCursorProtocol>(
        _ cursor: Cursor.Type
    ) -> ViewStore<Cursor.ViewModel>? where Cursor.Model == Model {
        scopedViewStore(
            key: AnyHashable(ObjectIdentifier(cursor)), presence: true,
            read: { Cursor.get(state: $0) }, tag: { Cursor.tag($0) })
    }
}

/// The key of an enum case's scoped stores: the enum's property, the case's name and its
/// payload's type (which tells apart cases overloaded by argument labels); `nil` when the enum
/// does not reflect its case.
private func caseKey<Root, Enum, Payload>(
    _ property: KeyPath<Root, Enum>, _ value: Enum, _ payload: Payload.Type
) -> AnyHashable? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let name = mirror.children.first?.label else {
        return nil
    }
    return AnyHashable([
        AnyHashable(property), AnyHashable(name), AnyHashable(ObjectIdentifier(payload)),
    ])
}
