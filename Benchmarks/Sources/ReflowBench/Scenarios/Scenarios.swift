import Reflow

/// The scenarios of BENCHMARKS.md; each file of this folder adds one.
@MainActor
struct Scenarios {
    let harness: Harness
    let report: Report
    /// Whether this is a CI-size smoke run.
    let quick: Bool
}

/// Runs one update on an owned value and returns the next state: the baseline a store is
/// compared with.
///
/// It is generic (and specialized by the compiler for each model) but never inlined, so that
/// the optimizer cannot fold a loop of updates into one.
@inline(never)
func applyUpdate<Model: ModelProtocol>(
    _ state: consuming Model,
    _ action: Model.Action,
    _ environment: Model.Environment
) -> Model {
    Model.update(state: state, action: action, environment: environment).state
}
