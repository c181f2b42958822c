import Observation

/// What ``observe(_:)`` runs: the closure under observation tracking, and one re-run scheduled
/// on the main actor after the first change to what it read.
///
/// Only the ``ObserveToken`` holds a loop strongly. The change handler and the scheduled
/// re-run hold it weakly, so releasing the token ends the loop, and nothing here holds the
/// observed objects: Observation keeps its change handler in their registrars, not the other
/// way round.
@MainActor
final class ObservationLoop {
    private let apply: @MainActor () -> Void

    init(_ apply: @escaping @MainActor () -> Void) {
        self.apply = apply
    }

    /// Runs the closure, tracking what it reads; the first change to any of it schedules the
    /// next run.
    func run() {
        withObservationTracking {
            apply()
        } onChange: { [weak self] in
            // Called once per run, inside the `willSet` of the first change: possibly while a
            // store is still processing the action, and on whatever thread made the change.
            // Running `apply` here would read state that is not published yet, once per
            // change. The re-run goes to the back of the main actor's queue instead, after the
            // code that made the change (and any other change made in the same turn).
            Task { @MainActor [weak self] in
                self?.run()
            }
        }
    }
}
