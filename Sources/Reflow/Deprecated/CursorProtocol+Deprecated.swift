#if canImport(SwiftUI)
import SwiftUI
#endif

// The deprecated spellings of CursorProtocol: each forwards to the implementation the
// current spelling uses, and names that spelling.

extension CursorProtocol {
    /// Runs a child action through the child's update, in the parent's domain.
    ///
    /// Runs `ViewModel.update` on the child inside ``modify(state:_:)`` (which by default reads
    /// the child with ``get(state:)`` and writes it back with ``set(state:inner:)``), tags the
    /// child's effects with ``tag(_:)``, and keeps the child's transaction.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    /// - Returns: The parent's update.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let editor = Place.cursor(EditorCursor.self), and call update(state:action:environment:at: editor)"
    )
    @inlinable
    public static func update(
        state: consuming Model,
        action: ViewModel.Action,
        environment: ViewModel.Environment
    ) -> Update<Model> {
        Model.update(
            state: state, action: action, environment: environment, at: CursorPlace<Self>())
    }

    /// Runs a child action through the child's update, with the parent held in place: the form
    /// for an ``InPlaceModelProtocol``'s ``InPlaceModelProtocol/reduce(into:action:environment:)``.
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    /// - Returns: The parent's effects and transaction.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let editor = Place.cursor(EditorCursor.self), and call reduce(into:action:environment:at: editor)"
    )
    @inlinable
    public static func reduce(
        into state: inout Model,
        action: ViewModel.Action,
        environment: ViewModel.Environment
    ) -> Step<Model> {
        Model.reduce(
            into: &state, action: action, environment: environment, at: CursorPlace<Self>())
    }
}

extension StoreProtocol {
    /// Returns a store scoped to a child component, through a cursor.
    ///
    /// Reading the scoped store's state registers interest in this child only.
    ///
    /// - Parameter cursor: The cursor that reads the child's state and tags its actions.
    /// - Returns: The scoped store.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let editor = Place.cursor(EditorCursor.self), and call store.viewStore(Model.editor)"
    )
    public func viewStore<Cursor: CursorProtocol>(
        _ cursor: Cursor.Type
    ) -> ViewStore<Cursor.ViewModel> where Cursor.Model == Model {
        viewStore(CursorPlace<Cursor>())
    }
}
