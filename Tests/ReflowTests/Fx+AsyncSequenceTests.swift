import Reflow
import ReflowTesting
import Testing

@MainActor
@Suite struct FxAsyncSequenceTests {
    @Test func sendsEveryElementInOrderThenEnds() async {
        let store = TestStore(state: StreamModel(), environment: [1, 2, 3])
        await store.send(.listen)
        await store.receive(.value(1)) { $0.values = [1] }
        await store.receive(.value(2)) { $0.values = [1, 2] }
        await store.receive(.value(3)) { $0.values = [1, 2, 3] }
        await store.finish()
    }

    @Test func cancellingStopsTheSequence() async {
        let (stream, continuation) = AsyncStream<StreamModel.Action>.makeStream()
        let store = TestStore(state: StreamModel(), environment: [])
        await store.send(.listenTo(Unchecked(stream)))
        continuation.yield(.value(1))
        await store.receive(.value(1)) { $0.values = [1] }
        await store.send(.stop)
        // Exhaustive: were `.value(2)` delivered, `finish` would fail on it.
        continuation.yield(.value(2))
        continuation.finish()
        await store.finish()
        #expect(store.state.values == [1])
    }

    @Test func anEmptySequenceSendsNothing() async {
        let store = TestStore(state: StreamModel(), environment: [])
        await store.send(.listen)
        await store.finish()
    }
}

/// Lets a test hand a stream to its model through an action; the model uses it once.
private struct Unchecked<Value>: @unchecked Sendable, Equatable {
    let value: Value
    init(_ value: Value) { self.value = value }
    static func == (lhs: Unchecked, rhs: Unchecked) -> Bool { true }
}

private struct StreamModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case listen
        case listenTo(Unchecked<AsyncStream<Action>>)
        case value(Int)
        case stop
    }

    var values: [Int] = []

    static func update(
        state: consuming StreamModel,
        action: Action,
        environment: [Int]
    ) -> Update<StreamModel> {
        switch action {
        case .listen:
            let values = environment
            let stream = AsyncStream<Action> { continuation in
                for value in values {
                    continuation.yield(.value(value))
                }
                continuation.finish()
            }
            return Update(state: state, fx: .sequence(stream))
        case .listenTo(let stream):
            return Update(state: state, fx: Fx.sequence(stream.value).cancellable(id: "stream"))
        case .value(let value):
            state.values.append(value)
            return Update(state: state)
        case .stop:
            return Update(state: state, fx: .cancel(id: "stream"))
        }
    }
}
