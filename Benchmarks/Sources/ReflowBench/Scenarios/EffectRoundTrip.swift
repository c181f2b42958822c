import Reflow

extension Scenarios {
    /// Scenario 5: an action whose `.task` effect sends an action back, with 1 to 10,000
    /// round trips in flight at once. Times are per round trip.
    func effectRoundTrip() async {
        let scenario = "5 effect round trip"
        for inFlight in quick ? [1, 100] : [1, 100, 10_000] {
            let store = Store(state: RoundTripModel(), environment: ())
            let timing = await harness.measure { batches in
                for _ in 0..<batches {
                    await roundTrips(store: store, count: inFlight)
                }
            }
            report.add(
                Row(
                    scenario: scenario, name: "send → .task → send, per round trip",
                    size: inFlight, timing: timing.divided(by: inFlight)))
        }
    }

    /// Sends `count` actions whose effects send an action back, and returns once every effect
    /// has sent its action and ended.
    ///
    /// - Parameters:
    ///   - firstID: When not `nil`, the effects are cancellable by the IDs
    ///     `firstID ..< firstID + count`.
    func roundTrips(store: Store<RoundTripModel>, count: Int, firstID: Int? = nil) async {
        let target = store.state.finished + count
        for offset in 0..<count {
            if let firstID {
                store.send(.startCancellable(id: firstID + offset))
            } else {
                store.send(.start)
            }
        }
        while store.state.finished < target || store.runningEffectCount > 0 {
            await Task.yield()
        }
    }
}
