import Foundation
import Reflow

/// A clock whose sleeps end at once, moving its time to their deadline: for a test that does
/// not care when a timer fires, only that it does.
///
/// ```swift
/// let store = TestStore(
///     state: TimerModel(), environment: TimerModel.Environment(clock: ImmediateClock()))
/// await store.send(.start)
/// await store.receive(.tick) { $0.ticks = 1 }
/// ```
///
/// Use a ``TestClock`` where the test decides when each sleep ends. A cancelled sleep throws
/// `CancellationError`, as `Task.sleep` does.
public final class ImmediateClock: Clock, Sendable {
    /// The clock's instants: offsets from its origin, as a ``TestClock``'s.
    public typealias Instant = TestClock.Instant

    private let current: LockedBox<Instant>

    /// Creates a clock.
    ///
    /// - Parameter now: The clock's time to start with; its origin by default.
    public init(now: Instant = Instant()) {
        self.current = LockedBox(now)
    }

    /// The clock's time: the latest deadline slept until.
    public var now: Instant { current.withLock { $0 } }

    /// Zero: the clock has no resolution to speak of.
    public var minimumResolution: Duration { .zero }

    /// Moves the clock to `deadline`, if later than now, and returns after a yield.
    ///
    /// - Parameters:
    ///   - deadline: When the sleep ends.
    ///   - tolerance: Ignored.
    /// - Throws: `CancellationError` when the task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        current.withLock { now in now = Swift.max(now, deadline) }
        await Task.yield()
        try Task.checkCancellation()
    }
}
