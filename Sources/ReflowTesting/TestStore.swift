import Reflow

/// A store for tests: every action is a step whose state change the test asserts, and every
/// action effects feed back must be received and asserted too.
///
/// ```swift
/// @Test @MainActor func togglingAnItemSavesIt() async {
///     let store = TestStore(state: AppModel(items: [3: TodoModel(id: 3)]), environment: .test)
///     await store.send(.item(id: 3, action: .toggle)) {
///         $0.items[3]?.done = true
///         $0.items[3]?.isSaving = true
///     }
///     await store.receive(.item(id: 3, action: .saved)) {
///         $0.items[3]?.isSaving = false
///     }
///     await store.finish()
/// }
/// ```
///
/// A test that only sends actions to a `Store`, then sleeps and polls, is slow, flaky,
/// and silent about the effects it forgot. A test store runs the same update, but makes each
/// step an assertion:
///
/// - ``send(_:assert:fileID:filePath:line:column:)`` runs an action through the update. Its
///   closure receives the state as it was *before* the action and mutates it into the state
///   expected after it; any difference fails the test with a diff of the two states, one
///   `path: expected → actual` line per field. Omitting the closure asserts that nothing changed.
/// - Effects run for real, in tasks, with the environment the test gave. Each action an effect
///   feeds back is run through the update as soon as it arrives, as a `Store` would,
///   and is queued for the test to assert with
///   ``receive(_:timeout:assert:fileID:filePath:line:column:)-(Model.Action,_,_,_,_,_,_)`` (or
///   ``receive(where:timeout:assert:fileID:filePath:line:column:)`` for actions that are not
///   `Equatable`).
/// - Steps are deterministic: `send` and `receive` return only once the effects have run as far
///   as they can on their own, that is, until each has ended or is suspended waiting for
///   something outside it (a ``TestClock``, a continuation, a real delay). An effect that does
///   not sleep has delivered its actions by then, and `receive` waits for those that come
///   later, so a test needs no sleep.
/// - ``finish(timeout:fileID:filePath:line:column:)`` waits for the running effects, then fails
///   if an action was fed back and never received. Without it, releasing the test store fails
///   the same way, and also fails if an effect is still running.
///
/// Failures are reported to the framework running the test (Swift Testing or XCTest) at the
/// line of the call that failed. Set ``exhaustivity`` to ``Exhaustivity/off`` for
/// integration-style tests that assert only part of what happens.
///
/// ## Effects that wait
///
/// An effect that sleeps should take its clock (or a sleep function) from the environment, so
/// a test can hand it a ``TestClock`` and move time forward itself:
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(state: ReminderModel(), environment: .init(clock: clock))
/// await store.send(.schedule) { $0.isScheduled = true }
/// await clock.advance(by: .seconds(60))
/// await store.receive(.fire) { $0.fired = true }
/// ```
///
/// ## Keyed lists
///
/// An action for an item that no longer exists is a no-op; one line asserts it, since omitting
/// the closure asserts that the state did not change (and exhaustivity, that no effect ran):
///
/// ```swift
/// await store.send(.item(id: 99, action: .toggle))
/// ```
///
/// The `RuntimeIssue` that `KeyedCursorProtocol` reports for it in debug builds
/// is captured in ``runtimeIssues`` rather than printed, and does not fail the test.
@MainActor
public final class TestStore<Model: ModelProtocol> {
    /// The current state: the result of every action sent, and of every action effects fed
    /// back so far, received or not.
    public var state: Model { store.state }

    /// The dependencies handed to every update, and through it to the effects.
    public var environment: Model.Environment { store.environment }

    /// How strictly the test store checks what the test did not assert. ``Exhaustivity/on`` by
    /// default.
    public var exhaustivity: Exhaustivity = .on

    /// How long `receive` and ``finish(timeout:fileID:filePath:line:column:)`` wait when they
    /// are not given a timeout. Sixty seconds by default.
    ///
    /// Only waits are bounded by it: `receive` returns as soon as the action arrives, and
    /// `finish` as soon as the effects end, so a passing test never waits for it. It is long so
    /// that only a hang reaches it: a test that passes on a quiet machine also passes on a loaded
    /// one, or under a sanitizer, where an effect can take more than a second to deliver. Set a
    /// shorter one to see a failing `receive` sooner while writing a test. It also bounds how
    /// long a step waits for effects that keep running (a busy loop, say) to suspend; such a
    /// step then goes on without a failure.
    public var timeout: Duration = .seconds(60)

