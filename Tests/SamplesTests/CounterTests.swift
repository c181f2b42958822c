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
        var updates = store.updates.makeAsyncIterator()
        store.send(.resetLater)
        #expect(store.state.count == 5)
        #expect(await updates.next()?.count == 5)  // published by `.resetLater` itself
        #expect(await updates.next()?.count == 0)  // published by the `.reset` the effect sent
        #expect(store.state.count == 0)
    }
}
