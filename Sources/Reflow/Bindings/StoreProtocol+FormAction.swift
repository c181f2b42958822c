#if canImport(SwiftUI)
import SwiftUI
#endif

extension StoreProtocol {
    /// Returns a binding to a field of the state whose writes become form actions.
    ///
    /// Reading the binding reads the field from the current state; writing it sends
    /// `form(.set(keyPath, newValue))`, so the field changes only through the update.
    ///
    /// ```swift
    /// Toggle(
    ///     "Notifications",
    ///     isOn: store.binding(\.notificationsEnabled, form: SettingsModel.Action.form)
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The field.
    ///   - form: Turns a form action into one of the model's actions, usually its `form` case.
    /// - Returns: The binding.
    public func binding<Value: Equatable>(
        _ keyPath: WritableKeyPath<Model, Value>,
        form: @escaping @MainActor (FormAction<Model>) -> Model.Action
    ) -> Binding<Value> {
        Binding(
            get: { self.state[keyPath: keyPath] },
            send: { self.send($0) },
            tag: { form(.set(keyPath, $0)) }
        )
    }
}
