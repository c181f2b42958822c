import Foundation
import Testing

@testable import Reflow

// Leak and load counts: stores released with effects in flight leave nothing running and
// nothing alive, and many concurrent effects deliver every action once, in order, on the main
// actor.

/// A model that records every action it receives, each update checking that it runs on the
/// main actor (`assumeIsolated` stops the program otherwise).
private struct TallyModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case spawn(tasks: Int, actions: Int)
        case tick(task: Int, value: Int)
    }

    var received: [Int: [Int]] = [:]
    var updatesOnTheMainActor = 0

    static func update(
        state: consuming TallyModel, action: Action, environment: Void
    ) -> Update<TallyModel> {
        state.updatesOnTheMainActor += MainActor.assumeIsolated { 1 }
        switch action {
        case .spawn(let tasks, let actions):
            return Update(
                state: state,
                fx: .merge(
                    (0..<tasks).map { task in
                        Fx.run { send in
                            for value in 0..<actions {
                                await send(.tick(task: task, value: value))
                            }
                        }
                    }))
        case .tick(let task, let value):
            state.received[task, default: []].append(value)
            return Update(state: state)
        }
    }
}

/// Whether a sanitizer is in this process: AddressSanitizer keeps freed memory in quarantine,
/// so resident memory says nothing about leaks under it (LeakSanitizer checks those instead).
private var underSanitizer: Bool {
    #if os(Linux)
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
        || dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil
    #else
    false
    #endif
}

@MainActor
@Suite struct LoadTests {
    @Test nonisolated func storesReleasedWithEffectsInFlightLeaveNothingRunningOrAlive() throws {
        // In a process of its own (`Tests/StoreReleaser`): resident memory is a whole process's,
        // and here the test runner's other suites run at the same time (a CI run saw them grow
        // it by 56 MiB, a full run by 300 MiB, during this test).
        let process = Process()
        process.executableURL = try testExecutable(named: "StoreReleaser")
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(
            decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let words = printed.split(whereSeparator: \.isWhitespace)
        func number(after label: String, offset: Int = 1) -> Int? {
            words.firstIndex { $0 == label }.flatMap { Int(words[$0 + offset]) }
        }
        let storeCount = 100_000
        #expect(number(after: "stores") == storeCount, "\(printed)")
        #expect(number(after: "alive") == 0, "a released store is still alive: \(printed)")
        #expect(number(after: "started") == storeCount, "\(printed)")
        #expect(number(after: "running") == 0, "\(printed)")
        // Measured from the middle of the run: the allocator grows its per-thread arenas during
        // the first batches (seen: up to 20 MiB at once, then flat); a leak keeps growing.
        // LeakSanitizer checks for unreachable memory in CI, where AddressSanitizer's quarantine
        // makes resident memory say nothing.
        #if os(Linux)
        guard !underSanitizer else { return }
        let first = try #require(number(after: "resident"), "\(printed)")
        let last = try #require(number(after: "resident", offset: 2), "\(printed)")
        print(
            "LoadTests: resident \(first >> 20) MiB after the fifth batch, \(last >> 20) MiB after the last"
        )
        #expect(first > 0, "no resident memory read: \(printed)")
        // Over 50,000 stores, 32 MiB is a leak of about 670 bytes each.
        #expect(last - first < 32 << 20, "resident memory grew from \(first) to \(last)")
        #endif
    }

    @Test func concurrentEffectsDeliverEveryActionOnceInOrderOnTheMainActor() async {
        let store = Store(state: TallyModel(), environment: ())
        store.send(.spawn(tasks: 100, actions: 1_000))
        await store.waitForEffects()
        #expect(store.state.received.count == 100)
        #expect(store.state.received.values.allSatisfy { $0 == Array(0..<1_000) })
        #expect(store.state.updatesOnTheMainActor == 1 + 100 * 1_000)
    }
}
