import Reflow

/// A store that keeps its state while the update runs, as the stores of Reflow's peers do.
///
/// Handing `state` to the update while the store still holds it gives every collection two
/// owners, so the first write the update makes copies the collection: O(*n*) per action in a
/// list of *n* items. This is the cost users pay elsewhere; the benchmarks print it beside
/// Reflow's.
@MainActor
final class CopyingStore<Model: ModelProtocol> {
    private(set) var state: Model
    let environment: Model.Environment

    init(state: Model, environment: Model.Environment) {
        self.state = state
        self.environment = environment
    }

    /// Runs an action; the old state stays in `self.state` until the update returns.
    func send(_ action: Model.Action) {
        let next = Model.update(state: state, action: action, environment: environment)
        state = next.state
    }
}
