#if canImport(SwiftUI)
import SwiftUI
#endif

extension StoreProtocol {
    /// Returns a binding that reads part of the state and turns every write into an action.
    ///
    /// ```swift
    /// Toggle("Done", isOn: store.binding(get: \.isDone, tag: TodoModel.Action.setDone))
    /// ```
    ///
    /// - Parameters:
    ///   - get: Reads the value from the state, each time the binding is read.
    ///   - tag: Turns a written value into an action.
    /// - Returns: The binding.
    public func binding<Value>(
        get: @escaping (Model) -> Value,
        tag: @escaping @MainActor (Value) -> Model.Action
    ) -> Binding<Value> {
        Binding(get: { get(self.state) }, send: { self.send($0) }, tag: tag)
    }
}
