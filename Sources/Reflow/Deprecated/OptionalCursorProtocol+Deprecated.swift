#if canImport(SwiftUI)
import SwiftUI
#endif

// The deprecated spellings of OptionalCursorProtocol: each forwards to the implementation the
// current spelling uses, and names that spelling.

extension OptionalCursorProtocol {
    /// Runs a child action through the child's update, in the parent's domain; an action for
    /// an absent child changes nothing and is reported, unless `ifAbsent` says what it does.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - ifAbsent: Returns the update when the child is absent; it receives the parent state.
    ///     `nil`, the default, leaves the state unchanged, with no effect, and reports a
    ///     ``RuntimeIssue`` (naming ``absentChildDescription``) in debug builds.
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
        environment: ViewModel.Environment,
        ifAbsent: ((consuming Model) -> Update<Model>)? = nil
    ) -> Update<Model> {
        Model.update(
            state: state, action: action, environment: environment,
            at: OptionalCursorPlace<Self>(), ifAbsent: ifAbsent)
    }

    /// Runs a child action through the child's update, with the parent held in place; an
    /// action for an absent child changes nothing and is reported, unless `ifAbsent` says what
    /// it does.
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - ifAbsent: What to do when the child is absent; it receives the parent state. `nil`,
    ///     the default, changes nothing, starts no effect, and reports a ``RuntimeIssue`` in
    ///     debug builds.
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
        environment: ViewModel.Environment,
        ifAbsent: ((inout Model) -> Step<Model>)? = nil
    ) -> Step<Model> {
        Model.reduce(
            into: &state, action: action, environment: environment,
            at: OptionalCursorPlace<Self>(), ifAbsent: ifAbsent)
    }
}

extension StoreProtocol {
    /// A store of a child that may be absent, through an optional or case cursor, or `nil`
    /// while the child is absent.
    ///
    /// - Parameter cursor: The cursor that reads the child and tags its actions.
    /// - Returns: The child's store, or `nil` when the child is absent.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let editor = Place.cursor(EditorCursor.self), and call store.viewStore(Model.editor)"
    )
    public func viewStore<Cursor: OptionalCursorProtocol>(
        _ cursor: Cursor.Type
    ) -> ViewStore<Cursor.ViewModel>? where Cursor.Model == Model {
        viewStore(OptionalCursorPlace<Cursor>())
    }
}
