import Observation
import Reflow
import Synchronization

extension Scenarios {
    /// Scenario 7: a send observed by 0, 1 and 100 `withObservationTracking` observers.
    ///
    /// An observer is told once, so each one re-registers before every send, as a view does
    /// when it re-renders: the time includes the registrations.
    func observation() {
        let scenario = "7 observation"
        var timings: [Int: Timing] = [:]
        for observers in [0, 1, 100] {
            let store = Store(state: CounterModel(), environment: ())
            let changes = ChangeCount()
            var registered = 0
            timings[observers] = report.add(
                Row(
                    scenario: scenario, name: "register observers, then Store.send",
                    size: observers,
                    timing: harness.measure { iterations in
                        for _ in 0..<iterations {
                            for _ in 0..<observers {
                                withObservationTracking {
                                    _ = store.state
                                } onChange: {
                                    changes.increment()
                                }
                            }
                            store.send(.increment)
                        }
                        registered += iterations * observers
                    }))
            precondition(changes.value == registered, "an observer was not told of a send")
        }
        report.add(
            Ratio(
                name: "send with 100 observers / with none",
                value: timings[100]!.median / timings[0]!.median))
    }
}

/// Counts the changes observers are told of, from any thread.
private final class ChangeCount: Sendable {
    private let count = Atomic<Int>(0)

    var value: Int { count.load(ordering: .relaxed) }

    func increment() {
        count.add(1, ordering: .relaxed)
    }
}
