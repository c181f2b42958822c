import Reflow

/// A list of items in the library's `KeyedList`, updated through its items' place (no cursor
/// type), as an app writes it.
struct KeyedListModel: ModelProtocol, Codable {
    // Codable, for the journal of scenario 10 to be written with its states and changes.
    enum Action: Sendable, Codable {
        case item(id: Int, action: ItemModel.Action)
    }

    var items: KeyedList<ItemModel>

    static let item = Place.items(\Self.items, tag: Action.item)

    /// A list of `count` items with IDs `0..<count`.
    init(count: Int) {
        items = KeyedList((0..<count).map(ItemModel.numbered))
    }

    static func update(
        state: consuming KeyedListModel,
        action: Action,
        environment: Void
    ) -> Update<KeyedListModel> {
        switch action {
        case .item(let id, let action):
            return update(state: state, action: action, environment: (), at: item(id))
        }
    }
}
