import Reflow

/// A list of rows in a `KeyedList`, as a SwiftUI list shows it: toggled by key, appended to,
/// and sent actions that change nothing.
struct RowsModel: ModelProtocol {
    enum Action: Sendable {
        case item(id: Int, action: ItemModel.Action)
        case append(Int)
        case remove(Int)
        case moveToFront(Int)
        case nothing
    }

    var items: KeyedList<ItemModel>
    /// A field beside the list, so that the model is not a plain value and every action that
    /// reaches the update is published (a no-op action included).
    var title = "Rows"

    static let item = Place.items(\Self.items, tag: Action.item)

    /// A list of `count` items with IDs `0..<count`.
    init(count: Int) {
        items = KeyedList((0..<count).map(ItemModel.numbered))
    }

    static func update(
        state: consuming RowsModel,
        action: Action,
        environment: Void
    ) -> Update<RowsModel> {
        switch action {
        case .item(let id, let action):
            return update(state: state, action: action, environment: (), at: item(id))
        case .append(let id):
            state.items.append(ItemModel.numbered(id))
        case .remove(let id):
            state.items.remove(id: id)
        case .moveToFront(let id):
            state.items.move(id: id, to: 0)
        case .nothing:
            break
        }
        return Update(state: state)
    }
}
