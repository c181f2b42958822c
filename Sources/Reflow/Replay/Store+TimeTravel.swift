// Time travel: a recording store shows the state at any recorded step, found from the state the
// recording starts from, with its effects held back, and returns to the present.

extension Store {
    /// Shows the state at a recorded step: the store travels back (or forward) in time.
    ///
    /// ```swift
    /// store.travel(to: 41)          // the state after the 41st action
    /// store.travel(to: 42)          // one step on
    /// store.returnToPresent()
    /// ```
    ///
    /// The state is found by running the actions recorded since the journal's start (or since
    /// the last checkpoint before `step` of a journal the store goes on from, as far as it keeps
    /// every checkpoint's state from its start, or since the step
    /// shown, when it is earlier and nearer: stepping forward runs one action, in place) through
    /// the update, without their effects. Observers
    /// (Observation, `observe`, scoped stores) are told of the state shown once, as of any
    /// published change; the ``logger`` and the ``updates`` stream, which follow the session,
    /// are not.
    ///
    /// While the store travels, its effects are suspended: they keep running, and the actions
    /// they feed back are held and run, recorded, when the store returns to the present. An
    /// action sent meanwhile (by a view, say) is ignored, and reported as a ``RuntimeIssue``. The
    /// journal does not change: the store shows its past, it does not rewrite it.
    ///
    /// - Parameter step: One of the journal's ``Journal/steps``.
    /// - Precondition: The store is recording, `step` is recorded, and no update is running.
    /// - Complexity: At most as many calls to the update as the journal has actions before
    ///   `step` (one, stepping forward by one step), and a copy of a kept state when moving
    ///   back.
    public func travel(to step: Int) {
        guard recording.isActive else {
            preconditionFailure(
                """
                Reflow: Store<\(Model.self)>.travel(to:) needs a journal: call \
                startRecording(checkpointInterval:limit:) first.
                """)
        }
        precondition(
            !isProcessing,
            "Reflow: Store<\(Model.self)>.travel(to:) was called while the store ran an action.")
        let steps = recording.steps
        precondition(
            steps.contains(step),
            "Reflow: Store<\(Model.self)> cannot travel to step \(step): its journal holds \(steps)."
        )
        var state = takeState()
        if let travel = recording.travel {
            move(&state, from: travel.step, to: step, present: travel.present)
        } else {
            recording.travel = Travel(step: step, present: state)
            move(&state, from: nil, to: step, present: recording.travel!.present)
        }
        recording.travel!.step = step
        putState(state)
        publishTravel()
    }

    /// Shows the present again after ``travel(to:)``, and runs the actions the effects fed back
    /// meanwhile, in order. Does nothing when the store is not travelling.
    public func returnToPresent() {
        guard let travel = recording.travel else { return }
        precondition(
            !isProcessing,
            "Reflow: Store<\(Model.self)>.returnToPresent() was called while the store ran an action."
        )
        _ = takeState()
        recording.travel = nil
        putState(travel.present)
        publishTravel()
        for (action, effect) in travel.fedBack {
            // A fed-back action may have stopped the recording.
            guard recording.isActive else {
                send(action)
                continue
            }
            sendFedBack(action, effect: effect)
        }
    }

    /// The recorded step the store shows, or `nil` when it shows the present (see
    /// ``travel(to:)``).
    public var travelledStep: Int? { recording.travel?.step }

    /// Turns `state`, the state at step `from` (`nil` for another), into the state at `step`:
    /// the present, or the state run from the last state the recording keeps before `step`, or
    /// from `state` itself when it is nearer (stepping forward runs one action, in place).
    private func move(_ state: inout Model, from: Int?, to step: Int, present: Model) {
        if step == recording.endStep {
            state = present
            return
        }
        let checkpoint = recording.checkpoint(before: step)
        var start = checkpoint.step
        if let from, from <= step, from >= checkpoint.step {
            start = from
        } else {
            state = checkpoint.state
        }
        recording.run(&state, from: start, to: step, environment: environment)
    }

    /// Tells the observers of the state and of the scoped stores of the state shown.
    private func publishTravel() {
        publish(transaction: nil)
        if let childObservers, hasState {
            childObservers.check(storage.unsafelyUnwrapped, transaction: nil)
        }
    }
}
