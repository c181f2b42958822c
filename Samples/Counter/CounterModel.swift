// Counter: the smallest complete Reflow component. A model with actions and a pure update, a
// store that runs it, and one effect that feeds an action back.

import Reflow

/// A counter that can be incremented, decremented, and reset after a delay.
struct CounterModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case increment
        case decrement
        case resetLater
        case reset
    }

    /// What the counter's effects need.
    struct Environment: Sendable {
        /// Waits before a delayed reset.
        var wait: @Sendable () async -> Void
    }

    var count = 0

    static func update(
        state: consuming CounterModel,
        action: Action,
        environment: Environment
    ) -> Update<CounterModel> {
        switch action {
        case .increment:
            state.count += 1
            return Update(state: state)
        case .decrement:
            state.count -= 1
            return Update(state: state)
        case .resetLater:
            let wait = environment.wait
            return Update(
                state: state,
                fx: .task {
                    await wait()
                    return .reset
                }
            )
        case .reset:
            state.count = 0
            return Update(state: state).animation(.default)
        }
    }
}
