import Reflow

/// A parent whose update changes it in place: a counter, an optional draft counter and a keyed
/// list of items, reached through the in-place key-path forms, and an effect of its own.
struct BoardModel: InPlaceModelProtocol {
    enum Action: Equatable, Sendable {
        case counter(CounterModel.Action)
        case draft(CounterModel.Action)
        case item(id: Int, action: ItemModel.Action)
        case openDraft
        case add(title: String)
        case stamp
        case stamped(Int)
        /// Opens the draft through an effect: a fed-back action without a payload.
        case requestDraft
    }

    var counter = CounterModel()
    var draft: CounterModel?
    var items: KeyedList<ItemModel> = []
    var stamp = 0

    static func reduce(
        into state: inout BoardModel,
        action: Action,
        environment: AppEnvironment
    ) -> Step<BoardModel> {
        switch action {
        case .counter(let action):
            return reduce(
                into: &state, action: action, environment: (), child: \.counter,
                tag: Action.counter)
        case .draft(let action):
            return reduce(
                into: &state, action: action, environment: (), child: \.draft,
                tag: Action.draft)
        case .item(let id, let action):
            return reduce(
                into: &state, action: action, environment: environment, child: \.items, id: id,
                tag: Action.item)
        case .openDraft:
            state.draft = CounterModel()
            return Step(animation: .default)
        case .add(let title):
            state.items.append(ItemModel(id: state.items.count + 1, title: title))
            return .none
        case .stamp:
            let now = environment.now
            return Step(fx: .task { .stamped(now()) })
        case .stamped(let value):
            state.stamp = value
            return .none
        case .requestDraft:
            return Step(fx: .send(.openDraft))
        }
    }
}
