import Reflow

/// A parent whose update changes it in place: a counter, an optional draft counter and a keyed
/// list of items, declared as places and reached in place at them, and an effect of its own.
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

    static let counter = Place.property(\Self.counter, tag: Action.counter)
    static let draft = Place.optional(\Self.draft, tag: Action.draft)
    static let item = Place.items(\Self.items, tag: Action.item)

    static func reduce(
        into state: inout BoardModel,
        action: Action,
        environment: AppEnvironment
    ) -> Step<BoardModel> {
        switch action {
        case .counter(let action):
            return reduce(into: &state, action: action, environment: (), at: counter)
        case .draft(let action):
            return reduce(into: &state, action: action, environment: (), at: draft)
        case .item(let id, let action):
            return reduce(into: &state, action: action, environment: environment, at: item(id))
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
