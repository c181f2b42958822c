import Reflow

/// The recording screen: a timer that counts the meeting's seconds, then writes the meeting's
/// history and closes the screen, when they are up or when it is ended early.
///
/// Like the meeting's screen, it keeps only the meeting's ID and its own state: its update sees
/// the meeting where the list keeps it, so the timer's last tick adds to the history itself.
struct RecordModel: RecordScreen {
    typealias Record = Meeting

    enum Action: Sendable, Equatable {
        case start
        case tick
        case endTapped
    }

    struct Environment: Sendable {
        /// Waits a second, or, in a test or a script, not at all.
        var tick: @Sendable () async -> Void
    }

    /// Which meeting is recorded.
    let recordID: Meeting.ID
    var elapsed = 0
    var isRunning = false

    static func update(
        state: consuming Joined<RecordModel>,
        action: Action,
        environment: Environment
    ) -> Update<Joined<RecordModel>> {
        switch action {
        case .start:
            guard !state.screen.isRunning else { return Update(state: state) }
            state.screen.isRunning = true
            let remaining = state.record.duration - state.screen.elapsed
            // `Fx<Action>`, named: the update returns `Update<Joined<RecordModel>>`, whose
            // action type Swift finds through this type's `RecordScreen` conformance, which in
            // an Xcode 26 app target is isolated to the main actor and so cannot be used in the
            // effect's closure. Named, the closure's `send` takes `RecordModel.Action` itself.
            return Update(
                state: state,
                fx: Fx<Action>.run { send in
                    for _ in 0..<remaining {
                        await environment.tick()
                        guard !Task.isCancelled else { return }
                        await send(.tick)
                    }
                })
        case .tick:
            state.screen.elapsed += 1
            guard state.screen.elapsed >= state.record.duration else { return Update(state: state) }
            return finish(state)
        case .endTapped:
            return finish(state)
        }
    }

    /// Ends the meeting: its history says how long it lasted, and the screen closes itself,
    /// which also stops the timer.
    private static func finish(_ state: consuming Joined<RecordModel>) -> Update<
        Joined<RecordModel>
    > {
        state.record.history.append("Held for \(state.screen.elapsed)s")
        return Update(state: state, fx: .dismiss)
    }
}
