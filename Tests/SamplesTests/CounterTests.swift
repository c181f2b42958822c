import Reflow
import Testing

@testable import Counter

@MainActor
@Suite struct CounterTests {
    @Test func incrementAndDecrementChangeTheCount() {
        let next = CounterModel.update(
            state: CounterModel(),
            actions: [.increment, .increment, .decrement],
            environment: .init(wait: {})
        )
        #expect(next.state.count == 1)
    }

    @Test func resetLaterResetsThroughAnEffect() async {
        let store = Store(state: CounterModel(count: 5), environment: .init(wait: {}))
        let updates = store.updates
        store.send(.resetLater)
        #expect(store.state.count == 5)
        for await state in updates {
            #expect(state.count == 0)
            break
        }
        #expect(store.state.count == 0)
    }
}
