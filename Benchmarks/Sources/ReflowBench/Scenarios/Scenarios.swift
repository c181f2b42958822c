import Reflow

/// The scenarios of BENCHMARKS.md; each file of this folder adds one.
@MainActor
struct Scenarios {
    let harness: Harness
    let report: Report
    /// Whether this is a CI-size smoke run.
    let quick: Bool
}

/// Runs one update on an owned value, in place: the baseline a store is compared with.
///
/// It is generic (and specialized by the compiler for each model) but never inlined, so that
/// the optimizer cannot fold a loop of updates into one. The state is moved into the update and
/// the next one moved back, as the store moves them, and the `Update` is taken apart whole:
/// `state = update(...).state` copied a model of several fields and then destroyed the
/// `Update`, which made this baseline slower than the store's send (callgrind, 100k updates of
/// a property child: 376 -> 138 instructions an update).
@inline(never)
func applyUpdate<Model: ModelProtocol>(
    _ state: inout Model,
    _ action: Model.Action,
    _ environment: Model.Environment
) {
    if Model._updatesInPlace {
        // An in-place model's update on an owned value is its `reduce(into:)` on it, as the
        // store runs it.
        let step = Model._update(state: &state, action: action, environment: environment)
        withExtendedLifetime(step) {}
        return
    }
    let next = Model.update(state: consume state, action: action, environment: environment)
    let effects = (next.fx, next.transaction)
    state = (consume next).state
    withExtendedLifetime(effects) {}
}
