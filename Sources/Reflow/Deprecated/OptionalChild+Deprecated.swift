#if canImport(SwiftUI)
import SwiftUI
#endif

// The deprecated spellings of OptionalChild: each forwards to the implementation the
// current spelling uses, and names that spelling.

extension ModelProtocol {
    /// Runs a child action through the update of an optional child, in place; an action for a
    /// `nil` child changes nothing and is reported, unless `ifAbsent` says what it does.
    ///
    /// ```swift
    /// case .editor(let action):
    ///     return update(
    ///         state: state, action: action, environment: (),
    ///         child: \.editor, tag: Action.editor)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - child: The optional property that holds the child.
    ///   - tag: Turns a child action into a parent action.
    ///   - ifAbsent: Returns the update when the child is `nil`; it receives the parent state.
    ///     `nil`, the default, leaves the state unchanged, with no effect, and reports a
    ///     ``RuntimeIssue`` in debug builds.
    /// - Returns: The parent's update.
    /// - Complexity: One child update; the child is changed where it is, never copied.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let editor = Place.optional(\\Self.editor, tag: Action.editor), and call update(state:action:environment:at: editor)"
    )
    @inlinable
    public static func update<Child: ModelProtocol>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        tag: @escaping (Child.Action) -> Action,
        ifAbsent: ((consuming Self) -> Update<Self>)? = nil
    ) -> Update<Self> {
        update(
            state: state, action: action, environment: environment,
            at: OptionalPlace(keyPath: child(), uncheckedTag: tag), ifAbsent: ifAbsent)
    }

    /// Runs a child action through the update of an optional child, with the parent held in
    /// place; an action for a `nil` child changes nothing and is reported, unless `ifAbsent`
    /// says what it does.
    ///
    /// ```swift
    /// case .editor(let action):
    ///     return reduce(
    ///         into: &state, action: action, environment: (),
    ///         child: \.editor, tag: Action.editor)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - child: The optional property that holds the child.
    ///   - tag: Turns a child action into a parent action.
    ///   - ifAbsent: What to do when the child is `nil`; it receives the parent state. `nil`,
    ///     the default, changes nothing, starts no effect, and reports a ``RuntimeIssue`` in
    ///     debug builds.
    /// - Returns: The parent's effects and transaction.
    /// - Complexity: One child update; neither the parent nor the child is copied.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let editor = Place.optional(\\Self.editor, tag: Action.editor), and call reduce(into:action:environment:at: editor)"
    )
    @inlinable
    public static func reduce<Child: ModelProtocol>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        tag: @escaping (Child.Action) -> Action,
        ifAbsent: ((inout Self) -> Step<Self>)? = nil
    ) -> Step<Self> {
        reduce(
            into: &state, action: action, environment: environment,
            at: OptionalPlace(keyPath: child(), uncheckedTag: tag), ifAbsent: ifAbsent)
    }
}

extension StoreProtocol {
    /// A store of an optional child, or `nil` while the child is `nil`.
    ///
    /// ```swift
    /// if let editor = store.viewStore(child: \.editor, tag: AppModel.Action.editor) {
    ///     EditorView(store: editor)
    /// }
    /// ```
    ///
    /// Making it registers interest in the child appearing or leaving; reading its state, in
    /// the child's changes. A store of a child that leaves while a view still holds it keeps
    /// the child's last state; its actions are then ignored and reported by the parent's update.
    ///
    /// - Parameters:
    ///   - child: The optional property that holds the child.
    ///   - tag: Turns a child action into an action of this store.
    /// - Returns: The child's store, or `nil` when the child is `nil`.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let editor = Place.optional(\\Self.editor, tag: Action.editor), and call store.viewStore(Model.editor)"
    )
    public func viewStore<Child: ModelProtocol>(
        child: KeyPath<Model, Child?>,
        tag: @escaping @MainActor (Child.Action) -> Model.Action
    ) -> ViewStore<Child>? {
        viewStoreShape(child: child, tag: tag)
    }
}
