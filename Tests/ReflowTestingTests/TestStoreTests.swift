import Reflow
import ReflowTesting
import Testing

/// A known-issue matcher for a failure with exactly this message, reported at `line`.
private func failure(_ message: String, line: Int) -> KnownIssueMatcher {
    { issue in
        issue.comments.map(\.rawValue) == [message] && issue.sourceLocation?.line == line
    }
}

/// A model whose effects cover the cases the test store must handle: an effect that feeds back
/// at once, one that sends nothing, one that waits until cancelled, and synchronous sends.
private struct EffectsModel: ModelProtocol {
    enum Action: Equatable, Sendable {
        /// Starts an effect that feeds back `.pong`.
        case ping
        case pong
        /// Returns `.pong` then `.pang` as synchronous sends.
        case pingPang
        case pang
        /// Starts an effect that ends without sending anything.
        case silent
        /// Starts an effect that waits on the clock for an hour, then feeds back `.woke`.
        case wait
        case woke
        /// Cancels the effect `.wait` started.
        case stop
    }

    struct Environment: Sendable {
        var clock: TestClock
    }

    var pongs = 0
    var pangs = 0
    var isWaiting = false

    static func update(
        state: consuming EffectsModel,
        action: Action,
        environment: Environment
    ) -> Update<EffectsModel> {
        switch action {
        case .ping:
            return Update(state: state, fx: .task { .pong })
        case .pong:
            state.pongs += 1
            return Update(state: state)
        case .pingPang:
            return Update(state: state, fx: .merge(.send(.pong), .send(.pang)))
        case .pang:
            state.pangs += 1
            return Update(state: state)
        case .silent:
            return Update(state: state, fx: .run { _ in })
        case .wait:
            state.isWaiting = true
            let clock = environment.clock
            return Update(
                state: state,
                fx: .run { send in
                    guard (try? await clock.sleep(for: .seconds(3600))) != nil else { return }
                    await send(.woke)
                }
                .cancellable(id: "wait"))
        case .woke, .stop:
            state.isWaiting = false
            return Update(state: state, fx: .cancel(id: "wait"))
        }
    }
}

@MainActor
private func makeEffectsStore() -> TestStore<EffectsModel> {
    TestStore(state: EffectsModel(), environment: .init(clock: TestClock()))
}

@MainActor
@Suite struct TestStoreSendTests {
    @Test func sendPassesWhenTheClosureMakesTheActualChange() async {
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        await store.send(.rename(id: 2, title: "Oat milk")) {
            $0.items[2]?.title = "Oat milk"
        }
        #expect(store.state.items[2]?.title == "Oat milk")
    }

    @Test func anActionForARemovedItemIsANoOpInOneLine() async {
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        await store.send(.item(id: 99, action: .toggle))
        #expect(store.runningEffectCount == 0)
    }

    #if DEBUG
    @Test func theRuntimeIssueOfAMissingKeyIsCapturedNotFailed() async {
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        await store.send(.item(id: 99, action: .toggle))
        #expect(store.runtimeIssues.count == 1)
        #expect(store.runtimeIssues.first?.message.contains("no item for key 99") == true)
    }
    #endif

    @Test func sendFailsWithADiffWhenTheChangeIsNotTheExpectedOne() async {
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        let line = #line + 2
        await withKnownIssue {
            await store.send(.item(id: 1, action: .toggle)) {
                $0.items[1]?.done = true
            }
        } matching: {
            failure(
                """
                The state after send(.item(id: 1, action: .toggle)) is not the expected one \
                (expected → actual):
                  items[1].isSaving: false → true
                """,
                line: line)($0)
        }
        await store.receive(.item(id: 1, action: .saved)) { $0.items[1]?.isSaving = false }
        await store.finish()
    }

    @Test func sendWithoutAClosureFailsWhenTheStateChanges() async {
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        let line = #line + 2
        await withKnownIssue {
            await store.send(.rename(id: 3, title: "Rye"))
        } matching: {
            failure(
                """
                send(.rename(id: 3, title: "Rye")) changed the state, but no change was asserted \
                (expected → actual):
                  items[3].title: "Bread" → "Rye"
                """,
                line: line)($0)
        }
    }

    @Test func aFailedStepLeavesTheStoreAtTheActualState() async {
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        await withKnownIssue {
            await store.send(.remove(id: 1))
        }
        await store.send(.remove(id: 2)) { $0.items[2] = nil }
        #expect(store.state.items.keys.sorted() == [3])
    }

