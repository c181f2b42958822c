import Reflow

/// The smallest model: one integer, no effect. Measures what the store adds to a send.
struct CounterModel: ModelProtocol {
    enum Action: Sendable {
        case increment
    }

    var count = 0

    static func update(
        state: consuming CounterModel,
        action: Action,
        environment: Void
    ) -> Update<CounterModel> {
        switch action {
        case .increment:
            state.count &+= 1
        }
        return Update(state: state)
    }
}
