import Reflow

/// A seeded random session on the board: the model-based tests' generator and driver.
///
/// Steps are mostly actions on the cards (present or not), sometimes on the editor and the
/// focus, and completions of running effects. Each is applied to a `Store` and to
/// `ReferenceBoard`, and the driver waits for the effects it starts, completes or cancels, so
/// that every step ends with the effects in a known state and a seed always gives the same run.
@MainActor
enum BoardSession {
    /// One step of a run: an action, or the completion of a running effect.
    enum Step: CustomStringConvertible {
        case send(BoardModel.Action)
        case complete(ticket: Int)

        var description: String {
            switch self {
            case .send(let action): "send(\(action))"
            case .complete(let ticket): "complete(\(ticket))"
            }
        }
    }

    /// Runs a session on a store whose environment is `control`; after each step, `check`
    /// compares what it wants with the reference. Returns a description of the first failure,
    /// or `nil`.
    ///
    /// Runtime issues (actions for absent children, which the generator sends on purpose) are
    /// silenced.
    static func run(
        seed: UInt64,
        steps: Int,
        store: Store<BoardModel>,
        control: EffectControl,
        check: (_ index: Int, _ step: Step, _ reference: ReferenceBoard) async -> String?
    ) async -> String? {
        var random = SplitMix64(state: seed)
        var reference = ReferenceBoard()
        var nextTicket = 0
        return await RuntimeIssue.$reporter.withValue({ _ in }) {
            for index in 0..<steps {
                let step = Self.step(&random, reference: reference, nextTicket: &nextTicket)
                switch step {
                case .send(let action):
                    let cancelled = reference.apply(action)
                    store.send(action)
                    if case .save(let ticket) = action.cardAction, reference.running[ticket] != nil
                    {
                        await control.started(ticket)
                    }
                    for ticket in cancelled where !(await control.ended(ticket)) {
                        return
                            "step \(index) \(step): effect \(ticket) still runs "
                            + "\(EffectControl.hangLimit) after its cancellation: it hangs"
                    }
                case .complete(let ticket):
                    reference.complete(ticket)
                    await control.release(ticket)
                    guard await control.ended(ticket) else {
                        return "step \(index) \(step): effect \(ticket) did not end within "
                            + "\(EffectControl.hangLimit) of its release: it hangs"
                    }
                }
                if let failure = await check(index, step, reference) {
                    return failure
                }
            }
            return nil
        }
    }

    /// The seed of a run: `REFLOW_MODEL_SEED`, or a random one; and its length:
    /// `REFLOW_MODEL_STEPS`, or 10,000.
    static func seedAndSteps(from environment: [String: String]) -> (seed: UInt64, steps: Int) {
        let seed =
            environment["REFLOW_MODEL_SEED"].flatMap(UInt64.init)
            ?? UInt64.random(in: 1...UInt64.max)
        return (seed, environment["REFLOW_MODEL_STEPS"].flatMap(Int.init) ?? 10_000)
    }

    /// Draws the next step: mostly actions on the cards (present or not), sometimes on the
    /// editor and the focus, and completions of running effects.
    private static func step(
        _ random: inout SplitMix64, reference: ReferenceBoard, nextTicket: inout Int
    ) -> Step {
        let ids = 0..<12
        let id = Int.random(in: ids, using: &random)
        func cardAction() -> CardModel.Action {
            switch Int.random(in: 0..<9, using: &random) {
            case 0: return .rename(["a", "b", "c"].randomElement(using: &random)!)
            case 1: return .toggle
            case 2, 3:
                nextTicket += 1
                return .save(ticket: nextTicket)
            case 4: return .cancelSave
            case 5: return .addTask(id: Int.random(in: 0..<4, using: &random))
            case 6: return .removeTask(id: Int.random(in: 0..<4, using: &random))
            default: return .task(id: Int.random(in: 0..<4, using: &random), action: .toggle)
            }
        }
        switch Int.random(in: 0..<20, using: &random) {
        case 0, 1, 2: return .send(.insert(id: id, at: Int.random(in: 0..<12, using: &random)))
        case 3, 4: return .send(.remove(id: id))
        case 5: return .send(.move(id: id, to: Int.random(in: 0..<12, using: &random)))
        case 6: return .send(.openEditor(id: id))
        case 7: return .send(.closeEditor)
        case 8: return .send(.editor(cardAction()))
        case 9: return .send(.focus(id: id))
        case 10: return .send(.unfocus)
        case 11: return .send(.focused(cardAction()))
        case 12, 13, 14:
            // Sorted: a dictionary's order differs from one instance to the next, and a seed must
            // give the same run every time.
            if let ticket = reference.running.keys.sorted().randomElement(using: &random) {
                return .complete(ticket: ticket)
            }
            return .send(.card(id: id, action: cardAction()))
        default: return .send(.card(id: id, action: cardAction()))
        }
    }
}

extension BoardModel.Action {
    /// The card action this action carries, whichever child it goes to.
    fileprivate var cardAction: CardModel.Action? {
        switch self {
        case .card(_, let action), .editor(let action), .focused(let action): action
        default: nil
        }
    }
}
