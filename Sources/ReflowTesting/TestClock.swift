import Foundation
import Reflow

/// A clock whose time moves only when a test advances it.
///
/// Give it to effects through the environment, wherever they would take a
/// `ContinuousClock` or any other `Clock<Duration>`:
///
/// ```swift
/// struct ReminderModel: ModelProtocol {
///     struct Environment: Sendable {
///         var clock: any Clock<Duration>
///     }
///     // In update:
///     case .schedule:
///         let clock = environment.clock
///         state.isScheduled = true
///         return Update(
///             state: state,
///             fx: .run { send in
///                 guard (try? await clock.sleep(for: .seconds(60))) != nil else { return }
///                 await send(.fire)
///             })
/// }
///
/// // In a test:
/// let clock = TestClock()
/// let store = TestStore(state: ReminderModel(), environment: .init(clock: clock))
/// await store.send(.schedule) { $0.isScheduled = true }
/// await clock.advance(by: .seconds(60))
/// await store.receive(.fire) { $0.fired = true }
/// ```
///
/// A sleep on a test clock suspends until the test advances the clock to its deadline, however
/// much real time passes: the test decides when each sleep ends, and never waits for the wall
/// clock. A cancelled sleep throws `CancellationError`, as `Task.sleep` does.
public final class TestClock: Clock, Sendable {

    /// A point in a test clock's time: an offset from the clock's origin.
    public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
        /// The time since the clock's origin.
        public var offset: Duration

        /// Creates an instant.
        ///
        /// - Parameter offset: The time since the clock's origin; zero by default.
        public init(offset: Duration = .zero) {
            self.offset = offset
        }

        /// The instant a duration after this one.
        ///
        /// - Parameter duration: The time to add.
        /// - Returns: The later instant.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to another.
        ///
        /// - Parameter other: The other instant.
        /// - Returns: `other` minus this instant.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether an instant comes before another.
        ///
        /// - Parameters:
        ///   - lhs: An instant.
        ///   - rhs: Another instant.
        /// - Returns: `true` when `lhs` is earlier than `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset, such as `60.0 seconds`.
        public var description: String { "\(offset)" }
    }

    private struct Sleeper {
        var id: UInt64
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
        /// The runner of the test store whose effect sleeps, if a test store runs it.
        var runner: EffectRunner?
    }

    /// What the clock's sleeps and the test share, under one lock.
    private struct Timeline {
        var current: Instant
        var sleepers: [Sleeper] = []
        /// Sleeps that have an identifier but are not registered in `sleepers` yet.
        var registering: Set<UInt64> = []
        /// Sleeps cancelled before they were registered.
        var cancelled: Set<UInt64> = []
        var nextSleeper: UInt64 = 0
    }

    private let timeline: LockedBox<Timeline>
    /// The runners of the test stores whose effects have slept on this clock.
    private let runners = RunnerSet()

    /// Creates a test clock.
    ///
    /// - Parameter now: The clock's time at first; its origin by default.
    public init(now: Instant = Instant()) {
        self.timeline = LockedBox(Timeline(current: now))
    }

    /// The clock's current time. It changes only when the test advances the clock.
    public var now: Instant {
        timeline.withLock { $0.current }
    }

    /// The smallest measurable time: zero, as a test clock is exact.
    public var minimumResolution: Duration { .zero }

    /// The number of sleeps waiting for the clock to reach their deadline.
    public var sleeperCount: Int {
        timeline.withLock { $0.sleepers.count }
    }

    /// Suspends until the test advances the clock to `deadline`, or returns at once if it is
    /// already there.
    ///
    /// - Parameters:
    ///   - deadline: The instant to wake at.
    ///   - tolerance: Ignored: a test clock wakes sleeps exactly at their deadline.
    /// - Throws: `CancellationError` if the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let runner = EffectRunner.current
        if let runner {
            runners.insert(runner)
        }
        let id = timeline.withLock { timeline in
            timeline.nextSleeper += 1
            timeline.registering.insert(timeline.nextSleeper)
            return timeline.nextSleeper
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let outcome: Result<Bool, CancellationError> = timeline.withLock { timeline in
                    timeline.registering.remove(id)
                    if timeline.cancelled.remove(id) != nil {
                        return .failure(CancellationError())
                    }
                    if deadline <= timeline.current { return .success(true) }
                    timeline.sleepers.append(
                        Sleeper(
                            id: id, deadline: deadline, continuation: continuation, runner: runner))
                    return .success(false)
                }
                switch outcome {
                case .failure(let error): continuation.resume(throwing: error)
                case .success(true): continuation.resume()
                case .success(false): break
                }
            }
        } onCancel: {
            let sleeper: Sleeper? = timeline.withLock { timeline in
                guard let index = timeline.sleepers.firstIndex(where: { $0.id == id }) else {
                    if timeline.registering.contains(id) {
                        timeline.cancelled.insert(id)
                    }
                    return nil
                }
                return timeline.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward, waking every sleep whose deadline it passes, earliest first.
    ///
    /// Before moving, it waits until the effects of the test stores using this clock have run
    /// as far as they can; after waking each sleep it waits for them again, so the woken effect
    /// has delivered its actions, and an effect that sleeps in a loop wakes once per period
    /// passed. (A sleep in a task no test store runs gets a short while to move on instead.)
    ///
    /// - Parameter duration: How far to move; zero wakes only the sleeps already due.
    public func advance(by duration: Duration = .zero) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves the clock forward to an instant, waking every sleep whose deadline it passes,
    /// earliest first. Does nothing to the time if the instant is already past.
    ///
    /// - Parameter deadline: The instant to move to.
    public func advance(to deadline: Instant) async {
        await waitForEffects()
        while let sleeper = nextSleeper(dueBy: deadline) {
            sleeper.continuation.resume()
            if sleeper.runner == nil {
                await settle()
            }
            await waitForEffects()
        }
        timeline.withLock { $0.current = max($0.current, deadline) }
    }

    /// Waits until the effects of every test store that used this clock, or that started
    /// effects since it last waited for them, are idle.
    ///
    /// At most a minute per store: idle effects end the wait at once, so only effects that
    /// never suspend (a busy loop) reach it; a shorter bound let a loaded machine move the clock
    /// on before the effects it woke had run.
    private func waitForEffects() async {
        let known = runners.all
        let unsettled = EffectRunner.unsettled.filter { runner in
            !known.contains { $0 === runner }
        }
        for runner in known + unsettled {
            await runner.waitUntilIdle(timeout: .seconds(60))
        }
    }

    /// Removes the earliest sleep due by `deadline` and moves the clock to its deadline.
    private func nextSleeper(dueBy deadline: Instant) -> Sleeper? {
        timeline.withLock { timeline in
            let sleepers = timeline.sleepers
            guard
                let index = sleepers.indices
                    .filter({ sleepers[$0].deadline <= deadline })
                    .min(by: { sleepers[$0].deadline < sleepers[$1].deadline })
            else { return nil }
            let sleeper = timeline.sleepers.remove(at: index)
            timeline.current = max(timeline.current, sleeper.deadline)
            return sleeper
        }
    }
}
