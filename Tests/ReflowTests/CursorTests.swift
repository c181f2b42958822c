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
        let next = ParentModel.update(
            state: ParentModel(),
            action: .incrementTwiceViaFx,
            environment: (),
            at: ParentModel.child
        )
        let sent = next.fx.operations.compactMap { operation -> ParentModel.Action? in
            if case .send(let action) = operation { return action }
            return nil
        }
        #expect(sent == [.child(.increment), .child(.increment)])
    }

    @Test func keepsTheChildsTransaction() {
        let next = ParentModel.update(
            state: ParentModel(), action: .incrementAnimated, environment: (),
            at: ParentModel.child)
        #expect(next.transaction?.animation == .easeInOut)
        let plain = ParentModel.update(
            state: ParentModel(), action: .increment, environment: (), at: ParentModel.child)
        #expect(plain.transaction == nil)
    }

    @Test func aCursorWithModifyUpdatesAChildsListInPlace() {
        let store = Store(state: ShelfModel(), environment: ItemModel.Environment())
        let before = store.state.list.items.withUnsafeBufferPointer { $0.baseAddress }
        store.send(.list(.item(id: 7, action: .toggle)))
        let after = store.state.list.items.withUnsafeBufferPointer { $0.baseAddress }
        #expect(store.state.list[id: 7]?.done == true)
        #expect(store.state.list.items.filter(\.done).count == 1)
        #expect(before == after)
    }

    @Test func theDefaultModifyGoesThroughGetAndSet() {
        var parent = ParentModel()
        let result = ChildCursor.modify(state: &parent) { child in
            child.count = 9
            return "done"
        }
        #expect(result == "done")
        #expect(parent.child.count == 9)
    }

    @Test func childEffectsRoundTripThroughAStore() async {
        let store = Store(state: ParentModel(), environment: ())
        store.send(.child(.echo(4)))
        await store.waitForEffects()
        #expect(store.state.child.count == 4)
    }
}

private struct ParentModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case child(CounterModel.Action)
    }

    var title = "parent"
    var child = CounterModel()

    static let child = Place.cursor(ChildCursor.self)

    static func update(
        state: consuming ParentModel,
        action: Action,
        environment: Void
    ) -> Update<ParentModel> {
        switch action {
        case .child(let action):
            update(state: state, action: action, environment: (), at: child)
        }
    }
}

/// A parent whose child owns a list; its cursor hands the child out in place.
private struct ShelfModel: ModelProtocol {
    enum Action: Sendable {
        case list(ListModel.Action)
    }

    var list = ListModel(count: 100)

    static let list = Place.cursor(ListCursor.self)

    static func update(
        state: consuming ShelfModel,
        action: Action,
        environment: ItemModel.Environment
    ) -> Update<ShelfModel> {
        switch action {
        case .list(let action):
            update(state: state, action: action, environment: environment, at: list)
        }
    }
}

private enum ListCursor: CursorProtocol {
    static func get(state: ShelfModel) -> ListModel { state.list }

    static func set(state: consuming ShelfModel, inner: consuming ListModel) -> ShelfModel {
        state.list = inner
        return state
    }

    static func tag(_ action: ListModel.Action) -> ShelfModel.Action { .list(action) }

    static func modify<Result>(
        state: inout ShelfModel,
        _ body: (inout ListModel) -> Result
    ) -> Result {
        body(&state.list)
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
