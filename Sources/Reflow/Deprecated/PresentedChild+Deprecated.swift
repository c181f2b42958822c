#if canImport(SwiftUI)
import SwiftUI
#endif

// The deprecated spellings of PresentedChild: each forwards to the implementation the
// current spelling uses, and names that spelling.

extension ModelProtocol {
    /// Runs a presented child's action through its update, or ends its presentation: an
    /// optional child that the parent shows as a sheet, a cover, a popover or a pushed screen.
    ///
    /// ```swift
    /// case .editor(let action):
    ///     return update(
    ///         state: state, action: action, environment: (),
    ///         child: \.editor, tag: Action.editor)
    /// ```
    ///
    /// `.presented` actions run as ``update(state:action:environment:child:tag:ifAbsent:)``
    /// runs them; a ``Fx/dismiss`` the child returns comes back as the parent's `.dismiss`,
    /// sent at once. An ``AlertState`` or a ``ConfirmationDialogState`` is cleared in the send of
    /// its button's action instead: no `.dismiss` follows. `.dismiss` sets the child to `nil`, which ends its effects; for a child
    /// already `nil`, it changes nothing and is reported as a ``RuntimeIssue``.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The child's action, or its dismissal.
    ///   - environment: The child's environment.
    ///   - child: The optional property that holds the child.
    ///   - tag: Turns a presentation action into a parent action: a case such as
    ///     `case editor(PresentationAction<EditorModel.Action>)`.
    ///   - ifAbsent: Returns the update when a child action arrives for a `nil` child; `nil`, the
    ///     default, leaves the state unchanged and reports a ``RuntimeIssue`` in debug builds.
    /// - Returns: The parent's update.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let add = Place.presented(\\Self.add, tag: Action.add), and call update(state:action:environment:at: add)"
    )
    @inlinable
    public static func update<Child: ModelProtocol>(
        state: consuming Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action,
        ifAbsent: ((consuming Self) -> Update<Self>)? = nil
    ) -> Update<Self> {
        update(
            state: state, action: action, environment: environment,
            at: PresentedPlace(keyPath: child(), uncheckedTag: tag), ifAbsent: ifAbsent)
    }

    /// Runs a presented child's action through its update, or ends its presentation, with the
    /// parent held in place: the in-place counterpart of
    /// ``update(state:action:environment:child:tag:ifAbsent:)-(_,PresentationAction<Child.Action>,_,_,_,_)``.
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The child's action, or its dismissal.
    ///   - environment: The child's environment.
    ///   - child: The optional property that holds the child.
    ///   - tag: Turns a presentation action into a parent action.
    ///   - ifAbsent: What to do when a child action arrives for a `nil` child; `nil`, the
    ///     default, changes nothing and reports a ``RuntimeIssue`` in debug builds.
    /// - Returns: The parent's effects and transaction.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let add = Place.presented(\\Self.add, tag: Action.add), and call reduce(into:action:environment:at: add)"
    )
    @inlinable
    public static func reduce<Child: ModelProtocol>(
        into state: inout Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action,
        ifAbsent: ((inout Self) -> Step<Self>)? = nil
    ) -> Step<Self> {
        reduce(
            into: &state, action: action, environment: environment,
            at: PresentedPlace(keyPath: child(), uncheckedTag: tag), ifAbsent: ifAbsent)
    }

    /// Runs the action of a child presented in one case of an optional destination enum
    /// through its update, or ends its presentation.
    ///
    /// ```swift
    /// enum Destination: Equatable {
    ///     case edit(EditModel)
    ///     case alert(AlertState<AlertAction>)
    /// }
    ///
    /// case .edit(let action):
    ///     return update(
    ///         state: state, action: action, environment: (),
    ///         child: \.destination, case: /Destination.edit, tag: Action.edit)
    /// ```
    ///
    /// `.presented` actions run as the enum-case form runs them; a ``Fx/dismiss`` the child
    /// returns comes back as the parent's `.dismiss`. An ``AlertState`` or a
    /// ``ConfirmationDialogState`` is cleared in the send of its button's action instead. `.dismiss` sets the destination to `nil`
    /// while it is in the child's case; once it shows another destination, a late `.dismiss`
    /// of this one changes nothing, and with no destination at all it changes nothing and is
    /// reported as a ``RuntimeIssue``.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The child's action, or its dismissal.
    ///   - environment: The child's environment.
    ///   - child: The optional property that holds the destination.
    ///   - casePath: The destination's case that holds the child: `/Destination.edit`.
    ///   - tag: Turns a presentation action into a parent action.
    ///   - ifAbsent: Returns the update when a child action arrives while the destination is
    ///     elsewhere; `nil`, the default, leaves the state unchanged and reports a
    ///     ``RuntimeIssue`` in debug builds.
    /// - Returns: The parent's update.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let edit = Place.presented(\\Self.destination, case: /Destination.edit, tag: Action.destination), and call update(state:action:environment:at: edit)"
    )
    @inlinable
    public static func update<Destination, Child: ModelProtocol>(
        state: consuming Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Destination?>,
        case casePath: CasePath<Destination?, Child>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action,
        ifAbsent: ((consuming Self) -> Update<Self>)? = nil
    ) -> Update<Self> {
        update(
            state: state, action: action, environment: environment,
            at: PresentedCasePlace(keyPath: child(), casePath: casePath, uncheckedTag: tag),
            ifAbsent: ifAbsent)
    }

    /// Runs the action of a child presented in one case of an optional destination enum
    /// through its update, or ends its presentation, with the parent held in place.
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The child's action, or its dismissal.
    ///   - environment: The child's environment.
    ///   - child: The optional property that holds the destination.
    ///   - casePath: The destination's case that holds the child.
    ///   - tag: Turns a presentation action into a parent action.
    ///   - ifAbsent: What to do when a child action arrives while the destination is elsewhere;
    ///     `nil`, the default, changes nothing and reports a ``RuntimeIssue`` in debug builds.
    /// - Returns: The parent's effects and transaction.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let edit = Place.presented(\\Self.destination, case: /Destination.edit, tag: Action.destination), and call reduce(into:action:environment:at: edit)"
    )
    @inlinable
    public static func reduce<Destination, Child: ModelProtocol>(
        into state: inout Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Destination?>,
        case casePath: CasePath<Destination?, Child>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action,
        ifAbsent: ((inout Self) -> Step<Self>)? = nil
    ) -> Step<Self> {
        reduce(
            into: &state, action: action, environment: environment,
            at: PresentedCasePlace(keyPath: child(), casePath: casePath, uncheckedTag: tag),
            ifAbsent: ifAbsent)
    }
}

