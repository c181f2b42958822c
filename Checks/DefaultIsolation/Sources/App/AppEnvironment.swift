/// What the app's effects need.
struct AppEnvironment {
    /// Saves an item somewhere; tests pass a fake.
    var save: @Sendable (ItemModel) async -> Void

    /// Reports the time; tests pass a fixed clock.
    var now: @Sendable () -> Int

    /// A stream of ticks; tests pass a finite one.
    var ticks: @Sendable () -> AsyncStream<Int> = { AsyncStream { $0.finish() } }

    static let live = AppEnvironment(save: { _ in }, now: { 0 })
}
