import Reflow
import ReflowTesting
import Testing

@testable import App

/// Records saved items, for the save effect.
private actor SaveLog {
    var ids: [Int] = []
    func append(_ id: Int) { ids.append(id) }
}

@Suite struct AppModelTests {
    @Test func theCounterRunsThroughItsCursor() async {
        let store = TestStore(state: AppModel(), environment: .live)
        await store.send(.counter(.increment)) { $0.counter.count = 1 }
        await store.send(.counter(.decrement)) { $0.counter.count = 0 }
        await store.finish()
    }

    @Test func togglingAnItemSavesIt() async {
        let log = SaveLog()
        let environment = AppEnvironment(save: { await log.append($0.id) }, now: { 7 })
        let store = TestStore(state: AppModel(), environment: environment)
        await store.send(.add(title: "Milk")) {
            $0.items[1] = ItemModel(id: 1, title: "Milk")
            $0.order = [1]
            $0.nextID = 2
        }
        await store.send(.item(id: 1, action: .toggle)) {
            $0.items[1]?.done = true
            $0.items[1]?.isSaving = true
        }
        await store.receive(.item(id: 1, action: .saved)) { $0.items[1]?.isSaving = false }
        await store.finish()
        #expect(await log.ids == [1])
    }

    @Test func anActionForARemovedItemChangesNothing() async {
        let store = TestStore(state: AppModel(), environment: .live)
        await store.send(.item(id: 9, action: .saved))
        #expect(store.runtimeIssues.count == 1)
        await store.finish()
    }

    @Test func formActionsWriteTheirField() async {
        let store = TestStore(state: AppModel(), environment: .live)
        await store.send(.form(.set(\.name, "Ada"))) { $0.name = "Ada" }
        await store.send(.form(.set(\.notify, true))) { $0.notify = true }
        await store.finish()
    }

    @Test func effectsUseTheEnvironment() async {
        let environment = AppEnvironment(save: { _ in }, now: { 42 })
        let store = TestStore(state: AppModel(), environment: environment)
        await store.send(.stamp)
        await store.receive(where: {
            if case .stamped(42) = $0 { true } else { false }
        }) { $0.stamp = 42 }
        await store.finish()
    }

    @Test func theScreenSendsThroughBindingsAndScopedStores() {
        let store = makeStore()
        let screen = AppScreen(store: store)
        screen.counter.send(.increment)
        screen.name.wrappedValue = "Grace"
        screen.notify.wrappedValue = true
        #expect(screen.detailID == nil)
        screen.destination.wrappedValue = .detail(id: 3)
        #expect(screen.detailID?.wrappedValue == 3)
        store.send(.add(title: "Tea"))
        screen.itemSend(id: 1)(.toggle)
        #expect(store.state.counter.count == 1)
        #expect(store.state.name == "Grace")
        #expect(store.state.notify)
        #expect(store.state.destination == .detail(id: 3))
        #expect(store.state.items[1]?.done == true)
        screen.item(1)?.send(.toggle)
        #expect(store.state.items[1]?.done == false)
        #expect(screen.item(2) == nil)
    }

    @Test func bindingsBuiltFromClosuresSendTaggedActions() {
        let screen = AppScreen(store: makeStore())
        screen.count.wrappedValue = 1
        #expect(screen.counterByClosures.state.count == 1)
        screen.counterByClosures.send(.decrement)
        #expect(screen.count.wrappedValue == 0)
        #expect(Destination.derivedDetailID.extract(from: .detail(id: 4)) == 4)
    }

    @Test func aSequenceFeedsEveryElementBack() async {
        var environment = AppEnvironment.live
        environment.ticks = {
            AsyncStream {
                for i in 1...3 { $0.yield(i) }
                $0.finish()
            }
        }
        let store = TestStore(state: AppModel(), environment: environment)
        await store.send(.watch)
        await store.receive(.tick(1)) { $0.ticks = [1] }
        await store.receive(.tick(2)) { $0.ticks = [1, 2] }
        await store.receive(.tick(3)) { $0.ticks = [1, 2, 3] }
        await store.finish()
    }

    @Test func storesStartWithAnActionOrAnUpdateAndStreamWhatTheyRun() async {
        let environment = AppEnvironment(save: { _ in }, now: { 9 })
        let started = makeStartedStore(environment: environment)
        #expect(started.state.order == [1])
        let created = makeCreatedStore(environment: environment)
        let actions = created.actions
        await created.waitForEffects()
        #expect(created.state.stamp == 9)
        var actionIterator = actions.makeAsyncIterator()
        #expect(await actionIterator.next() == .stamped(9))
    }

    @Test func aStoreRunsTheEffectAndFeedsItBack() async {
        let store = Store(
            state: AppModel(), environment: AppEnvironment(save: { _ in }, now: { 5 }))
        store.send(.stamp)
        await store.waitForEffects()
        #expect(store.state.stamp == 5)
    }
}
