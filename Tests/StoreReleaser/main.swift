import Foundation
import Reflow

// Releases 100,000 stores, each with an effect in flight, in ten batches, and prints what is
// left: how many effects started, how many still run, how many stores are still alive, and the
// resident memory after the fifth batch and after the last. `LoadTests` runs it in a process of
// its own, so that the memory it reads is this loop's alone, not that of the suites the test
// runner runs beside it.

/// Counts effects that started and ended, from their own tasks, and tells a waiter when a
/// number of them have all ended.
final class EffectCounter: @unchecked Sendable {
    // Safe to share: every field is read and written under `lock`.
    private let lock = NSLock()
    private var running = 0
    private var started = 0
    private var waiter: (count: Int, continuation: CheckedContinuation<Void, Never>)?

    var counts: (running: Int, started: Int) {
        lock.withLock { (running, started) }
    }

    func start() {
        lock.withLock {
            running += 1
            started += 1
        }
    }

    func end() {
        let done: CheckedContinuation<Void, Never>? = lock.withLock {
            running -= 1
            guard let waiter, running == 0, started == waiter.count else { return nil }
            self.waiter = nil
            return waiter.continuation
        }
        done?.resume()
    }

    /// Waits until `count` effects have started and every one has ended. (Every effect's body
    /// runs, even one cancelled before it began, so the count is reached.)
    func allEnded(count: Int) async {
        await withCheckedContinuation { continuation in
            let done = lock.withLock {
                guard running == 0, started == count else {
                    waiter = (count, continuation)
                    return false
                }
                return true
            }
            if done { continuation.resume() }
        }
    }
}

/// A model whose one effect runs until it is cancelled.
struct LingeringModel: ModelProtocol {
    enum Action: Sendable { case start }

    static func update(
        state: consuming LingeringModel, action: Action, environment: EffectCounter
    ) -> Update<LingeringModel> {
        Update(
            state: state,
            fx: .run { _ in
                environment.start()
                defer { environment.end() }
                try? await Task.sleep(for: .seconds(86_400))
            })
    }
}

/// A store held weakly, to check that it is gone once released.
@MainActor
struct WeakStore {
    weak var store: Store<LingeringModel>?
}

/// The resident memory of this process, in bytes; 0 where the system does not tell it.
func residentBytes() -> Int {
    #if os(Linux)
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return 0
    #endif
}

let storeCount = 100_000
let counter = EffectCounter()
// A store kept alive keeps its effect running, and the wait below would never end: after the
// seconds given as the first argument (300 by default), say so, with the counts, and fail.
let patience = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 300
Task.detached {
    try await Task.sleep(for: .seconds(patience))
    let counts = counter.counts
    print(
        "timeout after \(patience) s: started \(counts.started) running \(counts.running)")
    exit(1)
}
var stores: [WeakStore] = []
stores.reserveCapacity(storeCount)
var resident: [Int] = []
for batch in 0..<10 {
    for _ in 0..<(storeCount / 10) {
        let store = Store(state: LingeringModel(), environment: counter)
        store.send(.start)
        stores.append(WeakStore(store: store))
    }
    // Each store was released at the end of its iteration, cancelling its effect.
    await counter.allEnded(count: (batch + 1) * storeCount / 10)
    resident.append(residentBytes())
}
let alive = stores.count { $0.store != nil }
let counts = counter.counts
print(
    "stores \(stores.count) alive \(alive) started \(counts.started) running \(counts.running)"
        + " resident \(resident[4]) \(resident[9])")
