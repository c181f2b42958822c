/// The scoped stores of a ``KeyedList``'s items, in order: what
/// ``StoreProtocol/viewStores(child:tag:)`` returns, for `ForEach`.
///
/// It holds the items' IDs as they were when it was made, never the items: holding it (as
/// `ForEach` holds its data) does not make the store copy the list on its next keyed send. Each
/// element is a ``ViewStore`` `Identifiable` by its item's ID, observed per item, made when it
/// is accessed.
public struct ViewStores<Element: ModelProtocol & Identifiable>: RandomAccessCollection {
    /// The items' IDs, in order.
    public let ids: [Element.ID]
    /// Where the items' view stores read and send.
    @usableFromInline let source: any ViewStoreSource<Element>

    @inlinable init(ids: [Element.ID], source: any ViewStoreSource<Element>) {
        self.ids = ids
        self.source = source
    }

    /// The position of the first item.
    public var startIndex: Int { ids.startIndex }

    /// The position after the last item.
    public var endIndex: Int { ids.endIndex }

    /// The scoped store of the item at a position.
    ///
    /// - Parameter position: The item's position.
    /// - Complexity: O(1).
    public subscript(position: Int) -> ViewStore<Element> {
        ViewStore(source: source, itemID: ItemKey(value: AnyHashable(ids[position])))
    }
}

extension ViewStores: Sendable where Element.ID: Sendable {}
