import Observation
import Reflow
import Testing

private final class Box<Value>: @unchecked Sendable {
    // Only touched from the main actor in these tests.
    var value: Value
    init(_ value: Value) { self.value = value }
}

@MainActor
@Suite struct StoreTests {
    @Test func sendRunsTheUpdateSynchronously() {
        let store = Store(state: CounterModel(), environment: ())
        store.send(.increment)
        #expect(store.state.count == 1)
        store.send(.add(41))
        #expect(store.state.count == 42)
    }

    @Test func theEnvironmentIsKeptAndHandedToEveryUpdate() {
        let store = Store(state: StartModel(value: 3), environment: 7)
        #expect(store.environment == 7)
        store.send(.double)
        store.send(.scale)
        #expect(store.state.value == 42)
    }

    @Test func observersAreNotifiedOfEachChange() {
        let store = Store(state: CounterModel(), environment: ())
        let changes = Box(0)
        func observe() {
            withObservationTracking {
                _ = store.state
            } onChange: {
                changes.value += 1
            }
        }
        observe()
        store.send(.increment)
        #expect(changes.value == 1)
        observe()
        store.send(.increment)
        #expect(changes.value == 2)
    }

    @Test func observersReadingStateInOnChangeSeeAState() {
        let store = Store(state: CounterModel(), environment: ())
        let seen = Box<Int?>(nil)
        withObservationTracking {
            _ = store.state
        } onChange: {
            MainActor.assumeIsolated { seen.value = store.state.count }
        }
        store.send(.increment)
        #expect(seen.value == 1)
    }

    @Test func fxSendActionsRunInOrderWithinTheSameSend() {
        let store = Store(state: CounterModel(), environment: ())
        var log: [CounterModel.Action] = []
        store.logger = { event in
            if case .action(let action) = event { log.append(action) }
        }
        store.send(.incrementTwiceViaFx)
        #expect(store.state.count == 2)
        #expect(log == [.incrementTwiceViaFx, .increment, .increment])
    }

    @Test func actionsSentDuringProcessingAreQueuedNotInterleaved() {
        let store = Store(state: CounterModel(), environment: ())
        // Held weakly: a logger that held its store would keep it alive forever.
        weak let weakStore = store
        var events: [String] = []
        store.logger = { event in
            switch event {
            case .action(let action):
                events.append("action \(action)")
                if action == .increment {
                    // Re-entrant send from inside processing: must wait for this one.
                    weakStore?.send(.add(10))
                }
            case .state(let state):
                events.append("state \(state.count)")
            }
        }
        store.send(.increment)
        #expect(store.state.count == 11)
        #expect(events == ["action increment", "state 1", "action add(10)", "state 11"])
    }

    @Test func readingStateDuringAnUpdateStopsWithAClearMessage() async throws {
        let result = try await #require(
            processExitsWith: .failure,
            observing: [\.standardErrorContent]
        ) {
            await MainActor.run {
                let holder = StoreHolder()
                holder.store = Store(
                    state: ReentrantModel(),
                    environment: ReentrantModel.Environment(read: { holder.store?.state.value })
                )
                holder.store?.send(.readStore)
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            message.contains("Store<ReentrantModel>.state was read while an update was running"))
    }

    @Test func initWithActionSendsIt() {
        let store = Store(state: CounterModel(), action: .add(3), environment: ())
        #expect(store.state.count == 3)
    }

    @Test func initWithCreateRunsItsFx() {
        let store = Store(
            create: Update(state: CounterModel(count: 1), fx: .send(.add(2))),
            environment: ()
        )
        #expect(store.state.count == 3)
    }

    @Test func taskEffectFeedsItsActionBackAfterPublishing() async {
        let store = Store(state: CounterModel(), environment: ())
        store.send(.echo(5))
        #expect(store.state.count == 0)
        #expect(store.runningEffectCount == 1)
        await store.waitForEffects()
        #expect(store.state.count == 5)
        #expect(store.runningEffectCount == 0)
    }

    @Test func cancelStopsAnEffectAndDropsItsActions() async {
        let store = Store(state: CounterModel(), environment: ())
        store.send(.startLongRunning(id: "a"))
        store.send(.startLongRunning(id: "b"))
        #expect(store.runningEffectCount == 2)
        store.send(.cancel(id: "a"))
        store.send(.cancel(id: "b"))
        await store.waitForEffects()
        // Both effects ended, and the send each made after its cancellation was dropped.
        #expect(store.runningEffectCount == 0)
        #expect(store.state.count == 0)
    }

