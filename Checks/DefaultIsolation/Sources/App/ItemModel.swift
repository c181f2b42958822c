import Reflow

/// The id a save effect is cancelled by.
struct SaveID: Hashable, Sendable {
    var item: Int
}

/// A keyed child: one item of a list, saved through an effect.
struct ItemModel: ModelProtocol, Identifiable {
    enum Action: Equatable, Sendable {
        case toggle
        case saved
    }

    var id: Int
    var title: String
    var done = false
    var isSaving = false

    static func update(
        state: consuming ItemModel,
        action: Action,
        environment: AppEnvironment
    ) -> Update<ItemModel> {
        switch action {
        case .toggle:
            state.done.toggle()
            state.isSaving = true
            let save = environment.save
            let item = state
            return Update(
                state: state,
                fx: .task {
                    await save(item)
                    return .saved
                }
                .cancellable(id: SaveID(item: item.id), cancelInFlight: true)
            )
        case .saved:
            state.isSaving = false
            return Update(state: state)
        }
    }
}

/// The items inside the app's state, found by id.
enum ItemCursor: KeyedCursorProtocol {
    static func get(state: AppModel, key: Int) -> ItemModel? {
        state.items[key]
    }

    static func set(state: consuming AppModel, inner: consuming ItemModel, key: Int) -> AppModel {
        state.items[key] = inner
        return state
    }

    static func tag(action: ItemModel.Action, key: Int) -> AppModel.Action {
        .item(id: key, action: action)
    }
}
