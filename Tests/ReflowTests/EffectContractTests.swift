import ReflowTesting
import Testing

@testable import Reflow

// The effect contract, pinned on the Store and on the TestStore that drives it: after an effect
// is cancelled (by id, by `cancelInFlight`, by the store's release) or has ended, nothing it or
// a task it spawned sends is delivered; before that, every action arrives once, in order.

/// Gates a spawned task waits on and opens, so a test knows when its late send was made.
private struct SpawnEnvironment: Sendable {
    /// Opened by the test to let the spawned task send.
    var release = Gate()
    /// Opened by the spawned task once it has sent.
    var sent = Gate()
}

private struct SpawnModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        /// Starts an effect that hands its `Send` to a task of its own; the effect itself keeps
        /// running when `keepsRunning`, and ends at once otherwise.
        case spawn(keepsRunning: Bool, cancelInFlight: Bool)
        case stop
        case late
        case count(to: Int)
        case value(Int)
    }

    var late = 0
    var values: [Int] = []

    static func update(
        state: consuming SpawnModel,
        action: Action,
        environment: SpawnEnvironment
    ) -> Update<SpawnModel> {
        switch action {
        case .spawn(let keepsRunning, let cancelInFlight):
            return Update(
                state: state,
                fx: .run { send in
                    Task {
                        await environment.release.wait()
                        await send(.late)
                        await environment.sent.open()
                    }
                    if keepsRunning {
                        try? await Task.sleep(for: .seconds(3600))
                    }
                }
                .cancellable(id: "spawn", cancelInFlight: cancelInFlight))
        case .stop:
            return Update(state: state, fx: .cancel(id: "spawn"))
        case .late:
            state.late += 1
            return Update(state: state)
        case .count(let limit):
            return Update(
                state: state,
                fx: .run { send in
                    for value in 1...limit {
                        await send(.value(value))
                    }
                })
        case .value(let value):
            state.values.append(value)
            return Update(state: state)
        }
    }
}

@MainActor
@Suite struct EffectContractTests {
    @Test func aTaskSpawnedByACancelledEffectDeliversNothing() async {
        let environment = SpawnEnvironment()
        let store = Store(state: SpawnModel(), environment: environment)
        store.send(.spawn(keepsRunning: true, cancelInFlight: false))
        store.send(.stop)
        await environment.release.open()
        await environment.sent.wait()
        await store.waitForEffects()
        #expect(store.state.late == 0)
    }

    @Test func aTaskSpawnedByAnEffectThatEndedDeliversNothing() async {
        let environment = SpawnEnvironment()
        let store = Store(state: SpawnModel(), environment: environment)
        store.send(.spawn(keepsRunning: false, cancelInFlight: false))
        await store.waitForEffects()
        await environment.release.open()
        await environment.sent.wait()
        #expect(store.state.late == 0)
    }

    @Test func aTaskSpawnedByAnEffectReplacedInFlightDeliversNothing() async {
        let environment = SpawnEnvironment()
        let store = Store(state: SpawnModel(), environment: environment)
        store.send(.spawn(keepsRunning: true, cancelInFlight: true))
        store.send(.stop)
        store.send(.spawn(keepsRunning: false, cancelInFlight: true))
        await store.waitForEffects()
        await environment.release.open()
        await environment.sent.wait()
        #expect(store.state.late == 0)
    }

    @Test func aTaskSpawnedByARunningEffectDelivers() async {
        let environment = SpawnEnvironment()
        let store = Store(state: SpawnModel(), environment: environment)
        store.send(.spawn(keepsRunning: true, cancelInFlight: false))
        await environment.release.open()
        await environment.sent.wait()
        #expect(store.state.late == 1)
        store.send(.stop)
        await store.waitForEffects()
    }

    @Test func everyActionSentBeforeCancellationArrivesOnceInOrder() async {
        let store = Store(state: SpawnModel(), environment: SpawnEnvironment())
        store.send(.count(to: 500))
        await store.waitForEffects()
        #expect(store.state.values == Array(1...500))
    }

    @Test func theTestStoreHoldsTheSameContract() async {
        let environment = SpawnEnvironment()
        let store = TestStore(state: SpawnModel(), environment: environment)
        await store.send(.spawn(keepsRunning: true, cancelInFlight: false))
        await store.send(.stop)
        #expect(store.runningEffectCount == 0)
        await environment.release.open()
        await environment.sent.wait()
        // Exhaustive: a delivered `.late` would have to be received, and `finish` fails on it.
        await store.finish()
        #expect(store.state.late == 0)
    }
}
