/// The last value a projection of a store's state produced, for views of a child that may
/// leave the state while a view still holds them.
///
/// SwiftUI can read a binding or a scoped store of a child one last time after the child is
/// gone (while a sheet animates out, say); the view then gets the last value it showed rather
/// than a crash. Reflow's optional and case bindings and its optional, keyed and case scoped
/// stores share this one mechanism.
@MainActor
final class LastValue<Value> {
    private var value: Value

    init(_ initial: Value) {
        self.value = initial
    }

    /// Returns `current` when there is one, remembering it; the last one otherwise.
    func resolve(_ current: Value?) -> Value {
        if let current {
            value = current
        }
        return value
    }

    /// Replaces the remembered value.
    func remember(_ newValue: Value) {
        value = newValue
    }
}
