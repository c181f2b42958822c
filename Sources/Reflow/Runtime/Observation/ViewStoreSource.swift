// Where a view store's state comes from and its actions go: a parent store's closures, an
// observed child, or a list's items by ID.

/// An item's ID inside a view store.
@usableFromInline struct ItemKey: @unchecked Sendable {
    // Safe to share: an ID is only read, and only on the main actor, except through
    // `ViewStore.id`, which reads the boxed value without changing it.
    @usableFromInline let value: AnyHashable

    @inlinable init(value: AnyHashable) {
        self.value = value
    }

    /// The ID a list's view store carries, as the list's ID type.
    @inlinable static func id<ID>(in key: ItemKey?, as _: ID.Type) -> ID {
        guard let id = key?.value.base as? ID else {
            preconditionFailure("Reflow: a list item's view store has no ID of \(ID.self).")
        }
        return id
    }
}

/// Where a view store's state comes from and its actions go.
@MainActor @usableFromInline
protocol ViewStoreSource<Model>: AnyObject, Sendable {
    associatedtype Model: ModelProtocol
    func state(itemID: ItemKey?) -> Model
    func send(_ action: Model.Action, itemID: ItemKey?)
    func scope(itemID: ItemKey?) -> (any StateScope<Model>)?
}

/// The source of a view store made from closures.
@MainActor
final class ClosureSource<Model: ModelProtocol>: ViewStoreSource {
    private let get: @MainActor () -> Model
    private let sendAction: @MainActor (Model.Action) -> Void

    init(get: @escaping @MainActor () -> Model, send: @escaping @MainActor (Model.Action) -> Void) {
        self.get = get
        self.sendAction = send
    }

    func state(itemID: ItemKey?) -> Model { get() }

    func send(_ action: Model.Action, itemID: ItemKey?) { sendAction(action) }

    func scope(itemID: ItemKey?) -> (any StateScope<Model>)? { nil }
}

/// The source of a view store of an observed child.
@MainActor
final class ScopedSource<Model: ModelProtocol>: ViewStoreSource {
    private let node: any StateScope<Model>
    private let sendAction: @MainActor (Model.Action) -> Void

    init(node: any StateScope<Model>, send: @escaping @MainActor (Model.Action) -> Void) {
        self.node = node
        self.sendAction = send
    }

    func state(itemID: ItemKey?) -> Model { node.state }

    func send(_ action: Model.Action, itemID: ItemKey?) { sendAction(action) }

    func scope(itemID: ItemKey?) -> (any StateScope<Model>)? { node }
}

/// The source of the view stores of a list's items, shared by all of them: each view store
/// carries its item's ID, so a list of a million items makes no object per item until its
/// state is read.
///
/// It reads through closures: made from a ``Store``'s own list in the app's module, they are
/// specialized for the model and the items (see ``ItemNodes``).
/// How a list item's view store sends: the tag of the call that made it, with the item's ID.
/// Kept apart from where the store reads, so that stores of one item made with different tags
/// read, and compare, as one.
@MainActor @usableFromInline
final class ItemSender<Model: ModelProtocol>: Sendable {
    @usableFromInline let send: @MainActor (ItemKey?, Model.Action) -> Void

    @inlinable init(send: @escaping @MainActor (ItemKey?, Model.Action) -> Void) {
        self.send = send
    }
}

extension ItemSender where Model: Identifiable {
    /// A sender that tags an item's action with its ID, as a keyed form does.
    @inlinable convenience init(tag: @escaping @MainActor (Model.ID, Model.Action) -> Void) {
        self.init(send: { key, action in tag(ItemKey.id(in: key, as: Model.ID.self), action) })
    }
}

/// Where every view store of one observed child reads: one per node while a store holds it,
/// so that the stores of a list item, made by any call, compare equal. It keeps the node alive,
/// so a row's store keeps showing its item's last state if the item leaves while a view still
/// holds it; the node holds it weakly, so neither outlives the stores.
@MainActor @usableFromInline
final class NodeSource<Element: ModelProtocol>: ViewStoreSource {
    @usableFromInline let node: any StateScope<Element>
    /// Reads the node's state: made where the types are known, so the read is specialized.
    @usableFromInline let stateOf: @MainActor () -> Element

    @inlinable init(node: any StateScope<Element>, stateOf: @escaping @MainActor () -> Element) {
        self.node = node
        self.stateOf = stateOf
    }

    @usableFromInline func state(itemID: ItemKey?) -> Element { stateOf() }

    @usableFromInline func send(_ action: Element.Action, itemID: ItemKey?) {
        // Stores made on a node carry their tag's sender.
        preconditionFailure("Reflow: a list item's view store has no tag to send through.")
    }

    @usableFromInline func scope(itemID: ItemKey?) -> (any StateScope<Element>)? { node }

    @usableFromInline typealias Model = Element
}

extension ObservedChild {
    /// The source every view store of this node reads, made once while one is held.
    @inlinable func nodeSource() -> NodeSource<Child> {
        if let source = viewSourceCache {
            return source
        }
        let source = NodeSource(node: self, stateOf: { self.state })
        viewSourceCache = source
        return source
    }
}

@usableFromInline
func itemLeftBeforeRead(_ id: some Hashable) -> Never {
    preconditionFailure(
        """
        Reflow: the item with ID \(id) left the list before its view store's state was first \
        read. Read an item's state in the same update of the view as the list's IDs (a row of \
        `ForEach(store.viewStores(…))` does).
        """)
}

/// The source of a list's view stores made from a store that cannot be scoped per child (a
/// store type of the user's own): each reads the store's state.
@MainActor
final class ClosureListSource<Element: ModelProtocol & Identifiable>: ViewStoreSource {
    private let get: @MainActor () -> KeyedList<Element>
    private let sendAction: @MainActor (Element.ID, Element.Action) -> Void
    private var last: [Element.ID: Element] = [:]

    init(
        get: @escaping @MainActor () -> KeyedList<Element>,
        send: @escaping @MainActor (Element.ID, Element.Action) -> Void
    ) {
        self.get = get
        self.sendAction = send
    }

    private func id(_ itemID: ItemKey?) -> Element.ID {
        ItemKey.id(in: itemID, as: Element.ID.self)
    }

    func state(itemID: ItemKey?) -> Element {
        let id = id(itemID)
        if let current = get()[id: id] {
            last[id] = current
            return current
        }
        guard let last = last[id] else {
            preconditionFailure("Reflow: the item with ID \(id) left the list before it was read.")
        }
        return last
    }

    func send(_ action: Element.Action, itemID: ItemKey?) { sendAction(id(itemID), action) }

    func scope(itemID: ItemKey?) -> (any StateScope<Element>)? { nil }
}