    @Test func aThrowingAssertionFails() async {
        struct Missing: Error {}
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        let line = #line + 2
        await withKnownIssue {
            await store.send(.remove(id: 1)) { _ in throw Missing() }
        } matching: {
            failure(
                "The assertion closure of send(.remove(id: 1)) threw an error: Missing()",
                line: line)($0)
        }
    }

    @Test func sendingBeforeReceivingFailsInExhaustiveMode() async {
        let store = makeEffectsStore()
        await store.send(.pingPang)
        let line = #line + 2
        await withKnownIssue {
            await store.send(.pang) { $0.pangs = 2 }
        } matching: {
            failure(
                """
                Must receive every action effects fed back before send(.pang).
                2 actions fed back by effects and not received:
                  .pong
                  .pang
                """,
                line: line)($0)
        }
        #expect(store.state.pongs == 1)
    }
}

@MainActor
@Suite struct TestStoreReceiveTests {
    /// The example of the README's "Testing" section, as written there.
    @Test func togglingAnItemSavesIt() async {
        let store = TestStore(
            state: TodoListModel(items: [3: TodoModel(id: 3, title: "Milk")]),
            environment: TodoModel.Environment(save: { _, _ in })
        )
        // The closure turns the state before the action into the state expected after it.
        await store.send(.item(id: 3, action: .toggle)) {
            $0.items[3]?.done = true
            $0.items[3]?.isSaving = true
        }
        // The save effect feeds `.saved` back; `receive` waits for it, no sleeping.
        await store.receive(.item(id: 3, action: .saved)) {
            $0.items[3]?.isSaving = false
        }
        // An action for an item that is gone is a no-op: without a closure, `send` asserts that
        // nothing changed.
        await store.send(.item(id: 99, action: .toggle))
        await store.finish()  // every effect done, every fed-back action received
    }

    @Test func receiveWaitsForTheActionAnEffectFeedsBack() async {
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        await store.send(.item(id: 3, action: .toggle)) {
            $0.items[3]?.done = true
            $0.items[3]?.isSaving = true
        }
        await store.receive(.item(id: 3, action: .saved)) {
            $0.items[3]?.isSaving = false
        }
        await store.finish()
    }

    @Test func synchronousSendsAreReceivedInOrder() async {
        let store = makeEffectsStore()
        await store.send(.pingPang)
        await store.receive(.pong) { $0.pongs = 1 }
        await store.receive(.pang) { $0.pangs = 1 }
        await store.finish()
    }

    @Test func actionsFedBackBySentActionsAreReceivedToo() async {
        var list = TodoListModel.sample
        list.items[1]?.done = true
        list.items[3]?.done = true
        let store = TestStore(state: list, environment: .immediate)
        await store.send(.clearDone)
        await store.receive(.remove(id: 1)) { $0.items[1] = nil }
        await store.receive(.remove(id: 3)) { $0.items[3] = nil }
        #expect(store.state.items.keys.sorted() == [2])
    }

    @Test func receiveFailsWhenAnotherActionArrivesFirst() async {
        let store = makeEffectsStore()
        await store.send(.pingPang)
        let line = #line + 2
        await withKnownIssue {
            await store.receive(.pang) { $0.pangs = 1 }
        } matching: {
            failure("Expected to receive .pang, but received .pong first.", line: line)($0)
        }
        await store.receive(.pang) { $0.pangs = 1 }
    }

    @Test func receiveChecksTheStateChangeOfTheReceivedAction() async {
        let store = makeEffectsStore()
        await store.send(.ping)
        let line = #line + 2
        await withKnownIssue {
            await store.receive(.pong) { $0.pongs = 2 }
        } matching: {
            failure(
                """
                The state after receive(.pong) is not the expected one (expected → actual):
                  pongs: 2 → 1
                """,
                line: line)($0)
        }
    }

    @Test func receiveTimesOutWhenTheRunningEffectSendsNothingInTime() async {
        let store = makeEffectsStore()
        await store.send(.wait) { $0.isWaiting = true }
        let line = #line + 2
        await withKnownIssue {
            await store.receive(.woke, timeout: .milliseconds(50)) { $0.isWaiting = false }
        } matching: { issue in
            failure(
                """
                Expected to receive .woke, but no action arrived within 0.05 seconds.
                1 effect still running:
                  started by send(.wait) at TestStoreTests.swift:\(line - 3)
                """,
                line: line)(issue)
        }
        await store.send(.stop) { $0.isWaiting = false }
        await store.finish()
    }

