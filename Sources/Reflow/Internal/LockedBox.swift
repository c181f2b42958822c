import Foundation

/// A mutable value shared between threads, guarded by a lock: the one lock helper of Reflow
/// and ReflowTesting.
package final class LockedBox<Value>: @unchecked Sendable {
    // Safe to share: `value` is only touched inside `withLock`, under `lock`.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
