import Reflow

// What "Enums and forms" assumes of its store: a model that holds a stock and sets it.

struct AppModel: ModelProtocol {
    enum Action: Sendable { case setStock(Stock) }
    var stock = Stock.discontinued

    static func update(
        state: consuming AppModel, action: Action, environment: Void
    ) -> Update<AppModel> {
        switch action {
        case .setStock(let stock): state.stock = stock
        }
        return Update(state: state)
    }
}
