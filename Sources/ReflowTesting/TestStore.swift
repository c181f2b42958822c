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
///   ``receive(_:timeout:assert:fileID:filePath:line:column:)`` (or
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
    public private(set) var state: Model

    /// The dependencies handed to every update, and through it to the effects.
    public let environment: Model.Environment

    /// How strictly the test store checks what the test did not assert. ``Exhaustivity/on`` by
    /// default.
    public var exhaustivity: Exhaustivity = .on

    /// How long `receive` and ``finish(timeout:fileID:filePath:line:column:)`` wait when they
    /// are not given a timeout. One second by default.
    ///
    /// Only waits are bounded by it: `receive` returns as soon as the action arrives. It also
    /// bounds how long a step waits for effects that keep running (a busy loop, say) to
    /// suspend; such a step then goes on without a failure.
    public var timeout: Duration = .seconds(1)

    /// The runtime issues the updates reported, in order, since the test store was created.
    ///
    /// The test store binds `RuntimeIssue.reporter` while it runs an update, so issues
    /// such as an action for a removed list item land here instead of standard error, and do
    /// not fail the test. Runtime issues are reported in debug builds only: assert on them in
    /// tests that run in debug.
    public var runtimeIssues: [RuntimeIssue] { issueLog.issues }

    /// The number of effects still running. A cancelled effect no longer counts.
    public var runningEffectCount: Int { effects.count }

    /// An action an effect fed back, already run through the update, waiting to be received.
    ///
    /// `@unchecked Sendable`: the states need not be `Sendable`, but only the test store's
    /// main-actor code touches them, and its `deinit`, which has exclusive access and reads the
    /// actions only.
    private struct ReceivedAction: @unchecked Sendable {
        var action: Model.Action
        var stateBefore: Model
        var stateAfter: Model
    }

    private var received: [ReceivedAction] = []
    /// Fed-back actions waiting to be run through the update.
    private var pending: [Model.Action] = []
    private var isProcessing = false
    private var effects = TrackedEffects()
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
        self.state = state
        self.environment = environment
        self.creationSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
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
        isProcessing = true
        run(create.fx, origin: "init(create:) at \(creationSite.shortDescription)")
        drainPending()
        isProcessing = false
    }

    deinit {
        let unreceived = received.map { Diff.render($0.action) }
        let running = effects.origins
        var effects = self.effects
        effects.cancelAll()
        guard exhaustivity == .on, !unreceived.isEmpty || !running.isEmpty else { return }
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
        isProcessing = true
        let after = process(action, origin: "\(step) at \(site.shortDescription)")
        drainPending()
        isProcessing = false
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
    /// Fails like ``receive(_:timeout:assert:fileID:filePath:line:column:)``.
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
        while !effects.isEmpty, ContinuousClock.now < deadline {
            await waitForActivity(until: deadline)
        }
        if !effects.isEmpty {
            reportFailure(
                "Effects were still running \(timeout) after finish()."
                    + Self.describe(runningEffects: effects.origins)
                    + "\nThey are cancelled now. Make them end, or cancel them with Fx.cancel(id:).",
                at: site)
            effects.cancelAll()
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
                    if exhaustivity == .on {
                        reportFailure(
                            "Expected to receive \(expected), but received "
                                + "\(Diff.render(next.action)) first.",
                            at: site)
                        return
                    }
                    skipped.append(Diff.render(next.action))
                    continue
                }
                check(
                    step: "receive(\(Diff.render(next.action)))", before: next.stateBefore,
                    after: next.stateAfter, expected: updateStateToExpectedResult, at: site)
                return
            }
            let reason: String
            if effects.isEmpty {
                reason = "no effect is running that could send it."
            } else if ContinuousClock.now >= deadline {
                reason =
                    "no action arrived within \(timeout)."
                    + Self.describe(runningEffects: effects.origins)
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

    private func wakeWaiters() {
        let waiters = self.waiters
        self.waiters.removeAll()
        for waiter in waiters {
            waiter.resume()
        }
    }

    // MARK: - Processing

    /// Runs one action through the update, starts its asynchronous effects and queues the
    /// actions it feeds back at once. Returns the state right after this action.
    private func process(_ action: Model.Action, origin: String) -> Model {
        let current = state
        let next = RuntimeIssue.$reporter.withValue(issueLog.record) {
            Model.update(state: current, action: action, environment: environment)
        }
        state = next.state
        run(next.fx, origin: origin)
        return state
    }

    /// Runs the queued fed-back actions, recording each one for `receive`.
    private func drainPending() {
        while !pending.isEmpty {
            let action = pending.removeFirst()
            let before = state
            let after = process(action, origin: "the fed-back action \(Diff.render(action))")
            received.append(
                ReceivedAction(action: action, stateBefore: before, stateAfter: after))
        }
    }

    /// Forgets the actions effects fed back that the test has not received, failing the test
    /// with `problem` and the list of them when exhaustivity is on.
    private func discardUnreceived(because problem: String, at site: CallSite) {
        guard !received.isEmpty else { return }
        if exhaustivity == .on {
            reportFailure(
                problem + Self.describe(unreceived: received.map { Diff.render($0.action) }),
                at: site)
        }
        received.removeAll()
    }

    private func feedBack(_ action: Model.Action, from effect: UInt64) {
        guard effects.contains(effect) else { return }
        pending.append(action)
        guard !isProcessing else { return }
        isProcessing = true
        drainPending()
        isProcessing = false
        wakeWaiters()
    }

    private func run(_ fx: Fx<Model.Action>, origin: String) {
        for operation in fx.operations {
            switch operation {
            case .send(let action):
                pending.append(action)
            case .cancel(let id):
                effects.cancel(id: id)
            case .run(let run):
                start(run, origin: origin)
            }
        }
    }

    private func start(_ run: Fx<Model.Action>.Run, origin: String) {
        if run.cancelInFlight, let id = run.id {
            effects.cancel(id: id)
        }
        let token = effects.makeToken()
        let send = Send<Model.Action> { [weak self] action in
            self?.feedBack(action, from: token)
        }
        let ended: @MainActor @Sendable () -> Void = { [weak self] in
            self?.effectEnded(token)
        }
        let body = run.body
        let task = runner.start(priority: run.priority) {
            await body(send)
            await ended()
        }
        effects.insert(task, token: token, id: run.id, origin: origin)
    }

    private func effectEnded(_ token: UInt64) {
        guard effects.contains(token) else { return }
        effects.remove(token)
        wakeWaiters()
    }

    // MARK: - Assertions

    private func check(
        step: String,
        before: Model,
        after: Model,
        expected updateStateToExpectedResult: ((inout Model) throws -> Void)?,
        at site: CallSite
    ) {
        var expected = exhaustivity == .on ? before : after
        do {
            try updateStateToExpectedResult?(&expected)
        } catch {
            reportFailure("The assertion closure of \(step) threw an error: \(error)", at: site)
            return
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
