/// A bar the results must meet, and whether they did.
struct Check: Sendable, Codable {
    /// What the bar says, for example `"keyed send growth 1k → 1M (dictionary)"`.
    var name: String
    /// The measured value.
    var measured: Double
    /// The largest value that passes.
    var limit: Double
    /// The unit of ``measured`` and ``limit``: `"×"`, `"ns"` or `"%"`.
    var unit: String
    /// Whether `--check` fails a full run when the bar is not met: bars on counts
    /// (allocations, memory, tasks) and on ratios of fastest rounds, except a bar known not to
    /// be met yet. The others are reported.
    var gates: Bool
    /// Whether the bar also gates a `--quick` run (CI's smoke run): bars on counts (allocations,
    /// memory, observers told, copies, tasks), which do not depend on the processor. A bar that
    /// compares the times of two code paths moves with the processor and the machine's load
    /// (the recording bar read 1.07× on one machine and 1.27× on another of the same kind), so
    /// it gates full runs only, whose rounds are many and long enough, and a quick run reports it.
    var gatesQuickRuns: Bool
    /// Whether ``measured`` is at most ``limit``.
    var passed: Bool { measured <= limit }

    /// Creates a bar.
    init(
        name: String, measured: Double, limit: Double, unit: String, gates: Bool = true,
        gatesQuickRuns: Bool = true
    ) {
        self.name = name
        self.measured = measured
        self.limit = limit
        self.unit = unit
        self.gates = gates
        self.gatesQuickRuns = gates && gatesQuickRuns
    }

    /// Whether the bar gates a run of this kind.
    ///
    /// - Parameter quick: Whether the run is a `--quick` one.
    func gates(quick: Bool) -> Bool {
        quick ? gatesQuickRuns : gates
    }
}

/// A ratio printed for information beside the bars.
struct Ratio: Sendable, Codable {
    /// What the ratio compares.
    var name: String
    /// The value, as a factor.
    var value: Double
}
