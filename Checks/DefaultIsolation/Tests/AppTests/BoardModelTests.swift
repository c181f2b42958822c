import Reflow
import ReflowTesting
import Testing

@testable import App

@Suite struct BoardModelTests {
    @Test func anInPlaceModelRunsInAStore() {
        let store = Store(state: BoardModel(), environment: .live)
        store.send(.counter(.increment))
        store.send(.openDraft)
        store.send(.draft(.increment))
        store.send(.add(title: "Milk"))
        store.send(.item(id: 1, action: .toggle))
        #expect(store.state.counter.count == 1)
        #expect(store.state.draft?.count == 1)
        #expect(store.state.items[id: 1]?.done == true)
    }

    @Test func anInPlaceModelsEffectsRunInATestStore() async {
        let environment = AppEnvironment(save: { _ in }, now: { 42 })
        let store = TestStore(state: BoardModel(), environment: environment)
        await store.send(.stamp)
        await store.receive(.stamped(42)) { $0.stamp = 42 }
        await store.finish()
    }

    @Test func aTestStoreReceivesByCasePathWithAndWithoutAPayload() async {
        let environment = AppEnvironment(save: { _ in }, now: { 7 })
        let store = TestStore(state: BoardModel(), environment: environment)
        await store.send(.stamp)
        await store.receive(/BoardModel.Action.stamped) { $0.stamp = 7 }
        await store.send(.requestDraft)
        await store.receive(/BoardModel.Action.openDraft) { $0.draft = CounterModel() }
        await store.finish()
    }
}
