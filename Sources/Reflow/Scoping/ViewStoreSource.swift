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
@MainActor @usableFromInline
final class ListItemSource<Element: ModelProtocol & Identifiable>: ViewStoreSource {
    @usableFromInline let stateOf: (ItemKey?) -> Element
    @usableFromInline let scopeOf: (ItemKey?) -> (any StateScope<Element>)?
    @usableFromInline let sendAction: @MainActor (Element.ID, Element.Action) -> Void

    @usableFromInline init(
        stateOf: @escaping (ItemKey?) -> Element,
        scopeOf: @escaping (ItemKey?) -> (any StateScope<Element>)?,
        send: @escaping @MainActor (Element.ID, Element.Action) -> Void
    ) {
        self.stateOf = stateOf
        self.scopeOf = scopeOf
        self.sendAction = send
    }

    /// The source of the items of a store's own list.
    @inlinable convenience init<Root>(
        storeList list: ObservedList<Root, Element>,
        send: @escaping @MainActor (Element.ID, Element.Action) -> Void
    ) {
        let nodes = ItemNodes(list: list)
        self.init(stateOf: { nodes.state(of: $0) }, scopeOf: { nodes.node(of: $0) }, send: send)
    }

    /// The source of the items of a list below a scoped store.
    convenience init(
        list: any ListScope<Element>,
        send: @escaping @MainActor (Element.ID, Element.Action) -> Void
    ) {
        let scopes = ItemScopes(list: list)
        self.init(
            stateOf: { key in
                guard let scope = scopes.scope(of: key) else {
                    itemLeftBeforeRead(ItemKey.id(in: key, as: Element.ID.self))
                }
                return scope.state
            },
            scopeOf: { scopes.scope(of: $0) }, send: send)
    }

    @usableFromInline func state(itemID: ItemKey?) -> Element { stateOf(itemID) }

    @usableFromInline func send(_ action: Element.Action, itemID: ItemKey?) {
        sendAction(ItemKey.id(in: itemID, as: Element.ID.self), action)
    }

    @usableFromInline func scope(itemID: ItemKey?) -> (any StateScope<Element>)? {
        scopeOf(itemID)
    }

    @usableFromInline typealias Model = Element
}

/// The nodes of a store's own list's items that a ``ListItemSource`` handed out, kept while a
/// view store of the list holds the source, so a row whose item left still reads the item's
/// last state.
@MainActor @usableFromInline
final class ItemNodes<Root: ModelProtocol, Element: ModelProtocol & Identifiable> {
    @usableFromInline let list: ObservedList<Root, Element>
    @usableFromInline var nodes: [Element.ID: ObservedChild<Root, Element>] = [:]

    @inlinable init(list: ObservedList<Root, Element>) {
        self.list = list
    }

    @inlinable func node(of key: ItemKey?) -> ObservedChild<Root, Element>? {
        let id = ItemKey.id(in: key, as: Element.ID.self)
        if let node = nodes[id] {
            return node
        }
        let node = list.item(id: id, makeIfAbsent: false)
        nodes[id] = node
        return node
    }

    @inlinable func state(of key: ItemKey?) -> Element {
        guard let node = node(of: key) else {
            itemLeftBeforeRead(ItemKey.id(in: key, as: Element.ID.self))
        }
        return node.state
    }
}

/// ``ItemNodes`` for a list below a scoped store, whose root's type is not known here.
@MainActor
final class ItemScopes<Element: ModelProtocol & Identifiable> {
    private let list: any ListScope<Element>
    private var scopes: [Element.ID: any StateScope<Element>] = [:]

    init(list: any ListScope<Element>) {
        self.list = list
    }

    func scope(of key: ItemKey?) -> (any StateScope<Element>)? {
        let id = ItemKey.id(in: key, as: Element.ID.self)
        if let scope = scopes[id] {
            return scope
        }
        let scope = list.item(id: id, presence: false)
        scopes[id] = scope
        return scope
    }
}

/// Stops the program: a list item's view store was first read after its item left.
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
