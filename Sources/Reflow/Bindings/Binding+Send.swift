#if canImport(SwiftUI)
import SwiftUI
#endif

// This file is the one place the store-to-binding logic lives. It extends SwiftUI's `Binding`
// where SwiftUI exists and Reflow's stand-in elsewhere, so the Linux tests cover what Apple
// apps run.

extension Binding {
    /// Creates a binding that reads a state and turns every write into an action.
    ///
    /// Writes never change the state directly: they send `tag(newValue)`, and the state changes
    /// only if the update says so. `state` is an autoclosure, evaluated each time the binding is
    /// read, so the binding always shows the current state.
    ///
    /// ```swift
    /// TextField(
    ///     "Title",
    ///     text: Binding(
    ///         state: store.state.title,
    ///         send: store.send,
    ///         tag: AppModel.Action.setTitle
    ///     )
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - state: The value to show; read anew on every read of the binding.
    ///   - send: The function writes are sent to, usually `store.send` or a forwarded `send`.
    ///   - tag: Turns a written value into an action.
    public init<Action>(
        state: @autoclosure @escaping @MainActor () -> Value,
        send: @escaping @MainActor (Action) -> Void,
        tag: @escaping @MainActor (Value) -> Action
    ) {
        self.init(get: state, send: send, tag: tag)
    }

    /// Creates a binding that reads a state through a function and turns every write into an
    /// action.
    ///
    /// - Parameters:
    ///   - get: Reads the value to show, each time the binding is read.
    ///   - send: The function writes are sent to.
    ///   - tag: Turns a written value into an action.
    public init<Action>(
        get: @escaping @MainActor () -> Value,
        send: @escaping @MainActor (Action) -> Void,
        tag: @escaping @MainActor (Value) -> Action
    ) {
        self.init(get: get, send: send, action: { tag($0) })
    }

    /// A binding whose writes are sent as the actions `action` makes of them, or dropped when
    /// it makes none.
    init<Action>(
        get: @escaping @MainActor () -> Value,
        send: @escaping @MainActor (Action) -> Void,
        action: @escaping @MainActor (Value) -> Action?
    ) {
        self.init(get: get, send: send, actions: { value in action(value).map { [$0] } ?? [] })
    }

    /// A binding whose writes are sent as the actions `actions` makes of them, in order, or
    /// dropped when it makes none: a navigation path that pops and pushes in one write.
    init<Action>(
        get: @escaping @MainActor () -> Value,
        send: @escaping @MainActor (Action) -> Void,
        actions: @escaping @MainActor (Value) -> [Action]
    ) {
        self.init(
            get: { MainActor.runUnchecked(get) },
            set: { value, transaction in
                // `runUnchecked` runs the closure synchronously, on this thread: the value and
                // the transaction are never used concurrently.
                nonisolated(unsafe) let value = value
                nonisolated(unsafe) let transaction = transaction
                MainActor.runUnchecked {
                    let actions = actions(value)
                    guard !actions.isEmpty else { return }
                    // The binding's transaction (`.animation()`, `.transaction(_:)`) applies to
                    // the send, so the store publishes the change inside it: the one-argument
                    // `set:` would drop it. A transaction that asks for nothing leaves the
                    // ambient one (`withAnimation { … }` around the write) in force.
                    if transaction.animation != nil || transaction.disablesAnimations {
                        withTransaction(transaction) { actions.forEach(send) }
                    } else {
                        actions.forEach(send)
                    }
                }
            }
        )
    }
}
