// How a scoped store is made. A scoped store made from a `Store` (or from a scoped store made
// so) is observed per child: reading its `state` registers interest in that child only (see
// `ObservedChild`). Those of children that may be absent are `nil` when the child is, and making
// one registers interest in the child appearing or leaving; they keep showing the child's last
// state if it leaves while a view still holds them (its actions are then ignored and reported by
// the parent's update). A store type of the user's own is read through its `state` instead.

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
}

extension StoreProtocol {
    /// Returns a store scoped to a child component.
    ///
    /// Reading the scoped store's state registers interest in the child only: its readers are
    /// told when `get` returns a different value after a change. (`get` is compared after
    /// every change of the parent's state while the scoped store is observed; the
    /// `viewStore(child:…)` forms are shared by every caller, and skip the comparison for the
    /// items of a list that did not change.)
    ///
    /// ```swift
    /// EditorView(store: store.viewStore(get: \.editor, tag: AppModel.Action.editor))
    /// ```
    ///
    /// - Parameters:
    ///   - get: Reads the child's state from this store's, each time it is read.
    ///   - tag: Turns a child action into one of this store's actions.
    /// - Returns: The scoped store.
    public func viewStore<ViewModel: ModelProtocol>(
        get: @escaping (Model) -> ViewModel,
        tag: @escaping @MainActor (ViewModel.Action) -> Model.Action
    ) -> ViewStore<ViewModel> {
        scopedViewStore(key: nil, presence: false, read: { get($0) }, tag: tag)!
    }
}

func caseKey<Root, Enum, Payload>(
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
