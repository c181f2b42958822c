/// What the app's effects need: a place to load and save the todos, and a way to wait.
///
/// The live environment (``live(file:)``) reads and writes a ``TodoFile``; tests pass closures that record
/// saves and a `sleep` they control, so nothing waits on the wall clock.
struct AppEnvironment: Sendable {
    /// Reads the saved todos; `nil` when there is nothing saved yet.
    var load: @Sendable () async throws(TodoFileError) -> SavedTodos?
    /// Writes the todos, replacing what was saved.
    var save: @Sendable (SavedTodos) async throws(TodoFileError) -> Void
    /// Waits for a duration, or until the current task is cancelled.
    var sleep: @Sendable (Duration) async -> Void
    /// How long to wait after a change before saving, so a burst of changes is saved once.
    var saveDelay: Duration = .milliseconds(300)
}
