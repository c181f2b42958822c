import Dispatch
import Foundation
import Reflow

/// Starts a test store's effects and tells when they have run as far as they can.
///
/// Effects run in tasks that prefer an ``EffectExecutor``, so the runner can count the effect
/// jobs queued or running. "Idle" means none is: every effect has ended or is suspended,
/// waiting for something outside (a ``TestClock``, an action, a continuation the test
/// resumes). That makes a test deterministic without sleeping: `send` returns once the effects
/// it started are idle, and `TestClock.advance` returns once the sleeps it woke are idle again.
///
/// Where task executors are not available (before macOS 15, iOS 18, tvOS 18, watchOS 11),
/// effects run as plain tasks and waiting for idle lets already scheduled work run a while.
final class EffectRunner: Sendable {
    /// The runner of the effect running in the current task, if any; ``TestClock`` reads it to
    /// wait for the effects it wakes.
    @TaskLocal static var current: EffectRunner?

    /// The runners that started effects since they last waited for their effects to be idle.
    ///
    /// ``TestClock`` waits for them before it moves time, so that an effect a test store started
    /// outside a step (in `init(create:)`, or for an action fed back between steps) has reached
    /// its sleep first.
    static var unsettled: [EffectRunner] { unsettledRunners.all }

    private static let unsettledRunners = RunnerSet()

    /// An ``EffectExecutor`` where available; `Any` keeps this type free of availability.
    private let executor: (any Sendable)?

    init() {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
            executor = EffectExecutor()
        } else {
            executor = nil
        }
    }

    /// Starts an operation in a task that runs on this runner's executor.
    ///
    /// The task keeps the runner, and with it the executor, alive until it ends: a cancelled
    /// effect may still be resumed after its test store is gone.
    func start(
        priority: TaskPriority?,
        _ operation: @escaping @Sendable () async -> Void
    ) -> Task<Void, Never> {
        Self.unsettledRunners.insert(self)
        return Self.$current.withValue(self) {
            if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *),
                let executor = executor as? EffectExecutor
            {
                return Task(executorPreference: executor, priority: priority) {
                    await operation()
                    withExtendedLifetime(self) {}
                }
            }
            return Task(priority: priority) {
                await operation()
                withExtendedLifetime(self) {}
            }
        }
    }

    /// Waits until no effect job is queued or running, or until `timeout` has passed.
    ///
    /// It runs on the main actor, where effects deliver their actions and report their end. An
    /// effect job that ends by moving to the main actor leaves the executor idle while its
    /// main-actor part is still queued, so idleness counts only once it has lasted through a
    /// turn of the main actor: the main-actor work queued before the turn has run, and no
    /// effect job ran meanwhile.
    @MainActor
    func waitUntilIdle(timeout: Duration) async {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *),
            let executor = executor as? EffectExecutor
        else {
            await settle()
            Self.unsettledRunners.remove(self)
            return
        }
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while ContinuousClock.now < deadline {
            guard let idleSince = executor.completedJobsIfIdle else {
                await executor.waitForIdle(until: deadline)
                continue
            }
            await Task.yield()
            if executor.completedJobsIfIdle == idleSince {
                Self.unsettledRunners.remove(self)
                return
            }
        }
    }
}

/// A set of runners, held weakly.
///
/// `Sendable`: the runners sit in a `LockedBox`.
final class RunnerSet: Sendable {
    private struct Weak {
        weak var runner: EffectRunner?
    }

    private let runners = LockedBox<[ObjectIdentifier: Weak]>([:])

    /// The runners still alive.
    var all: [EffectRunner] {
        runners.withLock { runners in
            runners = runners.filter { $0.value.runner != nil }
            return runners.values.compactMap(\.runner)
        }
    }

    func insert(_ runner: EffectRunner) {
        runners.withLock { $0[ObjectIdentifier(runner)] = Weak(runner: runner) }
    }

    func remove(_ runner: EffectRunner) {
        runners.withLock { $0[ObjectIdentifier(runner)] = nil }
    }
}

/// A task executor that counts the jobs it has queued or running, and wakes waiters when the
/// count drops to zero.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
final class EffectExecutor: TaskExecutor, Sendable {
    /// What the executor's jobs and waiters share, under one lock.
    private struct Counts {
        var activeJobs = 0
        var completedJobs: UInt64 = 0
        var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter: UInt64 = 0
    }

    private let queue = DispatchQueue(
        label: "ReflowTesting.TestStore.effects", attributes: .concurrent)
    private let counts = LockedBox(Counts())

    /// The number of jobs run so far when no job is queued or running; `nil` otherwise.
    var completedJobsIfIdle: UInt64? {
        counts.withLock { $0.activeJobs == 0 ? $0.completedJobs : nil }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        counts.withLock { $0.activeJobs += 1 }
        queue.async { [self] in
            job.runSynchronously(on: asUnownedTaskExecutor())
            let idleWaiters: [CheckedContinuation<Void, Never>] = counts.withLock { counts in
                counts.activeJobs -= 1
                counts.completedJobs += 1
                guard counts.activeJobs == 0 else { return [] }
                defer { counts.waiters.removeAll() }
                return Array(counts.waiters.values)
            }
            for waiter in idleWaiters {
                waiter.resume()
            }
        }
    }

    /// Suspends until the executor is idle or `deadline` passes.
    func waitForIdle(
        isolation: isolated (any Actor)? = #isolation,
        until deadline: ContinuousClock.Instant
    ) async {
        let id = counts.withLock { counts in
            counts.nextWaiter += 1
            return counts.nextWaiter
        }
        let timer = Task { [counts] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            counts.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
        await withCheckedContinuation { continuation in
            let isDone = counts.withLock { counts in
                guard counts.activeJobs > 0, ContinuousClock.now < deadline else { return true }
                counts.waiters[id] = continuation
                return false
            }
            if isDone {
                continuation.resume()
            }
        }
        timer.cancel()
    }
}
