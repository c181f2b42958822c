import Reflow

/// What a view layer does with a store: bindings, scoped stores, forwarded sends. (The app's
/// SwiftUI views would hold these; this module builds on Linux too, so it keeps them as values.)
struct AppScreen {
    let store: Store<AppModel>

    init(store: Store<AppModel>) {
        self.store = store
    }

    /// The counter as a scoped store.
    var counter: ViewStore<CounterModel> { store.viewStore(CounterCursor.self) }

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
    var detailID: Binding<Int>? { destination[case: Destination.detail] }

    /// Sends to one item, as a row view would.
    func itemSend(id: Int) -> @MainActor @Sendable (ItemModel.Action) -> Void {
        Address.forward(send: store.send) { AppModel.Action.item(id: id, action: $0) }
    }
}

/// Creates the app's store.
func makeStore() -> Store<AppModel> {
    Store(state: AppModel(), environment: .live)
}
