/// Lets work that is already scheduled (a task reaching its next `await`, a task ending) run a
/// while before the caller goes on.
///
/// A fallback for where ``EffectRunner`` cannot tell when effects are idle. Each round waits
/// for a background-priority task to run; the executors run the jobs queued ahead of it first.
///
/// - Parameter rounds: The number of rounds to wait.
func settle(rounds: Int = 20) async {
    for _ in 0..<rounds {
        await Task.detached(priority: .background) { await Task.yield() }.value
    }
}
