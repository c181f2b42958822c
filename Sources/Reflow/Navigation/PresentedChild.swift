#if canImport(SwiftUI)
import SwiftUI
#endif

// A presented child: an optional child, or one case of an optional destination enum, whose
// parent keeps a `PresentationAction` for it. `.presented` runs the child's update through the
// optional or enum-case form and turns the child's `Fx.dismiss` into the parent's `.dismiss`;
// `.dismiss` clears the child (only while the destination is in the child's case), which ends
// the child's effects. The in-place forms hold that logic; the by-value ones move the parent
// through them, as the stack form does.

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
        updateShape(
            state: state, action: action, environment: environment, child: child(), tag: tag,
            ifAbsent: ifAbsent)
    }

    /// The work of `update(state:action:environment:child:tag:ifAbsent:)`, deprecated, which places share.
    @inlinable
    package static func updateShape<Child: ModelProtocol>(
        state: consuming Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action,
        ifAbsent: ((consuming Self) -> Update<Self>)? = nil
    ) -> Update<Self> {
        var parent = state
        let step = reduceShape(
            into: &parent, action: action, environment: environment, child: child(), tag: tag,
            ifAbsent: ifAbsent.map(inPlace))
        return Update(state: consume parent, step: step)
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
        reduceShape(
            into: &state, action: action, environment: environment, child: child(), tag: tag,
            ifAbsent: ifAbsent)
    }

    /// The work of `reduce(into:action:environment:child:tag:ifAbsent:)`, deprecated, which places share.
    @inlinable
    package static func reduceShape<Child: ModelProtocol>(
        into state: inout Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action,
        ifAbsent: ((inout Self) -> Step<Self>)? = nil
    ) -> Step<Self> {
        guard case .presented(let childAction) = action else {
            return dismiss(&state, at: child()) { _ in true }
        }
        var step = reduceShape(
            into: &state, action: childAction, environment: environment, child: child(),
            tag: { tag(.presented($0)) }, ifAbsent: ifAbsent)
        if step.fx.dismisses, Child.self is any DismissedByItsButtons.Type {
            // An alert's or a dialog's button: the alert ends with it, in this send.
            state[keyPath: child()] = nil
            step.fx = step.fx.removingDismissals()
            step.leavesStateUnchanged = false
            return step
        }
        step.fx = step.fx.replacingDismiss(
            with: { tag(.dismiss) }, slot: { .keyPath(child(), read: { $0 }) })
        return step
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
        updateShape(
            state: state, action: action, environment: environment, child: child(), case: casePath,
            tag: tag, ifAbsent: ifAbsent)
    }

    /// The work of `update(state:action:environment:child:case:tag:ifAbsent:)`, deprecated, which places share.
    @inlinable
    package static func updateShape<Destination, Child: ModelProtocol>(
        state: consuming Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Destination?>,
        case casePath: CasePath<Destination?, Child>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action,
        ifAbsent: ((consuming Self) -> Update<Self>)? = nil
    ) -> Update<Self> {
        var parent = state
        let step = reduceShape(
            into: &parent, action: action, environment: environment, child: child(),
            case: casePath, tag: tag, ifAbsent: ifAbsent.map(inPlace))
        return Update(state: consume parent, step: step)
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
        reduceShape(
            into: &state, action: action, environment: environment, child: child(), case: casePath,
            tag: tag, ifAbsent: ifAbsent)
    }

    /// The work of `reduce(into:action:environment:child:case:tag:ifAbsent:)`, deprecated, which places share.
    @inlinable
    package static func reduceShape<Destination, Child: ModelProtocol>(
        into state: inout Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Destination?>,
        case casePath: CasePath<Destination?, Child>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action,
        ifAbsent: ((inout Self) -> Step<Self>)? = nil
    ) -> Step<Self> {
        guard case .presented(let childAction) = action else {
            return dismiss(&state, at: child()) { casePath.extract(from: $0) != nil }
        }
        var step = reduceShape(
            into: &state, action: childAction, environment: environment, child: child(),
            case: casePath, tag: { tag(.presented($0)) }, ifAbsent: ifAbsent)
        if step.fx.dismisses, Child.self is any DismissedByItsButtons.Type {
            // An alert's or a dialog's button: the alert ends with it, in this send.
            state[keyPath: child()] = nil
            step.fx = step.fx.removingDismissals()
            step.leavesStateUnchanged = false
            return step
        }
        step.fx = step.fx.replacingDismiss(
            with: { tag(.dismiss) }, slot: { .keyPath(child(), read: { $0 }) })
        return step
    }

    /// A by-value `ifAbsent` as the in-place forms take it: the parent moved through it and back.
    @inlinable
    static func inPlace(
        _ ifAbsent: @escaping (consuming Self) -> Update<Self>
    ) -> (inout Self) -> Step<Self> {
        { parent in
            let update = ifAbsent(consume parent)
            parent = update.state
            return update.step
        }
    }

    /// Ends a presentation: sets the optional at `keyPath` to `nil` when what it holds is the
    /// presented child, and otherwise leaves the state unchanged. With nothing presented, that is
    /// reported: the dismissal had nothing to end. With another presentation in the slot (a
    /// destination in another case), it is not: that one took the place of the child.
    @inlinable
    static func dismiss<Value>(
        _ state: inout Self,
        at keyPath: WritableKeyPath<Self, Value?>,
        when isPresented: (Value?) -> Bool
    ) -> Step<Self> {
        let current = state[keyPath: keyPath]
        guard current != nil, isPresented(current) else {
            if current == nil {
                reportDismissalOfNothing(at: keyPath)
            }
            var step = Step<Self>()
            step.leavesStateUnchanged = true
            return step
        }
        state[keyPath: keyPath] = nil
        return Step()
    }
}

/// A presentation that ends when one of its buttons is used: an alert or a confirmation dialog.
/// The presentation forms clear it in the send that carries the button's action, instead of
/// sending `.dismiss` after it.
@usableFromInline protocol DismissedByItsButtons {}

extension AlertState: DismissedByItsButtons {}
extension ConfirmationDialogState: DismissedByItsButtons {}

extension ModelProtocol {
    /// Reports a `.dismiss` that arrived while nothing was presented.
    @usableFromInline @inline(never)
    static func reportDismissalOfNothing(at keyPath: AnyKeyPath) {
        RuntimeIssue.report(
            """
            \(Self.self): a .dismiss for \(keyPath) changed nothing: nothing is presented \
            there. Send it only while the child is presented.
            """)
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

    /// The work of `viewStore(child:tag:)`, deprecated, which places share.
    @usableFromInline
    package func viewStoreShape<Child: ModelProtocol>(
        child: KeyPath<Model, Child?>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> ViewStore<Child>? {
        viewStoreShape(child: child, tag: { tag(.presented($0)) })
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

    /// The work of `viewStore(child:case:tag:)`, deprecated, which places share.
    @usableFromInline
    package func viewStoreShape<Destination, Child: ModelProtocol>(
        child: KeyPath<Model, Destination?>,
        case casePath: CasePath<Destination?, Child>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> ViewStore<Child>? {
        viewStoreShape(child: child, case: casePath, tag: { tag(.presented($0)) })
    }
}