extension StoreProtocol {
    /// A store of a presented child, or `nil` while it is not presented, whose actions reach
    /// this store as `.presented` actions.
    ///
    /// ```swift
    /// if let editor = store.viewStore(child: \.editor, tag: AppModel.Action.editor) {
    ///     EditorView(store: editor)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - child: The optional property that holds the child.
    ///   - tag: Turns a presentation action into an action of this store.
    /// - Returns: The child's store, or `nil` when the child is `nil`.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let add = Place.presented(\\Self.add, tag: Action.add), and call store.viewStore(Model.add)"
    )
    public func viewStore<Child: ModelProtocol>(
        child: KeyPath<Model, Child?>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> ViewStore<Child>? {
        viewStoreShape(child: child, tag: tag)
    }

    /// A store of a child presented in one case of an optional destination enum, or `nil`
    /// while the destination is elsewhere or `nil`.
    ///
    /// - Parameters:
    ///   - child: The optional property that holds the destination.
    ///   - casePath: The destination's case that holds the child.
    ///   - tag: Turns a presentation action into an action of this store.
    /// - Returns: The child's store, or `nil` when the destination is not in the child's case.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let edit = Place.presented(\\Self.destination, case: /Destination.edit, tag: Action.destination), and call store.viewStore(Model.edit)"
    )
    public func viewStore<Destination, Child: ModelProtocol>(
        child: KeyPath<Model, Destination?>,
        case casePath: CasePath<Destination?, Child>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> ViewStore<Child>? {
        viewStoreShape(child: child, case: casePath, tag: tag)
    }
}
