import Foundation
import Reflow
import Testing

@testable import ReflowTesting

@Suite struct DependenciesTests {
    @Test func anImmediateClocksSleepsEndAtOnceAndMoveItsTime() async throws {
        let clock = ImmediateClock()
        let start = clock.now
        try await clock.sleep(for: .seconds(3600))
        try await clock.sleep(for: .seconds(60))
        #expect(start.duration(to: clock.now) == .seconds(3660))
        // A deadline in the past leaves the time where it is.
        try await clock.sleep(until: start, tolerance: nil)
        #expect(start.duration(to: clock.now) == .seconds(3660))
    }

    @Test func aCancelledSleepOnAnImmediateClockThrows() async {
        let clock = ImmediateClock()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.now == ImmediateClock.Instant())
    }

    @Test func anIncrementingUUIDGeneratorCountsFromZero() {
        let uuid = TestDependencies.incrementingUUID()
        #expect(uuid() == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
        #expect(uuid() == TestDependencies.uuid(1))
        #expect(uuid() == TestDependencies.uuid(2))
        #expect(TestDependencies.incrementingUUID()() == TestDependencies.uuid(0))
        #expect(TestDependencies.uuid(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
    }

    @Test func aFixedDateIsAlwaysTheSame() {
        let now = TestDependencies.fixedDate(Date(timeIntervalSince1970: 42))
        #expect(now() == Date(timeIntervalSince1970: 42))
        #expect(now() == now())
        #expect(TestDependencies.fixedDate()() == Date(timeIntervalSinceReferenceDate: 0))
    }

    @Test func anUnimplementedDependencyFailsTheTestWithItsNameAndGoesOn() async {
        let fetch: @Sendable () -> [String] = unimplemented("AppEnvironment.fetch", placeholder: [])
        let lookUp: @Sendable (Int) -> String = unimplemented(
            "AppEnvironment.lookUp", placeholder: "")
        let load: @Sendable () async throws -> Int = unimplemented("AppEnvironment.load")
        withKnownIssue {
            #expect(fetch() == [])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Unimplemented: AppEnvironment.fetch") }
        }
        withKnownIssue {
            #expect(lookUp(3) == "")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("AppEnvironment.lookUp") }
        }
        await withKnownIssue {
            await #expect(throws: UnimplementedDependency(name: "AppEnvironment.load")) {
                try await load()
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("AppEnvironment.load") }
        }
    }
}
