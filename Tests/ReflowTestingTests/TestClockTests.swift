import Reflow
import ReflowTesting
import Testing

/// A reminder that fires a minute after it is scheduled, and a metronome that ticks every
/// second until stopped: effects that wait on the clock the environment gives them.
private struct ReminderModel: ModelProtocol {
    enum Action: Equatable, Sendable {
        case schedule
        case fire
        case startTicking
        case tick
        case stopTicking
    }

    struct Environment: Sendable {
        var clock: any Clock<Duration>
    }

    var isScheduled = false
    var fired = false
    var ticks = 0

    static func update(
        state: consuming ReminderModel,
        action: Action,
        environment: Environment
    ) -> Update<ReminderModel> {
        let clock = environment.clock
        switch action {
        case .schedule:
            state.isScheduled = true
            return Update(
                state: state,
                fx: .run { send in
                    guard (try? await clock.sleep(for: .seconds(60))) != nil else { return }
                    await send(.fire)
                })
        case .fire:
            state.fired = true
            return Update(state: state)
        case .startTicking:
            return Update(
                state: state,
                fx: .run { send in
                    while (try? await clock.sleep(for: .seconds(1))) != nil {
                        await send(.tick)
                    }
                }
                .cancellable(id: "metronome"))
        case .tick:
            state.ticks += 1
            return Update(state: state)
        case .stopTicking:
            return Update(state: state, fx: .cancel(id: "metronome"))
        }
    }
}

@MainActor
@Suite struct TestClockTests {
    @Test func anEffectThatSleepsFiresWhenTheTestAdvancesTheClock() async {
        let clock = TestClock()
        let store = TestStore(state: ReminderModel(), environment: .init(clock: clock))
        await store.send(.schedule) { $0.isScheduled = true }

        await clock.advance(by: .seconds(59))
        #expect(store.state.fired == false)
        #expect(clock.sleeperCount == 1)

        await clock.advance(by: .seconds(1))
        await store.receive(.fire) { $0.fired = true }
        await store.finish()
        #expect(clock.now == TestClock.Instant(offset: .seconds(60)))
    }

    @Test func advancingPastSeveralPeriodsWakesALoopOncePerPeriod() async {
        let clock = TestClock()
        let store = TestStore(state: ReminderModel(), environment: .init(clock: clock))
        await store.send(.startTicking)
        await clock.advance(by: .seconds(3))
        await store.receive(.tick) { $0.ticks = 1 }
        await store.receive(.tick) { $0.ticks = 2 }
        await store.receive(.tick) { $0.ticks = 3 }
        await store.send(.stopTicking)
        await store.finish()
    }

    @Test func anEffectOfTheInitialUpdateSleepsBeforeTheFirstAdvance() async {
        let clock = TestClock()
        let store = TestStore(
            create: ReminderModel.update(
                state: ReminderModel(), action: .schedule, environment: .init(clock: clock)),
            environment: .init(clock: clock))
        await clock.advance(by: .seconds(60))
        await store.receive(.fire) { $0.fired = true }
        await store.finish()
    }

    @Test func aSleepWhoseDeadlineHasPassedReturnsAtOnce() async throws {
        let clock = TestClock(now: .init(offset: .seconds(10)))
        try await clock.sleep(until: .init(offset: .seconds(5)))
        #expect(clock.sleeperCount == 0)
    }

    @Test func aCancelledSleepThrowsCancellationError() async {
        let clock = TestClock()
        let sleep = Task { try await clock.sleep(for: .seconds(1)) }
        while clock.sleeperCount == 0 {
            await Task.yield()
        }
        sleep.cancel()
        await #expect(throws: CancellationError.self) { try await sleep.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func sleepsWakeInDeadlineOrder() async {
        let clock = TestClock()
        let woken = WakeLog()
        let sleeps = [3, 1, 2].map { seconds in
            Task {
                try? await clock.sleep(for: .seconds(seconds))
                await woken.append(seconds)
            }
        }
        while clock.sleeperCount < 3 {
            await Task.yield()
        }
        await clock.advance(by: .seconds(5))
        for sleep in sleeps { await sleep.value }
        #expect(await woken.seconds == [1, 2, 3])
    }
}

private actor WakeLog {
    var seconds: [Int] = []
    func append(_ value: Int) { seconds.append(value) }
}
