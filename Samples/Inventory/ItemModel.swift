import Reflow

/// One item of the inventory: a row of the list, with its own actions and update.
///
/// An item knows nothing about the list it is in. ``InventoryModel`` keeps the items in a
/// ``KeyedList`` and runs an item's action on the item where it is stored, at the item's place:
/// `reduce(into:action:environment:at: item(id))`. The item itself takes
/// and returns its state: a model of either kind composes with the other.
struct ItemModel: ModelProtocol, Identifiable {
    /// The number that identifies an item; it never changes.
    typealias ID = Int

    /// What can happen to one item.
    enum Action: Equatable, Sendable {
        /// One was sold; the last one sold makes the item out of stock.
        case sell
        /// The stock was edited, by a control bound to it.
        case setStock(Stock)
        /// A delivery of this many arrived.
        case receive(quantity: Int)
        /// The item's name was tapped: the inventory opens its editing sheet. Sent by the row,
        /// which holds only its store, so that SwiftUI can tell the row has not changed.
        case editTapped
    }

    /// The item's stable identifier.
    let id: ID
    /// What the item is called.
    var name: String
    /// A remark, such as "fragile", or `nil` for none.
    var note: String?
    /// How many there are.
    var stock: Stock

    /// Sells, sets or receives stock, keeping the in-stock quantity at least 1.
    static func update(
        state: consuming ItemModel,
        action: Action,
        environment: Void
    ) -> Update<ItemModel> {
        switch action {
        case .sell:
            if case .inStock(let quantity) = state.stock {
                state.stock = Stock.inStock(quantity: quantity - 1).normalized
            }
        case .setStock(let stock):
            state.stock = stock.normalized
        case .receive(let delivered):
            let current = Stock.inStockCase.extract(from: state.stock) ?? 0
            state.stock = Stock.inStock(quantity: current + delivered).normalized
        case .editTapped:
            // The inventory opens the sheet; the item itself does not change.
            break
        }
        return Update(state: state)
    }
}