    @Test func cancelInFlightReplacesTheRunningEffect() async {
        let gate = Gate()
        let store = Store(state: InFlightModel(), environment: gate)
        store.send(.start(1))
        store.send(.start(2))
        await gate.open()
        await store.waitForEffects()
        #expect(store.state.finished == [2])
    }

    @Test func releasingTheStoreCancelsItsEffects() async {
        let (events, probe) = AsyncStream<String>.makeStream()
        var iterator = events.makeAsyncIterator()
        weak var weakStore: Store<ProbeModel>?
        do {
            let store = Store(state: ProbeModel(), environment: probe)
            weakStore = store
            store.send(.start)
            #expect(await iterator.next() == "started")
        }
        #expect(weakStore == nil)
        #expect(await iterator.next() == "cancelled")
    }

    @Test func runningEffectsDoNotKeepTheStoreAlive() async {
        let gate = Gate()
        weak var weakStore: Store<InFlightModel>?
        do {
            let store = Store(state: InFlightModel(), environment: gate)
            weakStore = store
            store.send(.start(1))
        }
        #expect(weakStore == nil)
        await gate.open()
    }

    @Test func aLoggerThatUsesItsStoreWeaklyLetsItGo() {
        weak var released: Store<CounterModel>?
        do {
            let store = Store(state: CounterModel(), environment: ())
            weak let weakStore = store
            store.logger = { _ in _ = weakStore?.runningEffectCount }
            store.send(.increment)
            released = store
        }
        #expect(released == nil)
    }

    @Test func everyActionsSubscriberGetsEveryAction() async {
        let store = Store(state: CounterModel(), environment: ())
        let first = store.actions
        let second = store.actions
        store.send(.increment)
        store.send(.add(2))
        var firstIterator = first.makeAsyncIterator()
        var secondIterator = second.makeAsyncIterator()
        #expect(await firstIterator.next() == .increment)
        #expect(await firstIterator.next() == .add(2))
        #expect(await secondIterator.next() == .increment)
        #expect(await secondIterator.next() == .add(2))
    }

    @Test func updatesStreamPublishesEachStateFromSubscription() async {
        let store = Store(state: CounterModel(), environment: ())
        store.send(.increment)
        let updates = store.updates
        store.send(.add(2))
        store.send(.increment)
        var iterator = updates.makeAsyncIterator()
        #expect(await iterator.next()?.count == 3)
        #expect(await iterator.next()?.count == 4)
    }

    @Test func streamsFinishWhenTheStoreIsReleased() async throws {
        var store: Store<CounterModel>? = Store(state: CounterModel(), environment: ())
        let actions = try #require(store?.actions)
        store?.send(.increment)
        store = nil
        var received: [CounterModel.Action] = []
        for await action in actions {
            received.append(action)
        }
        #expect(received == [.increment])
    }

    @Test func waitForEffectsReturnsAtOnceWithoutEffects() async {
        let store = Store(state: CounterModel(), environment: ())
        var otherTaskRan = false
        Task { @MainActor in otherTaskRan = true }
        await store.waitForEffects()
        // Had it suspended, the task queued on the main actor before it would have run first.
        #expect(!otherTaskRan)
    }

    @Test func waitForEffectsWaitsForEffectsAndTheEffectsTheyStart() async {
        let gate = Gate()
        let store = Store(state: ChainModel(), environment: gate)
        store.send(.start(3))
        Task { await gate.open() }
        await store.waitForEffects()
        // Each step's effect fed back an action that started the next step's effect.
        #expect(store.state.finished == [3, 2, 1])
        #expect(store.runningEffectCount == 0)
    }

    @Test func aLoggerGivenToTheInitializerSeesTheFirstAction() {
        var lines: [String] = []
        let store = Store(
            state: CounterModel(),
            action: .add(2),
            environment: (),
            logger: { lines.append($0.description) }
        )
        #expect(lines == ["action: add(2)", "state: CounterModel(count: 2)"])
        #expect(store.state.count == 2)
    }

    @Test func loggerSeesActionsThenStates() {
        let store = Store(state: CounterModel(), environment: ())
        var lines: [String] = []
        store.logger = { lines.append($0.description) }
        store.send(.add(2))
        #expect(lines == ["action: add(2)", "state: CounterModel(count: 2)"])
    }

