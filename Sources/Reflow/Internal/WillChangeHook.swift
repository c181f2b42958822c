import Foundation

/// A callback a store calls before it publishes a state, installed lazily by a platform
/// conformance (the Combine `ObservableObject` one) from any thread.
package final class WillChangeHook: @unchecked Sendable {
    // Safe to share: every access to the mutable fields goes through `lock`.
    private let lock = NSLock()
    private var object: AnyObject?
    private var callback: (@Sendable () -> Void)?

    package init() {}

    /// Returns the object installed by an earlier call, or installs the one `make` returns.
    ///
    /// - Parameter make: Creates the object and the callback to call before each publish.
    package func resolve<Object: AnyObject>(
        _ make: () -> (Object, @Sendable () -> Void)
    ) -> Object {
        lock.lock()
        defer { lock.unlock() }
        if let object = object as? Object { return object }
        let (object, callback) = make()
        self.object = object
        self.callback = callback
        return object
    }

    /// Calls the installed callback, if any.
    package func notify() {
        lock.lock()
        let callback = self.callback
        lock.unlock()
        callback?()
    }
}
