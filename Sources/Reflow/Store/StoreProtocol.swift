#if canImport(SwiftUI)
import SwiftUI
#endif

/// Anything that reads a model's state and accepts its actions: a ``Store``, or a ``ViewStore``
/// scoped to a part of one.
///
/// Write views and helpers against `StoreProtocol` so they work with a root store and with a
/// scoped one alike.
@MainActor
public protocol StoreProtocol<Model> {
    /// The model whose state this store exposes.
    associatedtype Model: ModelProtocol

    /// The current state.
    var state: Model { get }

    /// Sends an action.
    ///
    /// - Parameter action: The action.
    func send(_ action: Model.Action)
}

extension Store: StoreProtocol {}
