import Reflow
import Testing

@MainActor
@Suite struct CursorTests {
    @Test func runsTheChildUpdateInTheParentDomain() {
        let next = ParentModel.update(
            state: ParentModel(),
            action: .child(.add(3)),
            environment: ()
        )
        #expect(next.state.child.count == 3)
        #expect(next.state.title == "parent")
    }

    @Test func tagsTheChildsEffects() {
        let next = ChildCursor.update(
            state: ParentModel(),
            action: .incrementTwiceViaFx,
            environment: ()
        )
        let sent = next.fx.operations.compactMap { operation -> ParentModel.Action? in
            if case .send(let action) = operation { return action }
            return nil
        }
        #expect(sent == [.child(.increment), .child(.increment)])
    }

    @Test func keepsTheChildsTransaction() {
        let next = ChildCursor.update(
            state: ParentModel(), action: .incrementAnimated, environment: ())
        #expect(next.transaction?.animation == .easeInOut)
        let plain = ChildCursor.update(state: ParentModel(), action: .increment, environment: ())
        #expect(plain.transaction == nil)
    }

    @Test func childEffectsRoundTripThroughAStore() async {
        let store = Store(state: ParentModel(), environment: ())
        store.send(.child(.echo(4)))
        #expect(await eventually { store.state.child.count == 4 })
    }
}

private struct ParentModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case child(CounterModel.Action)
    }

    var title = "parent"
    var child = CounterModel()

    static func update(
        state: consuming ParentModel,
        action: Action,
        environment: Void
    ) -> Update<ParentModel> {
        switch action {
        case .child(let action):
            ChildCursor.update(state: state, action: action, environment: ())
        }
    }
}

private enum ChildCursor: CursorProtocol {
    static func get(state: ParentModel) -> CounterModel { state.child }

    static func set(state: consuming ParentModel, inner: consuming CounterModel) -> ParentModel {
        state.child = inner
        return state
    }

    static func tag(_ action: CounterModel.Action) -> ParentModel.Action { .child(action) }
}
