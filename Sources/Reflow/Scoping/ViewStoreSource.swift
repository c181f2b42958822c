// Where a view store's state comes from and its actions go: a parent store's closures, an
// observed child, or a list's items by ID.

/// An item's ID inside a view store.
struct ItemKey: @unchecked Sendable {
    // Safe to share: an ID is only read, and only on the main actor, except through
    // `ViewStore.id`, which reads the boxed value without changing it.
    let value: AnyHashable

    /// The ID a list's view store carries, as the list's ID type.
    static func id<ID>(in key: ItemKey?, as _: ID.Type) -> ID {
        guard let id = key?.value.base as? ID else {
            preconditionFailure("Reflow: a list item's view store has no ID of \(ID.self).")
        }
        return id
    }
}

/// Where a view store's state comes from and its actions go.
@MainActor
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
@MainActor
final class ListItemSource<Element: ModelProtocol & Identifiable>: ViewStoreSource {
    private let list: any ListScope<Element>
    private let sendAction: @MainActor (Element.ID, Element.Action) -> Void
    /// The items' scopes handed out, kept while a view store of this list holds the source, so
    /// a row whose item left still reads the item's last state.
    private var scopes: [Element.ID: any StateScope<Element>] = [:]

    init(
        list: any ListScope<Element>,
        send: @escaping @MainActor (Element.ID, Element.Action) -> Void
    ) {
        self.list = list
        self.sendAction = send
    }

    private func id(_ itemID: ItemKey?) -> Element.ID {
        ItemKey.id(in: itemID, as: Element.ID.self)
    }

    func state(itemID: ItemKey?) -> Model {
        guard let node = scope(itemID: itemID) else {
            preconditionFailure(
                """
                Reflow: the item with ID \(id(itemID)) left the list before its view store's \
                state was first read. Read an item's state in the same update of the view as \
                the list's IDs (a row of `ForEach(store.viewStores(…))` does).
                """)
        }
        return node.state
    }

    func send(_ action: Element.Action, itemID: ItemKey?) { sendAction(id(itemID), action) }

    func scope(itemID: ItemKey?) -> (any StateScope<Element>)? {
        let id = id(itemID)
        if let scope = scopes[id] {
            return scope
        }
        let scope = list.item(id: id, presence: false)
        scopes[id] = scope
        return scope
    }

    typealias Model = Element
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
