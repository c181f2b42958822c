import Combine
import Reflow
import SwiftUI

// What an Apple app writes against Reflow: a store as an ObservableObject, bindings, animated
// updates and forwarded sends.

struct CounterModel: ModelProtocol {
    enum Action: Sendable { case increment, setTitle(String) }
    var count = 0
    var title = ""

    static func update(
        state: consuming CounterModel,
        action: Action,
        environment: Void
    ) -> Update<CounterModel> {
        switch action {
        case .increment:
            state.count += 1
            return Update(state: state).animation(.spring)
        case .setTitle(let title):
            state.title = title
            return Update(state: state, transaction: Transaction(animation: nil))
        }
    }
}

@MainActor
func requiresObservableObject<Object: ObservableObject>(_ object: Object)
    -> Object.ObjectWillChangePublisher
{
    object.objectWillChange
}

struct CounterView: View {
    let store: Store<CounterModel>

    var body: some View {
        TextField(
            "Title",
            text: Binding(
                state: store.state.title, send: store.send, tag: CounterModel.Action.setTitle)
        )
        Toggle("Big", isOn: store.binding(get: { $0.count > 10 }, tag: { _ in .increment }))
        Button("Add") { store.send(.increment) }
    }
}

@MainActor
func useStore() {
    let store = Store(state: CounterModel(), environment: ())
    let publisher: ObservableObjectPublisher = requiresObservableObject(store)
    publisher.send()
    let send = Address.forward(send: store.send) { (action: CounterModel.Action) in action }
    send(.increment)
    let ticks = PassthroughSubject<CounterModel.Action, Never>()
    let fx: Fx<CounterModel.Action> = .publisher(ticks).cancellable(id: "ticks")
    _ = fx
}
