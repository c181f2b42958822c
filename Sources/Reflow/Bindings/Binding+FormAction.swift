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
        state: @autoclosure @escaping @MainActor @Sendable () -> Root,
        keyPath: WritableKeyPath<Root, Value> & Sendable,
        send: @escaping @MainActor @Sendable (Action) -> Void,
        form: @escaping @Sendable (FormAction<Root>) -> Action
    ) where Value: Equatable & Sendable {
        self.init(
            get: { state()[keyPath: keyPath] },
            send: send,
            tag: { form(.set(keyPath, $0)) }
        )
    }
}
