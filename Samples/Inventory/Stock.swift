import Reflow

/// How many of an item there are: a quantity while in stock, and whether more are ordered
/// while out of stock.
///
/// The enum holds exactly what each case means: there is no quantity while out of stock, and
/// no back order while in stock. A control edits one case's payload through a case path and a
/// binding's case subscript, `stock[case: Stock.inStockCase]`, which is `nil` while the stock
/// is in the other case.
enum Stock: Equatable, Sendable {
    /// Some are in stock; `quantity` is at least 1.
    case inStock(quantity: Int)
    /// None are in stock; more may be on order.
    case outOfStock(isOnBackOrder: Bool)

    /// The quantity of the in-stock case.
    ///
    /// Written out, because list rows extract it often; `/Stock.inStock` derives the same case
    /// path by reflection, which is shorter and slower.
    static let inStockCase = CasePath<Stock, Int>(
        embed: { .inStock(quantity: $0) },
        extract: { stock in
            guard case .inStock(let quantity) = stock else { return nil }
            return quantity
        }
    )

    /// Whether the out-of-stock item is on back order.
    static let outOfStockCase = CasePath<Stock, Bool>(
        embed: { .outOfStock(isOnBackOrder: $0) },
        extract: { stock in
            guard case .outOfStock(let isOnBackOrder) = stock else { return nil }
            return isOnBackOrder
        }
    )

    /// The stock a control asked for, with a quantity below 1 meaning out of stock (and not
    /// ordered), so that the in-stock case never holds 0.
    var normalized: Stock {
        switch self {
        case .inStock(let quantity) where quantity < 1: .outOfStock(isOnBackOrder: false)
        case .inStock, .outOfStock: self
        }
    }
}
