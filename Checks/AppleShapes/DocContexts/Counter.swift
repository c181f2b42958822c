import Reflow

// A counter, as "Getting started" declares it.

struct CounterModel: ModelProtocol {
    enum Action: Sendable { case increment, decrement }
    var count = 0

    static func update(
        state: consuming CounterModel, action: Action, environment: Void
    ) -> Update<CounterModel> {
        switch action {
        case .increment: state.count += 1
        case .decrement: state.count -= 1
        }
        return Update(state: state)
    }
}
