import Reflow

/// A static child: a counter.
struct CounterModel: ModelProtocol {
    enum Action: Equatable, Sendable {
        case increment
        case decrement
    }

    var count = 0

    static func update(
        state: consuming CounterModel,
        action: Action,
        environment: Void
    ) -> Update<CounterModel> {
        switch action {
        case .increment: state.count += 1
        case .decrement: state.count -= 1
        }
        return Update(state: state)
    }
}

/// The counter inside the app's state.
enum CounterCursor: CursorProtocol {
    static func get(state: AppModel) -> CounterModel { state.counter }

    static func set(state: consuming AppModel, inner: consuming CounterModel) -> AppModel {
        state.counter = inner
        return state
    }

    static func tag(_ action: CounterModel.Action) -> AppModel.Action { .counter(action) }
}
