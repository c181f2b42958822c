/// A place in a store's state that scoped stores are made from: the store itself, or an
/// observed child of it. It makes the nodes of the children below it, sharing them by path, so
/// a scoped store of a scoped store is observed per child too.
@MainActor @usableFromInline
protocol StateScope<Child>: AnyObject, Sendable {
    associatedtype Child: ModelProtocol

    /// Where every view store of this place reads, shared while one is held: what makes the
    /// stores of one list item compare equal.
    func viewSource() -> any ViewStoreSource<Child>

    /// The state at this place; registers interest in it.
    var state: Child { get }

    /// The scope of a child below this place: shared by every caller with the same `key`, one
    /// per call when `key` is `nil`. Returns `nil` when the child is absent; `presence` then
    /// registers interest in it appearing (or, when present, in it leaving).
    func child<Grandchild: ModelProtocol>(
        key: AnyHashable?,
        presence: Bool,
        read: @escaping (Child) -> Grandchild?
    ) -> (any StateScope<Grandchild>)?

    /// The observation of a list below this place, shared by every caller with the same `key`.
    func list<Element: ModelProtocol & Identifiable>(
        key: AnyHashable,
        read: @escaping (Child) -> KeyedList<Element>
    ) -> any ListScope<Element>

    /// Registers interest in any change of the state at this place: what a scope without a
    /// path falls back to, to hear of a child appearing.
    func accessState()

    /// The state at this place now, read without registering interest; `nil` when absent.
    var currentState: Child? { get }
}

/// A list in a store's state, as its scoped stores see it.
@MainActor @usableFromInline
protocol ListScope<Element>: AnyObject, Sendable {
    associatedtype Element: ModelProtocol & Identifiable

    /// The IDs of the elements now, in order; registers interest in the list's structure.
    func observeIDs() -> [Element.ID]

    /// The scope of the item with an ID, or `nil` when no item has it.
    func item(id: Element.ID, presence: Bool) -> (any StateScope<Element>)?
}

extension Store: StateScope {
    @usableFromInline var currentState: Model? { unobservedState }

    @usableFromInline func viewSource() -> any ViewStoreSource<Model> {
        ScopedSource(node: self, send: { self.send($0) })
    }

    @usableFromInline func accessState() {
        _ = state
    }

    @usableFromInline func child<Grandchild: ModelProtocol>(
        key: AnyHashable?,
        presence: Bool,
        read: @escaping (Model) -> Grandchild?
    ) -> (any StateScope<Grandchild>)? {
        observedChildren().scope(
            store: self, path: key.map { ScopePath.root.appending($0) }, presence: presence,
            read: read, parent: self)
    }

    @usableFromInline func list<Element: ModelProtocol & Identifiable>(
        key: AnyHashable,
        read: @escaping (Model) -> KeyedList<Element>
    ) -> any ListScope<Element> {
        observedList(key: key, read: read)
    }

    /// The observation of a list of this store's state, shared by every caller with the same
    /// key. `@inlinable`: made where the model's and the items' types are known, its check
    /// after each action is specialized for them.
    @inlinable func observedList<Element: ModelProtocol & Identifiable>(
        key: AnyHashable,
        read: @escaping (Model) -> KeyedList<Element>
    ) -> ObservedList<Model, Element> {
        let path = ScopePath.root.appending(key)
        return observedChildren().list(at: path) {
            ObservedList(store: self, path: path, read: { read($0) })
        }
    }
}

extension ObservedChild: StateScope {
    @usableFromInline func viewSource() -> any ViewStoreSource<Child> { nodeSource() }

    @usableFromInline func accessState() {
        _ = state
    }

    @usableFromInline var currentState: Child? { read(store.unobservedState) }

    @usableFromInline func child<Grandchild: ModelProtocol>(
        key: AnyHashable?,
        presence: Bool,
        read: @escaping (Child) -> Grandchild?
    ) -> (any StateScope<Grandchild>)? {
        let readSelf = self.read
        return store.observedChildren().scope(
            store: store, path: key.flatMap { key in path?.appending(key) },
            presence: presence, read: { readSelf($0).flatMap(read) }, parent: self)
    }

    @usableFromInline func list<Element: ModelProtocol & Identifiable>(
        key: AnyHashable,
        read: @escaping (Child) -> KeyedList<Element>
    ) -> any ListScope<Element> {
        let readSelf = self.read
        let readList: (Root) -> KeyedList<Element>? = { readSelf($0).map(read) }
        guard let path = path?.appending(key) else {
            // A list below a scope without a path is observed on its own, by this caller.
            return ObservedList(store: store, path: .root, read: readList)
        }
        return store.observedChildren().list(at: path) {
            ObservedList(store: store, path: path, read: readList)
        }
    }
}

extension ObservedList: ListScope {
    @usableFromInline func observeIDs() -> [Element.ID] {
        structure().access()
        return ids()
    }

    @usableFromInline func item(id: Element.ID, presence: Bool) -> (any StateScope<Element>)? {
        guard presence else { return item(id: id, makeIfAbsent: false) }
        // A node for an absent item too, to hear of it appearing.
        guard let node = item(id: id, makeIfAbsent: true), node.presence() != nil else {
            return nil
        }
        return node
    }
}

extension ChildObservers {
    /// The scope of a child: the node at `path`, shared, or a node of its own when `path` is
    /// `nil`. Returns `nil` when the child is absent, after registering interest in it appearing
    /// when `presence` is set (on a node when there is a path, on `parent` otherwise).
    func scope<Child: ModelProtocol>(
        store: Store<Root>,
        path: ScopePath?,
        presence: Bool,
        read: @escaping (Root) -> Child?,
        parent: some StateScope
    ) -> (any StateScope<Child>)? {
        let node: ObservedChild<Root, Child>
        if let path {
            node = child(at: path) {
                ObservedChild(
                    store: store, path: path, read: read, initial: read(store.unobservedState))
            }
        } else {
            guard let initial = read(store.unobservedState) else {
                if presence {
                    parent.accessState()
                }
                return nil
            }
            node = ObservedChild(store: store, path: nil, read: read, initial: initial)
            register(node)
        }
        if presence {
            return node.presence() == nil ? nil : node
        }
        return node.currentState == nil ? nil : node
    }
}
