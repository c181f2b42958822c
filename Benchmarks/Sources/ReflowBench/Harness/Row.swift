/// One line of the results table: a case of a scenario, at a size, and its timing.
struct Row: Sendable, Codable {
    /// The scenario, as numbered in BENCHMARKS.md, for example `"2 keyed send (dictionary)"`.
    var scenario: String
    /// What was measured, for example `"Store.send"` or `"floor: in-place mutation"`.
    var name: String
    /// The number of items in the model, when the scenario has a size.
    var size: Int?
    /// The time of one operation.
    var timing: Timing
}