    @Test func receiveFailsAtOnceWhenNoEffectIsRunning() async {
        let store = makeEffectsStore()
        await store.send(.silent)
        let clock = ContinuousClock()
        let start = clock.now
        let line = #line + 2
        await withKnownIssue {
            await store.receive(.pong, timeout: .seconds(120))
        } matching: {
            failure(
                "Expected to receive .pong, but no effect is running that could send it.",
                line: line)($0)
        }
        // At once: far below the timeout, which a receive that waited would reach. Only a hang
        // takes a minute, however loaded the machine.
        #expect(clock.now - start < .seconds(60))
    }

    @Test func receiveWhereMatchesActionsThatAreNotEquatable() async {
        let store = TestStore(state: LoaderModel(), environment: ())
        await store.send(.load) { $0.isLoading = true }
        await store.receive(where: { if case .loaded = $0 { true } else { false } }) {
            $0.isLoading = false
            $0.items = [1, 2, 3]
        }
        await store.finish()
    }

    @Test func receiveWhereFailsWhenTheNextActionDoesNotMatch() async {
        let store = TestStore(state: LoaderModel(), environment: ())
        await store.send(.load) { $0.isLoading = true }
        let line = #line + 2
        await withKnownIssue {
            await store.receive(where: { if case .load = $0 { true } else { false } })
        } matching: {
            failure(
                """
                Expected to receive an action matching the predicate, but received \
                .loaded([1, 2, 3], Token()) first.
                """,
                line: line)($0)
        }
    }
}

/// A model whose actions are not `Equatable`.
private struct LoaderModel: ModelProtocol {
    struct Token: Sendable {}

    enum Action: Sendable {
        case load
        case loaded([Int], Token)
    }

    var isLoading = false
    var items: [Int] = []

    static func update(
        state: consuming LoaderModel,
        action: Action,
        environment: Void
    ) -> Update<LoaderModel> {
        switch action {
        case .load:
            state.isLoading = true
            return Update(state: state, fx: .task { .loaded([1, 2, 3], Token()) })
        case .loaded(let items, _):
            state.isLoading = false
            state.items = items
            return Update(state: state)
        }
    }
}

@MainActor
@Suite struct TestStoreExhaustivityTests {
    @Test func finishFailsOnAnActionThatWasNotReceived() async {
        let store = makeEffectsStore()
        await store.send(.ping)
        let line = #line + 2
        await withKnownIssue {
            await store.finish()
        } matching: {
            failure(
                """
                Effects fed back actions the test did not receive.
                1 action fed back by effects and not received:
                  .pong
                """,
                line: line)($0)
        }
    }

    @Test func finishFailsOnAnEffectThatIsStillRunning() async {
        let store = makeEffectsStore()
        await store.send(.wait) { $0.isWaiting = true }
        let line = #line + 2
        await withKnownIssue {
            await store.finish(timeout: .milliseconds(50))
        } matching: {
            failure(
                """
                Effects were still running 0.05 seconds after finish().
                1 effect still running:
                  started by send(.wait) at TestStoreTests.swift:\(line - 3)
                They are cancelled now. Make them end, or cancel them with Fx.cancel(id:).
                """,
                line: line)($0)
        }
        #expect(store.runningEffectCount == 0)
    }

    @Test func finishWaitsForEffectsThatEnd() async {
        let store = makeEffectsStore()
        await store.send(.silent)
        await store.finish()
        #expect(store.runningEffectCount == 0)
    }

    @Test func cancelledEffectsDoNotCount() async {
        let store = makeEffectsStore()
        await store.send(.wait) { $0.isWaiting = true }
        #expect(store.runningEffectCount == 1)
        await store.send(.stop) { $0.isWaiting = false }
        #expect(store.runningEffectCount == 0)
    }

    @Test func releasingTheStoreFailsOnAnActionThatWasNotReceived() async {
        let clock = TestClock()
        let line = #line + 3
        await withKnownIssue {
            do {
                let store = TestStore(state: EffectsModel(), environment: .init(clock: clock))
                await store.send(.pingPang)
            }
        } matching: {
            failure(
                """
                TestStore<EffectsModel> was released with work left over.
                2 actions fed back by effects and not received:
                  .pong
                  .pang
                Receive every action effects feed back, and end the test with \
                `await store.finish()`, or set `exhaustivity = .off`.
                """,
                line: line)($0)
        }
    }

