import Reflow

// What README's TestClock example assumes: a reminder whose effect sleeps on the environment's
// clock.

struct ReminderModel: ModelProtocol {
    enum Action: Sendable, Equatable { case schedule, fire }

    struct Environment: Sendable {
        var clock: any Clock<Duration>
    }

    var isScheduled = false
    var fired = false

    static func update(
        state: consuming ReminderModel, action: Action, environment: Environment
    ) -> Update<ReminderModel> {
        switch action {
        case .schedule:
            state.isScheduled = true
            let clock = environment.clock
            return Update(
                state: state,
                fx: .task {
                    try? await clock.sleep(for: .seconds(60))
                    return .fire
                })
        case .fire:
            state.fired = true
            return Update(state: state)
        }
    }
}
