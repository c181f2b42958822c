/// The scoped stores of a ``KeyedList``'s items, in order: what
/// ``StoreProtocol/viewStores(child:tag:)`` returns, for `ForEach`.
///
/// It holds the items' IDs as they were when it was made, never the items: holding it (as
/// `ForEach` holds its data) does not make the store copy the list on its next keyed send. Each
/// element is a ``ViewStore`` `Identifiable` by its item's ID, observed per item, made when it
/// is accessed. An item's store is the same value (`==`) in every collection made from the same
/// list while the item stays in it (see ``ViewStore``, "Identity"), so SwiftUI skips the rows an
/// append, a removal or a move did not touch.
public struct ViewStores<Element: ModelProtocol & Identifiable>: RandomAccessCollection {
    /// The items' IDs, in order.
    public let ids: [Element.ID]
    /// Finds where an item's store reads: the item's observed node, shared by every store of
    /// that item.
    @usableFromInline let row: @MainActor (ItemKey) -> any ViewStoreSource<Element>
    /// How the items' stores send: the tag this collection was made with.
    @usableFromInline let sender: ItemSender<Element>

    @inlinable init(
        ids: [Element.ID],
        row: @escaping @MainActor (ItemKey) -> any ViewStoreSource<Element>,
        sender: ItemSender<Element>
    ) {
        self.ids = ids
        self.row = row
        self.sender = sender
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
        let key = ItemKey(value: AnyHashable(ids[position]))
        let row = row
        return ViewStore(source: MainActor.runUnchecked { row(key) }, itemID: key, sender: sender)
    }
}

extension ViewStores: Sendable where Element.ID: Sendable {}
