// `@unchecked Sendable`: see "Why places are Sendable" in ChildPlace.swift.
/// The items of a ``KeyedList``; made by ``Place/items(_:tag:)``. Call it with an item's ID
/// for that item's place.
public struct ItemsPlace<Parent: ModelProtocol, Element: ModelProtocol & Identifiable>:
    @unchecked Sendable
{
    /// The list, with its offset.
    @usableFromInline let list: StoredKeyPath<Parent, KeyedList<Element>>
    /// Turns an item's ID and action into a parent action.
    public let tag: @Sendable (Element.ID, Element.Action) -> Parent.Action

    /// The list.
    public var keyPath: WritableKeyPath<Parent, KeyedList<Element>> { list.keyPath }

    @inlinable
    init(
        keyPath: WritableKeyPath<Parent, KeyedList<Element>>,
        tag: @escaping @Sendable (Element.ID, Element.Action) -> Parent.Action
    ) {
        list = StoredKeyPath(keyPath)
        self.tag = tag
    }

    /// The place a deprecated per-shape form builds for its one call, with the tag it was given,
    /// which need not be `Sendable`: see "Why a deprecated form's place may hold a tag that is
    /// not Sendable" in ChildPlace.swift.
    @inlinable
    package init(
        keyPath: WritableKeyPath<Parent, KeyedList<Element>>,
        uncheckedTag tag: @escaping (Element.ID, Element.Action) -> Parent.Action
    ) {
        self.init(
            keyPath: keyPath,
            tag: unsafeBitCast(
                tag, to: (@Sendable (Element.ID, Element.Action) -> Parent.Action).self))
    }

    /// The place of the item with an ID: `todo(id)`.
    @inlinable
    public func callAsFunction(_ id: Element.ID) -> ItemPlace<Parent, Element> {
        ItemPlace(items: self, id: id)
    }
}

/// The place of the item with an ID in a ``KeyedList``: `todo(id)`, from an ``ItemsPlace``.
public struct ItemPlace<Parent: ModelProtocol, Element: ModelProtocol & Identifiable>: ScopedPlace {
    /// The list's place.
    public let items: ItemsPlace<Parent, Element>
    /// The item's ID.
    public let id: Element.ID

    /// The item's model.
    public typealias Child = Element
    /// The action routed here: the item's.
    public typealias Route = Element.Action

    @inlinable
    init(items: ItemsPlace<Parent, Element>, id: Element.ID) {
        self.items = items
        self.id = id
    }

    /// Runs the item's action where it is, O(1) in the list's length; an ID the list no
    /// longer has is absent.
    @inlinable @inline(__always)
    public func _reduce(
        into parent: inout Parent,
        action: Element.Action,
        environment: Element.Environment,
        ifAbsent: ((inout Parent) -> Step<Parent>)?
    ) -> Step<Parent> {
        // The closures read `self` where it is: copying the place out would retain its key
        // path and its tag's context on every send.
        Parent.reduceChild(
            into: &parent, action: action, environment: environment,
            modify: { parent, body in items.list.modify(&parent) { $0.modify(id: id, body) } },
            makeTag: {
                let tag = items.tag
                let id = id
                return { tag(id, $0) }
            },
            link: { _ in .item(items.keyPath, id: id) },
            ifAbsent: ifAbsent, absent: { Parent.absentItem(items.keyPath, id: id) })
    }

    /// The parent's action that routes `action` here: what a test sends or expects to receive.
    @inlinable
    public func action(_ action: Route) -> Parent.Action {
        items.tag(id, action)
    }

    /// The item's store, or `nil` when no item has the ID.
    @MainActor
    public func _viewStore<Store: StoreProtocol<Parent>>(in store: Store) -> ViewStore<Element>? {
        store.viewStoreShape(child: items.keyPath, id: id, tag: items.tag)
    }
}

extension ItemPlace: Sendable where Element.ID: Sendable {}
