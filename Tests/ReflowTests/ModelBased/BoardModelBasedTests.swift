import Foundation
import Testing

@testable import Reflow

// A model-based test: long random sequences of parent and child operations on keyed lists (and
// an optional and an enum child), applied through a real `Store` and through `ReferenceBoard`,
// comparing the state and the running effects after every step (see `BoardSession`).
//
// Seeded and reproducible: the seed is printed; `REFLOW_MODEL_SEED=<seed>` replays a run, and
// `REFLOW_MODEL_STEPS=<n>` sets its length (10,000 by default; CI runs the default).

@MainActor
@Suite struct BoardModelBasedTests {
    @Test func theStoreAgreesWithTheReferenceOnEveryStep() async {
        let (seed, steps) = BoardSession.seedAndSteps(from: ProcessInfo.processInfo.environment)
        print(
            "BoardModelBasedTests: seed \(seed), \(steps) steps (REFLOW_MODEL_SEED=\(seed) replays)"
        )
        let control = EffectControl()
        let store = Store(state: BoardModel(), environment: control)
        let failure = await BoardSession.run(
            seed: seed, steps: steps, store: store, control: control
        ) { index, step, reference in
            if store.state != reference.state {
                return "step \(index) \(step): state \(store.state) != expected \(reference.state)"
            }
            let running = await control.running
            if running != Set(reference.running.keys) {
                return "step \(index) \(step): running \(running.sorted()) != expected "
                    + "\(reference.running.keys.sorted())"
            }
            return nil
        }
        #expect(failure == nil, "seed \(seed): \(failure ?? "")")
    }
}
