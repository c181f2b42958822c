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

    /// Returns a store scoped to a child component, through a cursor.
    ///
    /// Reading the scoped store's state registers interest in this child only.
    ///
    /// - Parameter cursor: The cursor that reads the child's state and tags its actions.
    /// - Returns: The scoped store.
    public func viewStore<Cursor: CursorProtocol>(
        _ cursor: Cursor.Type
    ) -> ViewStore<Cursor.ViewModel> where Cursor.Model == Model {
        scopedViewStore(
            key: AnyHashable(ObjectIdentifier(cursor)), presence: false,
            read: { Cursor.get(state: $0) }, tag: { Cursor.tag($0) })!
    }

    /// Returns a store scoped to a child component.
    ///
    /// Reading the scoped store's state registers interest in the child only: its readers are
    /// told when `get` returns a different value after a change. (`get` is compared after
    /// every change of the parent's state while the scoped store is observed; the
    /// `viewStore(child:…)` forms are shared by every caller, and skip the comparison for the
    /// items of a list that did not change.)
    ///
    /// ```swift
    /// EditorView(store: store.viewStore(get: \.editor, tag: AppModel.Action.editor))
    /// ```
    ///
    /// - Parameters:
    ///   - get: Reads the child's state from this store's, each time it is read.
    ///   - tag: Turns a child action into one of this store's actions.
    /// - Returns: The scoped store.
    public func viewStore<ViewModel: ModelProtocol>(
        get: @escaping (Model) -> ViewModel,
        tag: @escaping @MainActor (ViewModel.Action) -> Model.Action
    ) -> ViewStore<ViewModel> {
        scopedViewStore(key: nil, presence: false, read: { get($0) }, tag: tag)!
    }
}
