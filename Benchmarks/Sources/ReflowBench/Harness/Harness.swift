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
        let iterations = calibrate { iterations in clock.measure { body(iterations) } }
        var samples: [Double] = []
        for _ in 0..<rounds {
            let elapsed = clock.measure { body(iterations) }
            samples.append(elapsed.nanoseconds / Double(iterations))
        }
        return Timing(samples: samples, iterations: iterations)
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
        return Timing(samples: samples, iterations: iterations)
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
