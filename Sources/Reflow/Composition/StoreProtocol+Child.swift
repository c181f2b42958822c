// Scoped stores for every child shape. Each reads the child from the store's current state on
// every access and tags the child's actions into the store; those of children that may be
// absent are `nil` when the child is, and keep showing its last state if it leaves while a view
// still holds them (its actions are then ignored and reported by the parent's update).

extension StoreProtocol {
    /// Returns a store scoped to a child held in a property.
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
        viewStore(get: { $0[keyPath: child] }, tag: tag)
    }

    /// Returns a store scoped to an optional child, or `nil` while the child is `nil`.
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
        optionalViewStore(get: { $0[keyPath: child] }, tag: tag)
    }

    /// Returns a store scoped to the item with an ID in a ``KeyedList``, or `nil` when no item
    /// has the ID.
    ///
    /// ```swift
    /// ForEach(store.state.todos) { todo in
    ///     if let row = store.viewStore(
    ///         child: \.todos, id: todo.id, tag: { .todo(id: todo.id, action: $0) })
    ///     {
    ///         TodoRow(store: row)
    ///     }
    /// }
    /// ```
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
        optionalViewStore(get: { $0[keyPath: child][id: id] }, tag: tag)
    }

    /// Returns a store scoped to a child held in one case of an enum, or `nil` while the enum is
    /// in another case.
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
        optionalViewStore(get: { casePath.extract(from: $0[keyPath: child]) }, tag: tag)
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
        optionalViewStore(
            get: { Cursor.get(state: $0, key: key) },
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
        optionalViewStore(get: { Cursor.get(state: $0) }, tag: { Cursor.tag($0) })
    }

    /// The one implementation of the scoped stores of children that may be absent.
    private func optionalViewStore<ViewModel: ModelProtocol>(
        get: @escaping @MainActor (Model) -> ViewModel?,
        tag: @escaping @MainActor (ViewModel.Action) -> Model.Action
    ) -> ViewStore<ViewModel>? {
        guard let initial = get(state) else { return nil }
        let last = LastValue(initial)
        return ViewStore(get: { last.resolve(get(self.state)) }, send: { self.send(tag($0)) })
    }
}
