#if canImport(SwiftUI)
import SwiftUI
#endif

/// Describes a child component that may be absent from its parent's state, such as a sheet that
/// is `nil` while closed, so the parent can run the child's update when it is there.
///
/// ```swift
/// enum EditorCursor: OptionalCursorProtocol {
///     static func get(state: AppModel) -> EditorModel? { state.editor }
///
///     static func set(state: consuming AppModel, inner: consuming EditorModel) -> AppModel {
///         state.editor = inner
///         return state
///     }
///
///     static func tag(_ action: EditorModel.Action) -> AppModel.Action { .editor(action) }
/// }
///
/// // In AppModel, the child's place, declared once:
/// static let editor = Place.cursor(EditorCursor.self)
///
/// // In AppModel.update:
/// case .editor(let action):
///     return update(state: state, action: action, environment: (), at: editor)
/// ```
///
/// An action that arrives while the child is `nil` (an effect finishing after the sheet was
/// dismissed) changes nothing and is reported as a ``RuntimeIssue`` in debug builds.
///
/// Without a cursor type, ``Place/optional(_:tag:)`` does the same from a key path, in place.
///
/// ## Performance
///
/// By default the place's update reads the child with ``get(state:)`` and writes it back with
/// ``set(state:inner:)``, which copies the collections the child changes. Implement
/// ``modify(state:_:)`` to hand the child out in place.
public protocol OptionalCursorProtocol {
    /// The parent model.
    associatedtype Model: ModelProtocol
    /// The child model.
    associatedtype ViewModel: ModelProtocol

    /// Reads the child's state from the parent's.
    ///
    /// - Parameter state: The parent state.
    /// - Returns: The child state, or `nil` when the child is absent.
    static func get(state: Model) -> ViewModel?

    /// Writes the child's state into the parent's.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - inner: The new child state.
    /// - Returns: The parent state with the child state written in.
    static func set(state: consuming Model, inner: consuming ViewModel) -> Model

    /// Turns a child action into a parent action.
    ///
    /// - Parameter action: The child action.
    /// - Returns: The parent action that carries it.
    static func tag(_ action: ViewModel.Action) -> Model.Action

    /// Gives `body` mutable access to the child's state inside the parent's.
    ///
    /// The default reads the child with ``get(state:)`` and writes it back with
    /// ``set(state:inner:)``; implement it to change the child in place:
    ///
    /// ```swift
    /// static func modify<Result>(
    ///     state: inout AppModel, _ body: (inout EditorModel) -> Result
    /// ) -> Result? {
    ///     guard var editor = state.editor.take() else { return nil }
    ///     defer { state.editor = editor }
    ///     return body(&editor)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - body: Reads and changes the child state.
    /// - Returns: What `body` returns, or `nil` when the child is absent (then `body` is not
    ///   called).
    static func modify<Result>(state: inout Model, _ body: (inout ViewModel) -> Result) -> Result?

    /// Says where the child was looked for, in the ``RuntimeIssue`` an action for an absent
    /// child reports: "the optional child of `EditorCursor` is nil" by default.
    static var absentChildDescription: String { get }
}

// `@inlinable` (the default `modify`), as the places' updates are: unspecialized, a child update
// looks up its generic types' metadata on every send (BENCHMARKS.md, Decisions: "Cursor update
// inlinable").
extension OptionalCursorProtocol {
    /// "the optional child of `Self` is nil".
    public static var absentChildDescription: String {
        "the optional child of \(Self.self) is nil"
    }

    /// Reads the child with ``get(state:)``, lets `body` change it, and writes it back with
    /// ``set(state:inner:)``.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - body: Reads and changes the child state.
    /// - Returns: What `body` returns, or `nil` when the child is absent.
    /// - Complexity: Copies the child's collections that `body` changes.
    @inlinable
    public static func modify<Result>(
        state: inout Model,
        _ body: (inout ViewModel) -> Result
    ) -> Result? {
        guard var inner = get(state: state) else { return nil }
        let result = body(&inner)
        state = set(state: consume state, inner: consume inner)
        return result
    }
}
