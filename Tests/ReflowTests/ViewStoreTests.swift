import Reflow
import Testing

@MainActor
@Suite struct ViewStoreTests {
    @Test func readsTheParentsStateAndSendsTaggedActions() {
        let store = Store(state: ListModel(count: 2), environment: ItemModel.Environment())
        let item = store.viewStore(
            get: { $0[id: 1] ?? ItemModel(id: -1) },
            tag: { ListModel.Action.item(id: 1, action: $0) }
        )
        #expect(item.state.title == "Item 1")
        item.send(.rename("Butter"))
        #expect(store.state[id: 1]?.title == "Butter")
        #expect(item.state.title == "Butter")
    }

    @Test func scopesThroughACursor() {
        let store = Store(state: WrapperModel(), environment: ())
        let counter = store.viewStore(WrapperModel.counter)
        counter.send(.add(2))
        #expect(counter.state.count == 2)
        #expect(store.state.counter.count == 2)
    }

    @Test func viewStoresNestAndBind() {
        let store = Store(state: WrapperModel(), environment: ())
        let counter: some StoreProtocol<CounterModel> = store.viewStore(WrapperModel.counter)
        let nested = counter.viewStore(get: { $0 }, tag: { $0 })
        let count = nested.binding(get: \.count, tag: { CounterModel.Action.add($0) })
        count.wrappedValue = 5
        #expect(store.state.counter.count == 5)
    }

    @Test func observableStoresViewStoreInitialiserScopesToAChild() {
        let store = Store(state: fullLibrary(), environment: ())
        let pinned = ViewStore(store: store, get: \.pinned, tag: LibraryModel.Action.pinned)
        pinned.send(.append("x"))
        #expect(pinned.state == store.state.pinned)
        #expect(store.state.pinned.lines == ["pinned", "x"])
    }
}

private struct WrapperModel: ModelProtocol {
    enum Action: Sendable { case counter(CounterModel.Action) }
    var counter = CounterModel()

    static let counter = Place.cursor(CounterCursor.self)

    static func update(
        state: consuming WrapperModel,
        action: Action,
        environment: Void
    ) -> Update<WrapperModel> {
        switch action {
        case .counter(let action):
            update(state: state, action: action, environment: (), at: counter)
        }
    }
}

private enum CounterCursor: CursorProtocol {
    static func get(state: WrapperModel) -> CounterModel { state.counter }

    static func set(state: consuming WrapperModel, inner: consuming CounterModel) -> WrapperModel {
        state.counter = inner
        return state
    }

    static func tag(_ action: CounterModel.Action) -> WrapperModel.Action { .counter(action) }
}