    // SwiftUI has no public way to read the current transaction outside a view, so this runs
    // against the stand-in; on Apple platforms the same `withOptionalTransaction` calls
    // SwiftUI's `withTransaction` (type-checked by Checks/AppleShapes).
    #if !canImport(SwiftUI)
    @Test func stateIsPublishedInsideTheUpdatesTransaction() {
        let store = Store(state: CounterModel(), environment: ())
        let animations = Box<[Animation?]>([])
        func observe() {
            withObservationTracking {
                _ = store.state
            } onChange: {
                animations.value.append(Transaction.current?.animation)
            }
        }
        observe()
        store.send(.incrementAnimated)
        observe()
        store.send(.increment)
        #expect(animations.value == [.easeInOut, nil])
    }
    #endif

    @Test func createWithAClosureBuildsTheFirstUpdateFromTheEnvironment() {
        let store = Store(
            create: { start in Update(state: StartModel(value: start), fx: .send(.double)) },
            environment: 21
        )
        #expect(store.state.value == 42)
        #expect(store.environment == 21)
    }

    @Test func subscribeRunsAnEffectAndFeedsItsActionsBack() async {
        let store = Store(state: CounterModel(), environment: ())
        store.subscribe(to: .merge(.send(.add(2)), .task { .add(3) }))
        #expect(store.state.count == 2)
        await store.waitForEffects()
        #expect(store.state.count == 5)
    }
}

// MARK: - Fixtures

@MainActor
private final class StoreHolder: Sendable {
    var store: Store<ReentrantModel>?
}

/// A model whose update (wrongly) calls back into its own store.
private struct ReentrantModel: ModelProtocol {
    enum Action: Sendable { case readStore }
    struct Environment {
        var read: @MainActor () -> Int?
    }
    var value = 0

    static func update(
        state: consuming ReentrantModel,
        action: Action,
        environment: Environment
    ) -> Update<ReentrantModel> {
        state.value = MainActor.assumeIsolated { environment.read() } ?? 0
        return Update(state: state)
    }
}

/// A model whose effects wait on a gate and are cancelled in flight.
private struct InFlightModel: ModelProtocol {
    enum Action: Sendable { case start(Int), finished(Int) }
    var finished: [Int] = []

    static func update(
        state: consuming InFlightModel,
        action: Action,
        environment: Gate
    ) -> Update<InFlightModel> {
        switch action {
        case .start(let number):
            return Update(
                state: state,
                fx: .task {
                    await environment.wait()
                    return .finished(number)
                }
                .cancellable(id: "load", cancelInFlight: true)
            )
        case .finished(let number):
            state.finished.append(number)
            return Update(state: state)
        }
    }
}

/// A model whose effect, once the gate opens, feeds back an action that starts the next one.
private struct ChainModel: ModelProtocol {
    enum Action: Sendable { case start(Int), finished(Int) }
    var finished: [Int] = []

    static func update(
        state: consuming ChainModel,
        action: Action,
        environment: Gate
    ) -> Update<ChainModel> {
        switch action {
        case .start(let step):
            return Update(
                state: state,
                fx: .task {
                    await environment.wait()
                    return .finished(step)
                })
        case .finished(let step):
            state.finished.append(step)
            return Update(state: state, fx: step > 1 ? .send(.start(step - 1)) : .none)
        }
    }
}

/// A long-running effect that says when it starts and how it ends.
private struct ProbeModel: ModelProtocol {
    enum Action: Sendable { case start }

    static func update(
        state: consuming ProbeModel,
        action: Action,
        environment: AsyncStream<String>.Continuation
    ) -> Update<ProbeModel> {
        Update(
            state: state,
            fx: .run { _ in
                environment.yield("started")
                // Sleeps until cancelled: a cancelled sleep returns at once.
                try? await Task.sleep(for: .seconds(3600))
                environment.yield(Task.isCancelled ? "cancelled" : "timed out")
            })
    }
}

/// A model whose first state comes from its environment.
private struct StartModel: ModelProtocol {
    enum Action: Sendable { case double, scale }

    var value: Int

    static func update(state: consuming StartModel, action: Action, environment: Int)
        -> Update<StartModel>
    {
        switch action {
        case .double: state.value *= 2
        case .scale: state.value *= environment
        }
        return Update(state: state)
    }
}
