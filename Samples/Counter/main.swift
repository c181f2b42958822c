// Counter: runs a few actions through a Store and prints each state it publishes.
// Run it with `swift run counter`.

import Reflow

@MainActor
func runCounter() async {
    let store = Store(
        state: CounterModel(),
        environment: CounterModel.Environment(wait: { await Task.yield() })
    )
    store.logger = { event in print(event) }
    store.send(.increment)
    store.send(.increment)
    store.send(.decrement)
    store.send(.resetLater)
    for await state in store.updates where state.count == 0 {
        break
    }
    print("final count: \(store.state.count)")
}

await runCounter()
