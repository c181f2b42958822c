import Foundation
import Reflow

extension Scenarios {
    /// Scenario 6: resident memory before and after a million sends whose effects complete.
    ///
    /// Each effect is cancellable by its own ID, so a leaked task or cancellation entry would
    /// grow memory by the number of sends. The run goes first, so memory freed by the other
    /// scenarios cannot hide a leak.
    func memory() async {
        let scenario = "6 memory"
        let sends = quick ? 100_000 : 1_000_000
        let batch = 10_000
        // Resident memory is read after each of the last batches of the warm-up and of the run,
        // and the medians compared: a thread the runtime starts or retires moves it by a few
        // MiB for a moment, while a leak only grows.
        let samples = 5
        let store = Store(state: RoundTripModel(), environment: ())
        var nextID = 0
        // Warm-up: the task pool, the allocator and the store's tables reach their working size.
        // In a full run it is kept shorter than the measured run, so that a table that leaks an
        // entry a send must grow past the capacity the warm-up gave it (measured: leaking one
        // cancellation entry a send reads as +137%). A quick run's 30,000 sends were too few on
        // a busy machine: a CI run read 32.3 MiB after them and 34.9 MiB after the run (+8.1%),
        // where runs on an idle one read a few percent less after than before. So a quick run
        // warms up as long as it measures: a leaking table still doubles during the run.
        let warmUpBatches = quick ? sends / batch : 3 * sends / batch / 10
        var warmUpSamples: [Int] = []
        for index in 0..<warmUpBatches {
            await roundTrips(store: store, count: batch, firstID: nextID)
            nextID += batch
            if index >= warmUpBatches - samples, let resident = residentMemory() {
                warmUpSamples.append(resident)
            }
        }
        guard let before = median(warmUpSamples) else {
            report.note("Scenario 6 (memory) is not measured on this platform.")
            return
        }
        let clock = ContinuousClock()
        let start = clock.now
        let batches = sends / batch
        var measuredSamples: [Int] = []
        for index in 0..<batches {
            await roundTrips(store: store, count: batch, firstID: nextID)
            nextID += batch
            if index >= batches - samples, let resident = residentMemory() {
                measuredSamples.append(resident)
            }
        }
        let elapsed = clock.now - start
        let after = median(measuredSamples) ?? before
        report.add(
            Row(
                scenario: scenario,
                name: "cancellable round trips, \(batch / 1_000)k in flight, per round trip",
                size: sends,
                timing: Timing(samples: [elapsed.nanoseconds / Double(sends)], iterations: sends)
            ))
        let mebibyte = 1_048_576.0
        let growth = Double(after - before) / Double(before) * 100
        report.note(
            "Memory: resident \(format(Double(before) / mebibyte)) MiB before "
                + "\(sends) sends, \(format(Double(after) / mebibyte)) MiB after "
                + "(\(format(growth))%); running effects after: \(store.runningEffectCount).")
        report.add(
            Check(
                name: "resident memory after \(sends) sends, growth over the start",
                measured: growth, limit: 5, unit: "%"))
        report.add(
            Check(
                name: "running effects after \(sends) sends",
                measured: Double(store.runningEffectCount), limit: 0, unit: "tasks"))
    }

    private func median(_ values: [Int]) -> Int? {
        guard !values.isEmpty else { return nil }
        return values.sorted()[values.count / 2]
    }

    private func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