    /// The runtime issues the updates reported, in order, since the test store was created.
    ///
    /// The test store receives the issues its store's updates report, so issues
    /// such as an action for a removed list item land here instead of standard error, and do
    /// not fail the test. Runtime issues are reported in debug builds only: assert on them in
    /// tests that run in debug.
    public var runtimeIssues: [RuntimeIssue] { issueLog.issues }

    /// What a store with ``Exhaustivity/offShowingSkipped`` let through, as it reported it.
    private(set) var skippedReports: [String] = []

    /// The number of effects still running. A cancelled effect no longer counts.
    public var runningEffectCount: Int { origins.count }

    /// Whether an update of the model under test asked to end its own presentation with
    /// `Fx.dismiss`: a screen tested alone shows this way that it asked to close.
    ///
    /// ```swift
    /// let store = TestStore(state: EditorModel(draft: "Hello"), environment: ())
    /// await store.send(.saveTapped)
    /// #expect(store.isDismissed)
    /// await store.finish()
    /// ```
    ///
    /// Once dismissed, the screen behaves as it would presented, when its parent cleared it:
    /// its effects end, those running and any it starts afterwards, and deliver nothing more,
    /// so ``finish(timeout:fileID:filePath:line:column:)`` passes with a timer still running.
    public private(set) var isDismissed = false

    private struct ReceivedAction: @unchecked Sendable {
        var action: Model.Action
        var stateBefore: Model
        var stateAfter: Model
    }

    /// The real store the test drives: one runtime, the app's.
    let store: Store<Model>
    let hooks = StoreHooks<Model>()
    private var received: [ReceivedAction] = []
    /// Who started each running effect, by the store's token, for failure messages.
    private var origins: [UInt64: String] = [:]
    /// Who starts the effects of the action being processed.
    private var origin = ""
    /// Set while the test's own action runs, so that it is not taken for a fed-back one.
    private var sentStep: (origin: String, after: Model?)?
    private let runner = EffectRunner()
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private let issueLog = RuntimeIssueLog()
    private let creationSite: CallSite

    /// Creates a test store with an initial state.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - environment: The dependencies handed to every update; give it test doubles, such as
    ///     a ``TestClock``.
    ///   - fileID: The file the test store is created in; a failure found when it is released
    ///     is reported there.
    ///   - filePath: The full path of that file.
    ///   - line: The line the test store is created on.
    ///   - column: The column the test store is created at.
    public init(
        state: Model,
        environment: Model.Environment,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.store = Store(state: state, environment: environment)
        self.creationSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        installHooks()
    }

