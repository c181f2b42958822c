import MallocCounter

/// Times operations: calibrates how many fit in a round, warms up, then times several rounds
/// and keeps the median and the minimum.
///
/// It uses `ContinuousClock` and nothing else, so the benchmarks need no package.
@MainActor
struct Harness {
    /// The number of timed rounds per measurement.
    var rounds: Int
    /// How long one round should last; the harness picks the number of operations to match.
    var roundDuration: Duration

    private let clock = ContinuousClock()

    /// Measures a synchronous operation.
    ///
    /// - Parameter body: Runs the operation the given number of times. The harness calls it
    ///   first to calibrate and warm up, then once per round.
    /// - Returns: The time of one operation.
    func measure(_ body: (Int) -> Void) -> Timing {
        withoutActuallyEscaping(body) { measureInTurn([$0])[0] }
    }

    /// Measures an asynchronous operation.
    ///
    /// - Parameter body: Runs the operation the given number of times, and returns once they
    ///   have all completed.
    /// - Returns: The time of one operation.
    func measure(_ body: (Int) async -> Void) async -> Timing {
        var iterations = 1
        // Calibrate (this also warms up): grow the count until a round lasts long enough.
        while true {
            let start = clock.now
            await body(iterations)
            let elapsed = clock.now - start
            guard let next = nextIterations(after: elapsed, iterations: iterations) else { break }
            iterations = next
        }
        var samples: [Double] = []
        for _ in 0..<rounds {
            let start = clock.now
            await body(iterations)
            let elapsed = clock.now - start
            samples.append(elapsed.nanoseconds / Double(iterations))
        }
        let before = allocationCount()
        await body(iterations)
        return Timing(
            samples: samples, iterations: iterations,
            allocations: perOperation(since: before, iterations: iterations))
    }

    /// Measures several synchronous operations that are compared with each other, taking
    /// their rounds in turn (a round of each, then again), so that whatever slows the machine
    /// for a while slows every one of them alike and their ratios hold still.
    ///
    /// - Parameter bodies: Each runs its operation the given number of times.
    /// - Returns: The time of one operation of each, in the order of `bodies`.
    func measureInTurn(_ bodies: [(Int) -> Void]) -> [Timing] {
        measureRoundsInTurn(bodies).timings
    }

    /// Measures an operation against a baseline, taking their rounds in turn, and gives the
    /// ratio of the two round by round: the median of the ratios of each round of the operation
    /// to the round of the baseline just before it.
    ///
    /// A slow spell of the machine that lasts a round or two slows a pair alike, so the median
    /// of the pairs' ratios holds still where a ratio of the fastest rounds, taken from two
    /// different moments, moves with it.
    ///
    /// - Parameters:
    ///   - baseline: Runs the baseline operation the given number of times.
    ///   - operation: Runs the operation the given number of times.
    /// - Returns: The time of one operation of each, and the median ratio.
    func measureRatioInTurn(
        _ baseline: (Int) -> Void, _ operation: (Int) -> Void
    ) -> (baseline: Timing, operation: Timing, ratio: Double) {
        withoutActuallyEscaping(baseline) { baseline in
            withoutActuallyEscaping(operation) { operation in
                let measured = measureRatiosInTurn([baseline], operation)
                return (measured.baselines[0], measured.operation, measured.ratios[0])
            }
        }
    }

    /// Measures an operation against several baselines, taking their rounds in turn (a round
    /// of each baseline, then one of the operation, then again), and gives the ratio of the
    /// operation to each baseline round by round: the median of the ratios of each round of the
    /// operation to that baseline's round of the same turn.
    ///
    /// - Parameters:
    ///   - baselines: Each runs a baseline operation the given number of times.
    ///   - operation: Runs the operation the given number of times.
    /// - Returns: The time of one operation of each baseline and of the operation, and the
    ///   median ratio to each baseline, in the order of `baselines`.
    func measureRatiosInTurn(
        _ baselines: [(Int) -> Void], _ operation: @escaping (Int) -> Void
    ) -> (baselines: [Timing], operation: Timing, ratios: [Double]) {
        let (timings, samples) = measureRoundsInTurn(baselines + [operation])
        let ratios = baselines.indices.map { index in
            Timing(
                samples: zip(samples[baselines.count], samples[index]).map { $0 / $1 },
                iterations: 1
            )
            .median
        }
        return (Array(timings.dropLast()), timings[baselines.count], ratios)
    }

    /// ``measureInTurn(_:)``, with the time of each round of each operation.
    private func measureRoundsInTurn(
        _ bodies: [(Int) -> Void]
    ) -> (timings: [Timing], samples: [[Double]]) {
        let counts = bodies.map { body in
            calibrate { iterations in clock.measure { body(iterations) } }
        }
        var samples = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<rounds {
            for (index, body) in bodies.enumerated() {
                let elapsed = clock.measure { body(counts[index]) }
                samples[index].append(elapsed.nanoseconds / Double(counts[index]))
            }
        }
        let timings = bodies.indices.map { index in
            // One more, untimed round, whose heap allocations are counted.
            let before = allocationCount()
            bodies[index](counts[index])
            return Timing(
                samples: samples[index], iterations: counts[index],
                allocations: perOperation(since: before, iterations: counts[index]))
        }
        return (timings, samples)
    }

    /// The heap allocations per operation, from every thread, of a round of `iterations` that
    /// started when the count was `before`; `nil` where they are not counted.
    private func perOperation(since before: UInt64?, iterations: Int) -> Double? {
        guard let before, let after = allocationCount() else { return nil }
        return Double(after - before) / Double(iterations)
    }

    /// The allocations the process has made so far, or `nil` where they are not counted.
    private func allocationCount() -> UInt64? {
        reflow_malloc_counting_available() == 1 ? reflow_malloc_count() : nil
    }

    private func calibrate(_ timeRound: (Int) -> Duration) -> Int {
        var iterations = 1
        while let next = nextIterations(after: timeRound(iterations), iterations: iterations) {
            iterations = next
        }
        // One more warm-up round at the final count.
        _ = timeRound(iterations)
        return iterations
    }

    /// The next count to try, or `nil` when a round of `iterations` lasted long enough.
    private func nextIterations(after elapsed: Duration, iterations: Int) -> Int? {
        if elapsed >= roundDuration || iterations >= 1 << 30 { return nil }
        let ratio = elapsed > .zero ? roundDuration / elapsed : 100
        let factor = Swift.min(100, Swift.max(2, ratio * 1.2))
        return Int(Double(iterations) * factor)
    }
}

extension Duration {
    /// The duration in nanoseconds.
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
