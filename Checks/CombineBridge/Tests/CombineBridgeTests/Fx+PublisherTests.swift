import Combine
import Reflow
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FxPublisherTests {
    @Test func aJustDeliversItsValueAsAnActionThenTheEffectEnds() async {
        let store = Store(state: FeedModel(), environment: Just(7))
        store.send(.listen)
        await store.waitForEffects()
        #expect(store.state.received == [7])
        #expect(store.runningEffectCount == 0)
    }

    @Test func aSequencesValuesArriveInOrderAsActionsThenTheEffectEnds() async {
        let store = Store(state: FeedModel(), environment: [1, 2, 3, 4, 5].publisher)
        store.send(.listen)
        await store.waitForEffects()
        #expect(store.state.received == [1, 2, 3, 4, 5])
        #expect(store.runningEffectCount == 0)
    }

    @Test func aSubjectsValuesArriveInOrderAndTheEffectEndsWhenItFinishes() async {
        let subject = PassthroughSubject<Int, Never>()
        let store = Store(state: FeedModel(), environment: subject)
        var actions = store.actions.makeAsyncIterator()
        store.send(.listen)
        #expect(await actions.next() == .listen)
        subject.send(1)
        #expect(await actions.next() == .received(1))
        subject.send(2)
        subject.send(3)
        #expect(await actions.next() == .received(2))
        #expect(await actions.next() == .received(3))
        #expect(store.runningEffectCount == 1)
        subject.send(completion: .finished)
        await store.waitForEffects()
        #expect(store.state.received == [1, 2, 3])
        #expect(store.runningEffectCount == 0)
    }

    @Test func valuesAHotSubjectEmitsBeforeTheEffectStartsIteratingAreDelivered() async {
        let subject = PassthroughSubject<Int, Never>()
        let store = Store(state: FeedModel(), environment: subject)
        store.send(.listen)
        // Still in the same main-actor turn as the update that returned the effect: the
        // effect's task, which needs the main actor to start, has not begun iterating.
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        await store.waitForEffects()
        #expect(store.state.received == [1, 2])
    }

    @Test func cancellingTheEffectCancelsTheSubscriptionAndStopsDelivery() async {
        let subject = PassthroughSubject<Int, Never>()
        let cancellations = Cancellations()
        let store = Store(
            state: FeedModel(),
            environment: subject.handleEvents(receiveCancel: cancellations.record)
        )
        var actions = store.actions.makeAsyncIterator()
        store.send(.listen)
        subject.send(1)
        #expect(await actions.next() == .listen)
        #expect(await actions.next() == .received(1))
        store.send(.stop)
        await store.waitForEffects()
        #expect(await cancellations.next())
        subject.send(2)
        subject.send(completion: .finished)
        store.send(.stop)
        #expect(await actions.next() == .stop)
        #expect(store.state.received == [1])
        #expect(await cancellations.remaining() == 0)
    }

    @Test func releasingTheStoreCancelsTheSubscription() async {
        let subject = PassthroughSubject<Int, Never>()
        let cancellations = Cancellations()
        var store: Store? = Store(
            state: FeedModel(),
            environment: subject.handleEvents(receiveCancel: cancellations.record)
        )
        store?.send(.listen)
        #expect(store?.runningEffectCount == 1)
        store = nil
        #expect(await cancellations.next())
    }

    @Test func anEffectReleasedWithoutRunningCancelsItsSubscription() async {
        let subject = PassthroughSubject<Int, Never>()
        let cancellations = Cancellations()
        do {
            let fx = Fx<Int>.publisher(subject.handleEvents(receiveCancel: cancellations.record))
            #expect(!fx.isNone)
        }
        #expect(await cancellations.remaining() == 1)
    }

    @Test func anUpdateCanPassAPublisherFromItsEnvironment() async {
        let reachability = CurrentValueSubject<Bool, Never>(false)
        let store = Store(
            state: AppModel(),
            environment: AppEnvironment(reachability: reachability.eraseToAnyPublisher())
        )
        store.send(.appear)
        reachability.send(true)
        reachability.send(completion: .finished)
        await store.waitForEffects()
        #expect(store.state.reachability == [false, true])
    }
}

/// Appends every value its environment, a publisher, emits once it is told to listen.
private struct FeedModel<Events: Publisher>: ModelProtocol
where Events.Output == Int, Events.Failure == Never {  // floor-ok: Publisher.Failure
    enum Action: Sendable, Equatable {
        case listen
        case stop
        case received(Int)
    }

    var received: [Int] = []

    static func update(
        state: consuming FeedModel,
        action: Action,
        environment: Events
    ) -> Update<FeedModel> {
        switch action {
        case .listen:
            let fx = Fx.publisher(environment.map(Action.received)).cancellable(id: "feed")
            return Update(state: state, fx: fx)
        case .stop:
            return Update(state: state, fx: .cancel(id: "feed"))
        case .received(let value):
            state.received.append(value)
            return Update(state: state)
        }
    }
}

/// The documented example: a model that follows a publisher its environment holds.
private struct AppModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case appear
        case reachabilityChanged(Bool)
    }

    var reachability: [Bool] = []

    static func update(
        state: consuming AppModel,
        action: Action,
        environment: AppEnvironment
    ) -> Update<AppModel> {
        switch action {
        case .appear:
            return Update(
                state: state,
                fx: Fx.publisher(environment.reachability.map(AppModel.Action.reachabilityChanged))
            )
        case .reachabilityChanged(let isReachable):
            state.reachability.append(isReachable)
            return Update(state: state)
        }
    }
}

private struct AppEnvironment {
    var reachability: AnyPublisher<Bool, Never>
}

/// Records the cancellations of a subscription, from whatever thread cancels it.
private struct Cancellations: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream()
    }

    /// Records one cancellation; pass it as `receiveCancel`.
    var record: @Sendable () -> Void {
        let continuation = continuation
        return { continuation.yield() }
    }

    /// Waits for the next cancellation; `false` if no more can come.
    func next() async -> Bool {
        var iterator = stream.makeAsyncIterator()
        return await iterator.next() != nil
    }

    /// Stops recording and returns the number of cancellations not yet waited for.
    func remaining() async -> Int {
        continuation.finish()
        var count = 0
        for await _ in stream {
            count += 1
        }
        return count
    }
}
