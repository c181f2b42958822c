import Reflow

/// A list of items stored in an array, in display order, with an index from ID to position,
/// updated through ``ArrayItemCursor``.
struct ArrayListModel: ModelProtocol {
    enum Action: Sendable {
        case item(id: Int, action: ItemModel.Action)
    }

    var items: [ItemModel]
    var positionByID: [Int: Int]

    /// A list of `count` items with IDs `0..<count`.
    init(count: Int) {
        items = (0..<count).map(ItemModel.numbered)
        var positionByID: [Int: Int] = [:]
        positionByID.reserveCapacity(count)
        for (position, item) in items.enumerated() {
            positionByID[item.id] = position
        }
        self.positionByID = positionByID
    }

    static func update(
        state: consuming ArrayListModel,
        action: Action,
        environment: Void
    ) -> Update<ArrayListModel> {
        switch action {
        case .item(let id, let action):
            return ArrayItemCursor.update(state: state, action: action, environment: (), key: id)
        }
    }
}

/// Finds an item of an ``ArrayListModel`` by ID, through its index.
enum ArrayItemCursor: KeyedCursorProtocol {
    static func get(state: ArrayListModel, key: Int) -> ItemModel? {
        guard let position = state.positionByID[key] else { return nil }
        return state.items[position]
    }

    static func set(
        state: consuming ArrayListModel,
        inner: consuming ItemModel,
        key: Int
    ) -> ArrayListModel {
        if let position = state.positionByID[key] {
            state.items[position] = inner
        }
        return state
    }

    static func tag(action: ItemModel.Action, key: Int) -> ArrayListModel.Action {
        .item(id: key, action: action)
    }
}
