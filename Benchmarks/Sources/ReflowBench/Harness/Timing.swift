/// How long one operation took, over the rounds of one measurement.
///
/// Times are in nanoseconds per operation. The median is the figure to compare; the minimum
/// shows how much of the spread is noise.
struct Timing: Sendable, Codable {
    /// The median time of one operation over all rounds, in nanoseconds.
    var median: Double
    /// The fastest round's time of one operation, in nanoseconds.
    var min: Double
    /// The number of timed rounds (warm-up rounds excluded).
    var rounds: Int
    /// The number of operations in each round.
    var iterations: Int
    /// The heap allocations of one operation, counted over one more round; `nil` where
    /// allocations are not counted (see `MallocCounter`).
    var allocations: Double?

    /// Creates a timing from the per-operation times of each round.
    ///
    /// - Parameters:
    ///   - samples: One time per round, in nanoseconds per operation; not empty.
    ///   - iterations: The number of operations in each round.
    ///   - allocations: The heap allocations of one operation, if counted.
    init(samples: [Double], iterations: Int, allocations: Double? = nil) {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        self.median =
            sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        self.min = sorted[0]
        self.rounds = sorted.count
        self.iterations = iterations
        self.allocations = allocations
    }

    /// This timing with every time divided by `divisor`: per item, when one operation handles
    /// several items.
    ///
    /// - Parameter divisor: The number of items one operation handles.
    /// - Returns: The timing per item.
    func divided(by divisor: Int) -> Timing {
        var timing = self
        timing.median /= Double(divisor)
        timing.min /= Double(divisor)
        timing.allocations = timing.allocations.map { $0 / Double(divisor) }
        return timing
    }
}
