import Reflow

/// The recording screen: a timer that counts the meeting's seconds and ends the meeting, and
/// the screen, when they are up or when it is ended early.
struct RecordModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case start
        case tick
        case endTapped
        case delegate(Delegate)
    }

    enum Delegate: Sendable, Equatable {
        /// The meeting with an ID was held for a number of seconds.
        case finished(meetingID: Int, seconds: Int)
    }

    struct Environment: Sendable {
        /// Waits a second, or, in a test or a script, not at all.
        var tick: @Sendable () async -> Void
    }

    var meeting: Meeting
    var elapsed = 0
    var isRunning = false

    static func update(
        state: consuming RecordModel,
        action: Action,
        environment: Environment
    ) -> Update<RecordModel> {
        switch action {
        case .start:
            guard !state.isRunning else { return Update(state: state) }
            state.isRunning = true
            let remaining = state.meeting.duration - state.elapsed
            return Update(
                state: state,
                fx: .run { send in
                    for _ in 0..<remaining {
                        await environment.tick()
                        guard !Task.isCancelled else { return }
                        await send(.tick)
                    }
                })
        case .tick:
            state.elapsed += 1
            guard state.elapsed >= state.meeting.duration else { return Update(state: state) }
            return finish(state)
        case .endTapped:
            return finish(state)
        case .delegate:
            return Update(state: state)
        }
    }

    /// Ends the meeting: the parent hears how long it lasted, and the screen closes itself,
    /// which also stops the timer.
    private static func finish(_ state: consuming RecordModel) -> Update<RecordModel> {
        let finished = Action.delegate(
            .finished(meetingID: state.meeting.id, seconds: state.elapsed))
        return Update(state: state, fx: .merge(.send(finished), .dismiss))
    }
}
