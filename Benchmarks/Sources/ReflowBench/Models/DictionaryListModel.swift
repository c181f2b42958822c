import Reflow

/// A list of items stored in a dictionary keyed by ID, updated through
/// ``DictionaryItemCursor``.
struct DictionaryListModel: ModelProtocol {
    enum Action: Sendable {
        case item(id: Int, action: ItemModel.Action)
    }

    var items: [Int: ItemModel]

    /// The items' place, through ``DictionaryItemCursor``: `item(id)`.
    static let item = Place.cursor(DictionaryItemCursor.self)

    /// A list of `count` items with IDs `0..<count`.
    init(count: Int) {
        var items: [Int: ItemModel] = [:]
        items.reserveCapacity(count)
        for id in 0..<count {
            items[id] = .numbered(id)
        }
        self.items = items
    }

    static func update(
        state: consuming DictionaryListModel,
        action: Action,
        environment: Void
    ) -> Update<DictionaryListModel> {
        switch action {
        case .item(let id, let action):
            return update(state: state, action: action, environment: (), at: item(id))
        }
    }
}

/// Finds an item of a ``DictionaryListModel`` by ID.
enum DictionaryItemCursor: KeyedCursorProtocol {
    static func get(state: DictionaryListModel, key: Int) -> ItemModel? {
        state.items[key]
    }

    static func set(
        state: consuming DictionaryListModel,
        inner: consuming ItemModel,
        key: Int
    ) -> DictionaryListModel {
        state.items[key] = inner
        return state
    }

    /// Changes the item in place, with one lookup; without it, the protocol's default reads the
    /// item with `get` and writes it back with `set` (two lookups and a copy of the item).
    static func modify<Result>(
        state: inout DictionaryListModel,
        key: Int,
        _ body: (inout ItemModel) -> Result
    ) -> Result? {
        guard let index = state.items.index(forKey: key) else { return nil }
        return body(&state.items.values[index])
    }

    static func tag(action: ItemModel.Action, key: Int) -> DictionaryListModel.Action {
        .item(id: key, action: action)
    }
}
