import Foundation
import ReflowTesting
import Testing

@testable import Reflow

// The model-based session of `BoardModelBasedTests`, recorded: every action the store ran,
// the user's and those its save effects fed back (from cards in a list, the editor and the
// focus), replayed by a test store with every state checked, and travelled through.
//
// Seeded like `BoardModelBasedTests` (`REFLOW_MODEL_SEED`, `REFLOW_MODEL_STEPS`). The board's
// actions are not Codable: a journal works in memory all the same.

@MainActor
@Suite struct BoardReplayModelBasedTests {
    /// Records a session, checking the store against the reference after each step.
    private func record(seed: UInt64, steps: Int, checkpointInterval: Int) async -> (
        Store<BoardModel>, failure: String?
    ) {
        let control = EffectControl()
        let store = Store(state: BoardModel(), environment: control)
        store.startRecording(checkpointInterval: checkpointInterval, limit: 2 * steps)
        let failure = await BoardSession.run(
            seed: seed, steps: steps, store: store, control: control
        ) { index, step, reference in
            store.state == reference.state ? nil : "step \(index) \(step): the store disagrees"
        }
        return (store, failure)
    }

    @Test func aRecordedRandomSessionReplaysEveryStateExactly() async throws {
        let (seed, steps) = BoardSession.seedAndSteps(from: ProcessInfo.processInfo.environment)
        print("BoardReplayModelBasedTests: seed \(seed), \(steps) steps")
        let (store, failure) = await record(seed: seed, steps: steps, checkpointInterval: 1)
        #expect(failure == nil, "seed \(seed): \(failure ?? "")")
        let journal = try #require(store.stopRecording())

        // Every step was recorded, with its state; effects fed back some of them.
        #expect(journal.startStep == 0)
        #expect(journal.entries.count >= steps / 2)
        #expect(journal.checkpoints.count == journal.entries.count + 1)
        #expect(journal.checkpoint(at: journal.endStep) == store.state)
        let fedBack = journal.entries.filter { $0.origin != .user }
        #expect(!fedBack.isEmpty)
        #expect(
            fedBack.allSatisfy {
                if case .effect(let effect) = $0.origin { effect.id == "save" } else { false }
            })

        // A test store replays it with no effect running, checking every state.
        await TestStore.replay(journal, environment: EffectControl())
    }

    @Test func travellingReachesEveryStateTheSessionWentThrough() async throws {
        let (seed, steps) = BoardSession.seedAndSteps(from: ProcessInfo.processInfo.environment)
        let oneStep = min(steps, 2_000)
        print("BoardReplayModelBasedTests: seed \(seed), \(oneStep) steps")
        // The same session twice: every state kept, and a checkpoint every 7 steps.
        let (truth, truthFailure) = await record(seed: seed, steps: oneStep, checkpointInterval: 1)
        let (store, failure) = await record(seed: seed, steps: oneStep, checkpointInterval: 7)
        #expect(truthFailure == nil && failure == nil, "seed \(seed)")
        let states = try #require(truth.journal)
        let journal = try #require(store.journal)
        // The same seed, the same session: the journals agree entry for entry.
        let firstDifference = zip(journal.entries, states.entries).enumerated()
            .first { $1.0 != $1.1 }?.offset
        #expect(
            firstDifference == nil, "seed \(seed): the runs differ at entry \(firstDifference ?? 0)"
        )
        #expect(journal.entries.count == states.entries.count)

        let present = store.state
        var random = SplitMix64(state: seed)
        // Forward one step at a time, then jumps either way.
        let targets =
            Array(journal.steps.prefix(50))
            + (0..<200).map { _ in Int.random(in: journal.steps, using: &random) }
        for step in targets {
            store.travel(to: step)
            guard store.state == states.checkpoint(at: step) else {
                Issue.record("seed \(seed): the state at step \(step) is not the recorded one")
                return
            }
        }
        store.returnToPresent()
        #expect(store.state == present)
        #expect(store.journal?.entries.count == journal.entries.count)
    }
}