    /// Creates a test store from an initial update, then runs that update's effects.
    ///
    /// The actions the effects feed back must be received, like those of any other step.
    ///
    /// - Parameters:
    ///   - create: The initial state and the effects to run at once.
    ///   - environment: The dependencies handed to every update.
    ///   - fileID: The file the test store is created in.
    ///   - filePath: The full path of that file.
    ///   - line: The line the test store is created on.
    ///   - column: The column the test store is created at.
    public convenience init(
        create: Update<Model>,
        environment: Model.Environment,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            state: create.state, environment: environment,
            fileID: fileID, filePath: filePath, line: line, column: column)
        origin = "init(create:) at \(creationSite.shortDescription)"
        store.subscribe(to: create.fx)
    }

    deinit {
        let unreceived = received.map { Diff.render($0.action) }
        let running = origins.sorted { $0.key < $1.key }.map(\.value)
        // Releasing the store, which this test store holds alone, cancels its effects.
        guard exhaustivity.isExhaustive, !unreceived.isEmpty || !running.isEmpty else { return }
        var message = "TestStore<\(Model.self)> was released with work left over."
        message += Self.describe(unreceived: unreceived)
        message += Self.describe(runningEffects: running)
        message += """

            Receive every action effects feed back, and end the test with `await store.finish()`, \
            or set `exhaustivity = .off`.
            """
        reportFailure(message, at: creationSite)
    }

    // MARK: - Steps

    /// Sends an action to the update and asserts the state change it makes.
    ///
    /// ```swift
    /// await store.send(.item(id: 3, action: .toggle)) {
    ///     $0.items[3]?.done = true
    /// }
    /// ```
    ///
    /// The closure receives a copy of the state before the action and mutates it into the state
    /// expected after it. If the actual state differs, the test fails with one
    /// `path: expected → actual` line per differing field. Without a closure, the step asserts
    /// that the state did not change. With ``exhaustivity`` ``Exhaustivity/off``, the closure
    /// is applied to the actual new state instead, so only the fields it sets are checked.
    ///
    /// The effects the update returns start at once; `send` returns once they have run as far
    /// as they can on their own (see ``TestStore``), so the actions they send right away are
    /// already waiting for `receive`. In exhaustive mode, sending while fed-back actions wait to
    /// be received fails.
    ///
    /// - Parameters:
    ///   - action: The action to send.
    ///   - updateStateToExpectedResult: Mutates the state before the action into the expected
    ///     state after it. `nil` asserts that the state does not change.
    ///   - fileID: The file of the call; a failure is reported there.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func send(
        _ action: Model.Action,
        assert updateStateToExpectedResult: ((inout Model) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let step = "send(\(Diff.render(action)))"
        discardUnreceived(
            because: "Must receive every action effects fed back before \(step).", at: site)
        let before = state
        sentStep = ("\(step) at \(site.shortDescription)", nil)
        store.send(action)
        let after = sentStep?.after ?? state
        sentStep = nil
        check(
            step: step, before: before, after: after, expected: updateStateToExpectedResult,
            at: site)
        await runner.waitUntilIdle(timeout: timeout)
    }

    /// Waits for the next action effects feed back, checks it is the expected one, and asserts
    /// the state change it made.
    ///
    /// ```swift
    /// await store.receive(.item(id: 3, action: .saved)) {
    ///     $0.items[3]?.isSaving = false
    /// }
    /// ```
    ///
    /// Fails if a different action arrives first, if no action arrives within `timeout`, or at
    /// once if no effect is running that could send one. With ``exhaustivity``
    /// ``Exhaustivity/off``, actions before the expected one are skipped.
    ///
    /// Actions are compared with their `Equatable` conformance, looked up when the step runs:
    /// an action type that is not `Equatable` fails the step with a message saying so (use
    /// ``receive(where:timeout:assert:fileID:filePath:line:column:)`` for those). It is looked
    /// up rather than required because Swift rejects a main-actor isolated conformance, which
    /// every conformance in a module with default main-actor isolation is, for the `Sendable`
    /// action type.
    ///
    /// - Parameters:
    ///   - expectedAction: The action expected next.
    ///   - timeout: How long to wait for it; ``timeout`` when `nil`.
    ///   - updateStateToExpectedResult: Mutates the state before the action into the expected
    ///     state after it. `nil` asserts that the state does not change.
    ///   - fileID: The file of the call; a failure is reported there.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func receive(
        _ expectedAction: Model.Action,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((inout Model) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        // Actions are compared with `==` found at run time rather than through a
        // `Model.Action: Equatable` constraint: `Action` is `Sendable`, and Swift rejects a
        // main-actor isolated conformance (every conformance in a module with default
        // main-actor isolation) for a `Sendable` type parameter. The test store runs on the main
        // actor, where the cast finds such a conformance.
        guard Model.Action.self is any Equatable.Type else {
            reportFailure(
                """
                receive(_:) compares actions with ==, but \(Model.Action.self) is not Equatable. \
                Make it Equatable, or match the action with receive(where:).
                """,
                at: site)
            return
        }
        await receive(
            Diff.render(expectedAction),
            matching: { Diff.isEqual($0, expectedAction) == true },
            timeout: timeout, assert: updateStateToExpectedResult, at: site)
    }

    /// Waits for the next action effects feed back, checks it matches a predicate, and asserts
    /// the state change it made.
    ///
    /// Use it for actions that are not `Equatable`, or to match part of an action:
    ///
    /// ```swift
    /// await store.receive(where: { if case .loaded = $0 { true } else { false } }) {
    ///     $0.isLoading = false
    ///     $0.items = [1, 2, 3]
    /// }
    /// ```
    ///
    /// Fails like ``receive(_:timeout:assert:fileID:filePath:line:column:)-(Model.Action,_,_,_,_,_,_)``.
    ///
    /// - Parameters:
    ///   - predicate: Returns whether an action is the one expected.
    ///   - timeout: How long to wait for it; ``timeout`` when `nil`.
    ///   - updateStateToExpectedResult: Mutates the state before the action into the expected
    ///     state after it. `nil` asserts that the state does not change.
    ///   - fileID: The file of the call; a failure is reported there.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func receive(
        where predicate: (Model.Action) -> Bool,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((inout Model) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receive(
            "an action matching the predicate", matching: predicate,
            timeout: timeout, assert: updateStateToExpectedResult,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Waits for the next action effects feed back, checks it is in a case, whatever its
    /// payload, and asserts the state change it made: for a timer's tick or a response whose
    /// payload the test does not want to spell out.
    ///
    /// ```swift
    /// await store.receive(/AppModel.Action.loaded) { $0.isLoading = false }
    /// ```
    ///
    /// Fails like ``receive(_:timeout:assert:fileID:filePath:line:column:)-(Model.Action,_,_,_,_,_,_)``.
    ///
    /// - Parameters:
    ///   - casePath: The case of the expected action.
    ///   - timeout: How long to wait for it; ``timeout`` when `nil`.
    ///   - updateStateToExpectedResult: Mutates the state before the action into the expected
    ///     state after it. `nil` asserts that the state does not change.
    ///   - fileID: The file of the call; a failure is reported there.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func receive<Payload>(
        _ casePath: CasePath<Model.Action, Payload>,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((inout Model) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receive(
            "an action of the case \(Payload.self)",
            matching: { casePath.extract(from: $0) != nil },
            timeout: timeout, assert: updateStateToExpectedResult,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts the store's state now, without sending anything: the closure turns the state as
    /// the test last knew it into the expected one.
    ///
    /// ```swift
    /// store.assert {
    ///     $0.path[id: 0] = .detail(DetailModel(meeting: standup))
    /// }
    /// ```
    ///
    /// In exhaustive mode nothing changes the state between steps, so the closure states what
    /// is already true; with ``exhaustivity`` ``Exhaustivity/off`` it checks the fields the
    /// skipped steps changed.
    ///
    /// - Parameters:
    ///   - updateStateToExpectedResult: Mutates the state into the expected one.
    ///   - fileID: The file of the call; a failure is reported there.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func assert(
        _ updateStateToExpectedResult: (inout Model) throws -> Void,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let current = state
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        withoutActuallyEscaping(updateStateToExpectedResult) { expected in
            check(step: "assert", before: current, after: current, expected: expected, at: site)
        }
    }

    /// Waits for every running effect to finish, then asserts that every action they fed back
    /// was received.
    ///
    /// Call it at the end of a test. Effects still running after `timeout` fail the test and
    /// are cancelled. In exhaustive mode, actions fed back and not received fail the test; with
    /// ``exhaustivity`` ``Exhaustivity/off`` they are discarded (their state changes are kept).
    ///
    /// - Parameters:
    ///   - timeout: How long to wait for the effects; ``timeout`` when `nil`.
    ///   - fileID: The file of the call; a failure is reported there.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let timeout = timeout ?? self.timeout
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !origins.isEmpty, ContinuousClock.now < deadline {
            await waitForActivity(until: deadline)
        }
        if !origins.isEmpty {
            reportFailure(
                "Effects were still running \(timeout) after finish()."
                    + Self.describe(runningEffects: runningOrigins)
                    + "\nThey are cancelled now. Make them end, or cancel them with Fx.cancel(id:).",
                at: site)
            store.cancelAllEffects()
            origins.removeAll()  // cancelled: they deliver nothing more
        }
        discardUnreceived(because: "Effects fed back actions the test did not receive.", at: site)
    }

    // MARK: - Receiving

    private func receive(
        _ expected: String,
        matching predicate: (Model.Action) -> Bool,
        timeout: Duration?,
        assert updateStateToExpectedResult: ((inout Model) throws -> Void)?,
        at site: CallSite
    ) async {
        let timeout = timeout ?? self.timeout
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var skipped: [String] = []
        while true {
            if !received.isEmpty {
                let next = received.removeFirst()
                // Let the effect that sent the action run on, and end if sending was its last
                // step, so that it does not count as still running when the test ends.
                await runner.waitUntilIdle(timeout: timeout)
                guard predicate(next.action) else {
                    if exhaustivity.isExhaustive {
                        reportFailure(
                            "Expected to receive \(expected), but received "
                                + "\(Diff.render(next.action)) first.",
                            at: site)
                        return
                    }
                    skipped.append(Diff.render(next.action))
                    if exhaustivity == .offShowingSkipped {
                        noteSkipped(
                            "Skipped \(Diff.render(next.action)) while waiting for \(expected).",
                            at: site)
                    }
                    continue
                }
                check(
                    step: "receive(\(Diff.render(next.action)))", before: next.stateBefore,
                    after: next.stateAfter, expected: updateStateToExpectedResult, at: site)
                return
            }
            let reason: String
            if origins.isEmpty {
                reason = "no effect is running that could send it."
            } else if ContinuousClock.now >= deadline {
                reason =
                    "no action arrived within \(timeout)."
                    + Self.describe(runningEffects: runningOrigins)
            } else {
                await waitForActivity(until: deadline)
                continue
            }
            var message = "Expected to receive \(expected), but \(reason)"
            if !skipped.isEmpty {
                message += "\nSkipped: \(skipped.joined(separator: ", "))."
            }
            reportFailure(message, at: site)
            return
        }
    }

    /// Suspends until an effect feeds back an action or ends, or until `deadline`.
    private func waitForActivity(until deadline: ContinuousClock.Instant) async {
        let timer = Task { [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            guard !Task.isCancelled else { return }
            self?.wakeWaiters()
        }
        await withCheckedContinuation { waiters.append($0) }
        timer.cancel()
    }

    /// Who started the effects still running, in the order they started.
    private var runningOrigins: [String] {
        origins.sorted { $0.key < $1.key }.map(\.value)
    }

    private func wakeWaiters() {
        let waiters = self.waiters
        self.waiters.removeAll()
        for waiter in waiters {
            waiter.resume()
        }
    }

    // MARK: - Observing the store

    /// Plugs the test store into its store's runtime: effects run on the runner that tells when
    /// they are idle, runtime issues go to the log, and every action processed is either the
    /// test's own (its state checked by the step) or fed back (queued for `receive`).
    private func installHooks() {
        let runner = self.runner
        hooks.startTask = { priority, operation in runner.start(priority: priority, operation) }
        hooks.reportIssue = issueLog.record
        hooks.didProcess = { [weak self] action, before, after in
            self?.didProcess(action, before: before, after: after)
        }
        hooks.didDismiss = { [weak self] in
            guard let self else { return }
            isDismissed = true
            endEffectsOfDismissedScreen()
        }
        hooks.didStartEffect = { [weak self] token in
            guard let self else { return }
            origins[token] = origin
            if isDismissed {
                endEffectsOfDismissedScreen()
            }
        }
        hooks.didCancelEffect = { [weak self] token in
            guard let self else { return }
            origins[token] = nil
            wakeWaiters()
        }
        hooks.didEndEffect = { [weak self] token in
            guard let self else { return }
            origins[token] = nil
            wakeWaiters()
        }
        store.hooks = hooks
    }

    /// Ends every effect of a screen that dismissed itself, as its parent's clearing it would.
    private func endEffectsOfDismissedScreen() {
        store.cancelAllEffects()
        origins.removeAll()  // cancelled: they deliver nothing more
        wakeWaiters()
    }

    private func didProcess(_ action: Model.Action, before: Model, after: Model) {
        if let step = sentStep, step.after == nil {
            sentStep?.after = after
            origin = step.origin
            return
        }
        origin = "the fed-back action \(Diff.render(action))"
        received.append(ReceivedAction(action: action, stateBefore: before, stateAfter: after))
        wakeWaiters()
    }

    /// Forgets the actions effects fed back that the test has not received, failing the test
    /// with `problem` and the list of them when exhaustivity is on.
    func discardUnreceived(because problem: String, at site: CallSite) {
        guard !received.isEmpty else { return }
        let unreceived = Self.describe(unreceived: received.map { Diff.render($0.action) })
        switch exhaustivity {
        case .on: reportFailure(problem + unreceived, at: site)
        case .offShowingSkipped: noteSkipped("Discarded:" + unreceived, at: site)
        case .off: break
        }
        received.removeAll()
    }

    // MARK: - Assertions

    private func check(
        step: String,
        before: Model,
        after: Model,
        expected updateStateToExpectedResult: ((inout Model) throws -> Void)?,
        at site: CallSite
    ) {
        if exhaustivity == .offShowingSkipped {
            reportUnassertedChanges(
                step: step, before: before, after: after, expected: updateStateToExpectedResult,
                at: site)
        }
        var expected = exhaustivity.isExhaustive ? before : after
        // A write the assertion closure made that Reflow refused (through `path[id:case:]` or
        // `optional[case:]` to another case) fails the test: the expectation is for another
        // state than the one it names.
        let refused = LockedBox<[RuntimeIssue]>([])
        do {
            try RuntimeIssue.$reporter.withValue({ issue in refused.withLock { $0.append(issue) } }
            ) {
                try updateStateToExpectedResult?(&expected)
            }
        } catch {
            reportFailure("The assertion closure of \(step) threw an error: \(error)", at: site)
            return
        }
        for issue in refused.withLock({ $0 }) {
            reportFailure(
                "The assertion closure of \(step) made a change Reflow refused: \(issue.message)",
                at: site)
        }
        guard expected != after else { return }
        let header =
            updateStateToExpectedResult == nil
            ? "\(step) changed the state, but no change was asserted"
            : "The state after \(step) is not the expected one"
        let lines = Diff.lines(from: expected, to: after)
        reportFailure(
            "\(header) (expected → actual):\n"
                + lines.map { "  \($0)" }.joined(separator: "\n"),
            at: site)
    }

    /// Reports something a non-exhaustive store let through, and keeps it for its own tests.
    private func noteSkipped(_ message: String, at site: CallSite) {
        skippedReports.append(message)
        reportSkipped(message, at: site)
    }

    /// Shows the state changes of a step that its assertion did not make, for
    /// ``Exhaustivity/offShowingSkipped``.
    private func reportUnassertedChanges(
        step: String,
        before: Model,
        after: Model,
        expected updateStateToExpectedResult: ((inout Model) throws -> Void)?,
        at site: CallSite
    ) {
        var asserted = before
        if let updateStateToExpectedResult {
            // An assertion that throws is reported by the step itself.
            guard (try? updateStateToExpectedResult(&asserted)) != nil else { return }
        }
        guard asserted != after else { return }
        let lines = Diff.lines(from: asserted, to: after)
        noteSkipped(
            "\(step) changed what it did not assert (asserted → actual):\n"
                + lines.map { "  \($0)" }.joined(separator: "\n"),
            at: site)
    }

    /// Runs `body` with another exhaustivity, then puts the store's own back: to check one part
    /// of a test strictly, or to let one part through.
    ///
    /// ```swift
    /// await store.withExhaustivity(.off) {
    ///     await store.send(.refresh)
    ///     await store.receive(/AppModel.Action.loaded)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - exhaustivity: The exhaustivity inside `body`.
    ///   - body: The steps.
    /// - Returns: What `body` returns.
    public func withExhaustivity<Result>(
        _ exhaustivity: Exhaustivity,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        let saved = self.exhaustivity
        self.exhaustivity = exhaustivity
        defer { self.exhaustivity = saved }
        return try await body()
    }

    // MARK: - Messages

    private nonisolated static func describe(unreceived actions: [String]) -> String {
        guard !actions.isEmpty else { return "" }
        let count = actions.count == 1 ? "1 action" : "\(actions.count) actions"
        return "\n\(count) fed back by effects and not received:\n"
            + actions.map { "  \($0)" }.joined(separator: "\n")
    }

    private nonisolated static func describe(runningEffects origins: [String]) -> String {
        guard !origins.isEmpty else { return "" }
        let count = origins.count == 1 ? "1 effect" : "\(origins.count) effects"
        return "\n\(count) still running:\n"
            + origins.map { "  started by \($0)" }.joined(separator: "\n")
    }
}
