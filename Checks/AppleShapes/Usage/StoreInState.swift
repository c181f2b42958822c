import Reflow
import SwiftUI

// What an Apple app writes against Reflow, as the docs show it: a store kept in `@State`,
// bindings (one animated), animated updates and forwarded sends.

struct CounterModel: ModelProtocol {
    enum Action: Sendable { case increment, setTitle(String), setBig(Bool) }
    var count = 0
    var title = ""
    var isBig = false

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
        case .setBig(let isBig):
            state.isBig = isBig
            return Update(state: state)
        }
    }
}

/// A view that owns its store: `@State`, as Observation-based models are kept.
struct CounterScreen: View {
    @State private var store = Store(state: CounterModel(), environment: ())

    var body: some View {
        CounterView(store: store)
    }
}

struct CounterView: View {
    let store: Store<CounterModel>

    var body: some View {
        TextField(
            "Title",
            text: Binding(
                state: store.state.title, send: store.send, tag: CounterModel.Action.setTitle)
        )
        Toggle(
            "Big",
            isOn: store.binding(get: { $0.isBig }, tag: CounterModel.Action.setBig)
                .animation(.easeInOut)
        )
        Text("\(store.state.count)")
            .animation(.default, value: store.state.count)
        Button("Add") { store.send(.increment) }
    }
}

@MainActor
func useStore() {
    let store = Store(state: CounterModel(), environment: ())
    let send = Address.forward(send: store.send) { (action: CounterModel.Action) in action }
    send(.increment)
    withAnimation { store.send(.increment) }
    let ticks = PassthroughSubject<CounterModel.Action, Never>()
    let fx: Fx<CounterModel.Action> = .publisher(ticks).cancellable(id: "ticks")
    _ = fx
}

/// A publisher held in the environment, passed to `Fx.publisher` from an update: the documented
/// pattern, which a `sending` parameter used to reject.
struct ReachabilityEnvironment {
    let changes: PassthroughSubject<ReachabilityModel.Action, Never>
}

struct ReachabilityModel: ModelProtocol {
    enum Action: Sendable { case appear, changed(Bool) }
    var isReachable = false

    static func update(
        state: consuming ReachabilityModel,
        action: Action,
        environment: ReachabilityEnvironment
    ) -> Update<ReachabilityModel> {
        switch action {
        case .appear:
            return Update(
                state: state,
                fx: .publisher(environment.changes).cancellable(id: "reachability"))
        case .changed(let isReachable):
            state.isReachable = isReachable
            return Update(state: state)
        }
    }
}
