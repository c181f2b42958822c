import Reflow

/// What a view layer does with a store: bindings, scoped stores, forwarded sends. (The app's
/// SwiftUI views would hold these; this module builds on Linux too, so it keeps them as values.)
struct AppScreen {
    let store: Store<AppModel>

    init(store: Store<AppModel>) {
        self.store = store
    }

    /// The counter as a scoped store.
    var counter: ViewStore<CounterModel> { store.viewStore(AppModel.counter) }

    /// An item as a scoped store, through its keyed cursor's place; `nil` once it is removed.
    func item(_ id: Int) -> ViewStore<ItemModel>? { store.viewStore(AppModel.item(id)) }

    /// The name field, through a form action.
    var name: Binding<String> { store.binding(\.name, form: AppModel.Action.form) }

    /// The notify toggle, through a form action built from plain state and send.
    var notify: Binding<Bool> {
        Binding(
            state: store.state, keyPath: \.notify, send: store.send, form: AppModel.Action.form)
    }

    /// The destination, as a binding whose writes navigate.
    var destination: Binding<Destination> {
        Binding(state: store.state.destination, send: store.send, tag: AppModel.Action.navigate)
    }

    /// The detail's id, present only while the detail is shown.
    var detailID: Binding<Int>? { destination[case: Destination.detailID] }

    /// The counter's count, bound through a closure-built binding.
    var count: Binding<Int> {
        Binding(
            get: { store.state.counter.count },
            send: store.send,
            tag: { $0 > store.state.counter.count ? .counter(.increment) : .counter(.decrement) }
        )
    }

    /// The counter as a scoped store built from closures.
    var counterByClosures: ViewStore<CounterModel> {
        store.viewStore(get: { $0.counter }, tag: AppModel.Action.counter)
    }

    /// Sends to one item, as a row view would.
    func itemSend(id: Int) -> @MainActor @Sendable (ItemModel.Action) -> Void {
        Address.forward(send: store.send) { AppModel.Action.item(id: id, action: $0) }
    }
}

/// Creates the app's store.
func makeStore() -> Store<AppModel> {
    Store(state: AppModel(), environment: .live)
}

/// Creates the app's store with a first action, as an app's `init` does.
func makeStartedStore(environment: AppEnvironment) -> Store<AppModel> {
    Store(state: AppModel(), action: .add(title: "First"), environment: environment)
}

/// Creates the app's store from an initial update.
func makeCreatedStore(environment: AppEnvironment) -> Store<AppModel> {
    Store(create: Update(state: AppModel(), fx: .send(.stamp)), environment: environment)
}
