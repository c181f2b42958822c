import Reflow
import Testing

#if canImport(SwiftUI)
// On Apple platforms `Binding`, `Transaction` and `Animation` are SwiftUI's.
import SwiftUI
#endif

@MainActor
@Suite struct BindingSendTests {
    @Test func readsTheCurrentStateEachTime() {
        let store = Store(state: FormModel(), environment: ())
        let title = Binding(
            state: store.state.title, send: store.send, tag: FormModel.Action.setTitle)
        #expect(title.wrappedValue == "")
        store.send(.setTitle("Milk"))
        #expect(title.wrappedValue == "Milk")
    }

    @Test func writesBecomeTaggedActions() {
        let store = Store(state: FormModel(), environment: ())
        var actions: [FormModel.Action] = []
        store.logger = { event in
            if case .action(let action) = event { actions.append(action) }
        }
        let title = Binding(
            state: store.state.title, send: store.send, tag: FormModel.Action.setTitle)
        title.wrappedValue = "Bread"
        #expect(actions == [.setTitle("Bread")])
        #expect(store.state.title == "Bread")
    }

    @Test func writesNeverChangeTheStateDirectly() {
        let store = Store(state: FormModel(), environment: ())
        let locked = Binding(
            state: store.state.title, send: store.send, tag: FormModel.Action.ignore)
        locked.wrappedValue = "ignored"
        #expect(store.state.title == "")
        #expect(locked.wrappedValue == "")
    }

    @Test func getFormReadsThroughTheFunction() {
        let store = Store(state: FormModel(title: "Tea"), environment: ())
        let length = Binding(
            get: { store.state.title.count },
            send: store.send,
            tag: { FormModel.Action.setTitle(String(repeating: "x", count: $0)) }
        )
        #expect(length.wrappedValue == 3)
        length.wrappedValue = 5
        #expect(store.state.title == "xxxxx")
    }

    @Test func storeBindingProjectsPartOfTheState() {
        let store = Store(state: FormModel(), environment: ())
        let binding = store.binding(get: \.title, tag: FormModel.Action.setTitle)
        binding.wrappedValue = "Jam"
        #expect(store.state.title == "Jam")
        #expect(binding.wrappedValue == "Jam")
    }

    @Test func forwardedSendsBuildChildBindings() {
        let store = Store(state: ListModel(count: 2), environment: ItemModel.Environment())
        let send = Address.forward(send: store.send) { (action: ItemModel.Action) in
            ListModel.Action.item(id: 1, action: action)
        }
        let title = Binding(
            state: store.state[id: 1]?.title ?? "",
            send: send,
            tag: ItemModel.Action.rename
        )
        title.wrappedValue = "Renamed"
        #expect(store.state[id: 1]?.title == "Renamed")
        #expect(title.wrappedValue == "Renamed")
    }

    @Test func usingAStoreBindingOffTheMainActorStops() async {
        await #expect(processExitsWith: .failure) {
            let binding = await MainActor.run {
                let store = Store(state: FormModel(), environment: ())
                return store.binding(get: \.title, tag: FormModel.Action.setTitle)
            }
            await Task.detached { _ = binding.wrappedValue }.value
        }
    }
}

private struct FormModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case setTitle(String)
        case ignore(String)
    }

    var title = ""

    static func update(
        state: consuming FormModel,
        action: Action,
        environment: Void
    ) -> Update<FormModel> {
        switch action {
        case .setTitle(let title):
            state.title = title
        case .ignore:
            break
        }
        return Update(state: state)
    }
}

#if !canImport(SwiftUI)
import Observation

// A store binding's transaction reaches the send, so observers of the change are told inside
// it, as SwiftUI applies a binding's transaction to the write. (Linux only: it reads the
// stand-in's `Transaction.current`.)
@MainActor
@Suite struct BindingSendTransactionTests {
    private func observeAnimations(of store: Store<FormModel>) -> LockedBox<[Animation?]> {
        let seen = LockedBox<[Animation?]>([])
        withObservationTracking {
            _ = store.state
        } onChange: {
            let animation = Transaction.current?.animation
            seen.withLock { $0.append(animation) }
        }
        return seen
    }

    @Test func aStoreBindingsAnimationAppliesToTheChangeItSends() {
        let store = Store(state: FormModel(), environment: ())
        let seen = observeAnimations(of: store)
        store.binding(get: \.title, tag: FormModel.Action.setTitle).animation(.spring)
            .wrappedValue = "Eggs"
        #expect(seen.withLock { $0 } == [.spring])
        #expect(store.state.title == "Eggs")
    }

    @Test func aBindingWithoutATransactionLeavesTheAmbientOneInForce() {
        let store = Store(state: FormModel(), environment: ())
        let seen = observeAnimations(of: store)
        let title = store.binding(get: \.title, tag: FormModel.Action.setTitle)
        withTransaction(Transaction(animation: .linear)) {
            title.wrappedValue = "Tea"
        }
        #expect(seen.withLock { $0 } == [.linear])
    }
}
#endif
