/// A callback a store calls before it publishes a state, installed lazily by a platform
/// conformance (the Combine `ObservableObject` one) from any thread.
@usableFromInline package final class WillChangeHook: Sendable {
    private struct Installed {
        var object: AnyObject?
        var callback: (@Sendable () -> Void)?
    }

    private let installed = LockedBox(Installed())

    package init() {}

    /// Returns the object installed by an earlier call, or installs the one `make` returns.
    ///
    /// - Parameter make: Creates the object and the callback to call before each publish.
    package func resolve<Object: AnyObject>(
        _ make: () -> (Object, @Sendable () -> Void)
    ) -> Object {
        installed.withLock { installed in
            if let object = installed.object as? Object { return object }
            let (object, callback) = make()
            installed = Installed(object: object, callback: callback)
            return object
        }
    }

    /// Calls the installed callback, if any.
    @usableFromInline package func notify() {
        installed.withLock(\.callback)?()
    }
}
