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
    /// Whether ``measured`` is at most ``limit``.
    var passed: Bool { measured <= limit }
}

/// A ratio printed for information beside the bars.
struct Ratio: Sendable, Codable {
    /// What the ratio compares.
    var name: String
    /// The value, as a factor.
    var value: Double
}
