import Reflow
import Testing

@testable import CounterSample

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
        // `.resetLater` left the count as it was, so nothing was published for it: the first
        // state published is the one of the `.reset` its effect sent.
        #expect(await updates.next()?.count == 0)
        #expect(store.state.count == 0)
    }
}
