#if canImport(SwiftUI)
import SwiftUI
#endif

extension Binding {
    /// Creates a binding to a field of a state whose writes become form actions.
    ///
    /// The counterpart of ``StoreProtocol/binding(_:form:)`` for a child that was given plain
    /// state and a `send` function rather than a store:
    ///
    /// ```swift
    /// TextField(
    ///     "Name",
    ///     text: Binding(
    ///         state: state,
    ///         keyPath: \.displayName,
    ///         send: send,
    ///         form: SettingsModel.Action.form
    ///     )
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - state: The state that holds the field; read anew on every read of the binding.
    ///   - keyPath: The field.
    ///   - send: The function writes are sent to, usually `store.send` or a forwarded `send`.
    ///   - form: Turns a form action into an action, usually the model's `form` case.
    public init<Root, Action>(
        state: @autoclosure @escaping @MainActor () -> Root,
        keyPath: WritableKeyPath<Root, Value>,
        send: @escaping @MainActor (Action) -> Void,
        form: @escaping @MainActor (FormAction<Root>) -> Action
    ) where Value: Equatable {
        // A key path is an immutable object, used here only on the main actor, by the
        // binding's reads and writes; see `FormAction.set(_:_:)` for why it need not be
        // `Sendable`.
        nonisolated(unsafe) let keyPath = keyPath
        self.init(
            get: { state()[keyPath: keyPath] },
            send: send,
            tag: { form(.set(keyPath, $0)) }
        )
    }
}
