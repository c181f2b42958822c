import Reflow

/// One item of a keyed list: what a to-do row holds.
struct ItemModel: ModelProtocol, Identifiable, Codable {
    enum Action: Sendable, Codable {
        case toggle
        /// Starts an effect that runs until it is cancelled (or its item leaves the list).
        case watch
    }

    /// The key that finds the item.
    let id: Int
    var title: String
    var isDone = false

    static func update(
        state: consuming ItemModel,
        action: Action,
        environment: Void
    ) -> Update<ItemModel> {
        switch action {
        case .toggle:
            state.isDone.toggle()
        case .watch:
            return Update(
                state: state, fx: .run { _ in try? await Task.sleep(for: .seconds(86_400)) })
        }
        return Update(state: state)
    }

    /// An item with a short title (stored inline, as most titles are).
    static func numbered(_ id: Int) -> ItemModel {
        ItemModel(id: id, title: "Item \(id)")
    }
}
