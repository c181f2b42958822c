import Reflow

/// A list shown one row per item, as the docs' "Observation and performance in SwiftUI"
/// writes it: the list observes its structure through `viewStores`, each row its own item.
struct RowListModel: ModelProtocol {
    enum Action: Equatable, Sendable {
        case item(id: Int, action: ItemModel.Action)
        case add(title: String)
    }

    var items: KeyedList<ItemModel> = []

    static let item = Place.items(\Self.items, tag: Action.item)

    static func update(
        state: consuming RowListModel,
        action: Action,
        environment: AppEnvironment
    ) -> Update<RowListModel> {
        switch action {
        case .item(let id, let action):
            return update(state: state, action: action, environment: environment, at: item(id))
        case .add(let title):
            let id = (state.items.last?.id ?? 0) + 1
            state.items.append(ItemModel(id: id, title: title))
            return Update(state: state)
        }
    }
}

/// What `ForEach` asks of its data: a random-access collection of identifiable elements.
func forEachRow<Data: RandomAccessCollection>(
    _ data: Data, _ row: (Data.Element) -> Void
) -> [Data.Element.ID] where Data.Element: Identifiable {
    data.forEach(row)
    return data.map(\.id)
}

/// The list screen: rows from `viewStores`, one row's store by ID, the keyed tag shape.
struct RowListScreen {
    let store: Store<RowListModel>

    /// The IDs `ForEach` would read, and each row's title, read through its own store.
    func rows() -> (ids: [Int], titles: [String]) {
        var titles: [String] = []
        let ids = forEachRow(store.viewStores(RowListModel.item)) {
            titles.append($0.state.title)
        }
        return (ids, titles)
    }

    /// One row's store, by ID.
    func row(_ id: Int) -> ViewStore<ItemModel>? {
        store.viewStore(RowListModel.item(id))
    }
}
