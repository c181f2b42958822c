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

// The generated verbs, deprecated in favour of the cursor's place (`Place.cursor(_:)`): each
// hands the place to its verb, so the place and the old spelling run the same code.
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