    @Test func releasingTheStoreFailsOnAnEffectThatIsStillRunning() async {
        let clock = TestClock()
        let line = #line + 3
        await withKnownIssue {
            do {
                let store = TestStore(state: EffectsModel(), environment: .init(clock: clock))
                await store.send(.wait) { $0.isWaiting = true }
            }
        } matching: {
            failure(
                """
                TestStore<EffectsModel> was released with work left over.
                1 effect still running:
                  started by send(.wait) at TestStoreTests.swift:\(line + 1)
                Receive every action effects feed back, and end the test with \
                `await store.finish()`, or set `exhaustivity = .off`.
                """,
                line: line)($0)
        }
    }

    @Test func releasingAStoreWhoseEffectsEndedAfterTheLastReceivePasses() async {
        // `.task` ends right after it sends: receive lets it end, so releasing finds nothing.
        for _ in 0..<20 {
            let store = makeEffectsStore()
            await store.send(.ping)
            await store.receive(.pong) { $0.pongs = 1 }
        }
    }

    @Test func offAllowsChangesTheAssertionDoesNotMention() async {
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        store.exhaustivity = .off
        await store.send(.item(id: 1, action: .toggle)) {
            $0.items[1]?.done = true
        }
        await store.send(.rename(id: 2, title: "Duck eggs"))
        await store.finish()
        #expect(store.state.items[1]?.isSaving == false)
        #expect(store.state.items[2]?.title == "Duck eggs")
    }

    @Test func offStillFailsWhenAnAssertedValueIsWrong() async {
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        store.exhaustivity = .off
        let line = #line + 2
        await withKnownIssue {
            await store.send(.rename(id: 2, title: "Duck eggs")) {
                $0.items[2]?.title = "Goose eggs"
            }
        } matching: {
            failure(
                """
                The state after send(.rename(id: 2, title: "Duck eggs")) is not the expected one \
                (expected → actual):
                  items[2].title: "Goose eggs" → "Duck eggs"
                """,
                line: line)($0)
        }
    }

    @Test func offReceiveSkipsActionsBeforeTheExpectedOne() async {
        let store = makeEffectsStore()
        store.exhaustivity = .off
        await store.send(.pingPang)
        await store.receive(.pang) { $0.pangs = 1 }
        #expect(store.state.pongs == 1)
    }

    @Test func offReleasesRunningEffectsWithoutAFailure() async {
        let clock = TestClock()
        do {
            let store = TestStore(state: EffectsModel(), environment: .init(clock: clock))
            store.exhaustivity = .off
            await store.send(.wait)
            await store.send(.ping)
        }
        #expect(clock.sleeperCount <= 1)
    }
}

@MainActor
@Suite struct TestStoreCreationTests {
    @Test func initCreateRunsTheInitialEffects() async {
        let store = TestStore(
            create: Update(state: EffectsModel(), fx: .send(.pang)),
            environment: .init(clock: TestClock()))
        await store.receive(.pang) { $0.pangs = 1 }
        await store.finish()
    }

    @Test func failuresGoToSwiftTestingWhileATestRuns() async {
        // Issue.record is taken when Swift Testing runs the test: `withKnownIssue` sees it.
        await withKnownIssue {
            let store = makeEffectsStore()
            await store.send(.pingPang) { $0.pongs = 1 }
            await store.finish()
        }
    }
}

/// What a screen shows: an editor, or a question.
private enum Shown: Equatable {
    case editor(title: String)
    case question(String)
}

/// A model whose destination a test's expectation changes by its case.
private struct ShownModel: ModelProtocol {
    enum Action: Equatable, Sendable {
        case nothing
    }

    var shown: Shown? = .question("Sure?")

    static func update(
        state: consuming ShownModel, action: Action, environment: Void
    ) -> Update<ShownModel> {
        Update(state: state)
    }
}

@MainActor
@Suite struct TestStoreRefusedWriteTests {
    @Test func anExpectationThatWritesToAnotherCaseFails() async {
        let store = TestStore(state: ShownModel(), environment: ())
        let line = #line + 2
        await withKnownIssue {
            await store.send(.nothing) { $0.shown[case: /Shown.editor] = "Daily" }
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.hasPrefix(
                "The assertion closure of send(.nothing) made a change Reflow refused: ")
                && message.contains("it is in another case")
                && issue.sourceLocation?.line == line
        }
    }
}
