/// The last value a projection of some state produced, for bindings and scoped stores of a
/// child that may leave the state while a view still holds them.
///
/// SwiftUI can read a binding or a scoped store of a child one last time after the child is
/// gone (while a sheet animates out, say); the view then gets the last value it showed rather
/// than a crash. Reflow's optional and case bindings and its optional, keyed and case scoped
/// stores share this one mechanism. Bindings read it from `@Sendable` functions, so it is
/// `Sendable`: the value sits in a ``LockedBox``.
final class LastValue<Value>: Sendable {
    private let box: LockedBox<Value>

    init(_ initial: Value) {
        self.box = LockedBox(initial)
    }

    /// Returns `current` when there is one, remembering it; the last one otherwise.
    func resolve(_ current: Value?) -> Value {
        box.withLock { last in
            if let current {
                last = current
            }
            return last
        }
    }

    /// Replaces the remembered value.
    func remember(_ newValue: Value) {
        box.withLock { $0 = newValue }
    }
}
