#if canImport(SwiftUI)
import SwiftUI
#endif

// A presented child: an optional child, or one case of an optional destination enum, whose
// parent keeps a `PresentationAction` for it. `.presented` runs the child's update through the
// optional or enum-case form and turns the child's `Fx.dismiss` into the parent's `.dismiss`;
// `.dismiss` clears the child (only while the destination is in the child's case), which ends
// the child's effects. The places' verbs run it, by value or in place.

extension ModelProtocol {

    /// The route of a presentation action for an optional child: what a ``PresentedPlace``
    /// runs.
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

    /// The route of a presentation action for one case of an optional destination: what a
    /// ``PresentedCasePlace`` runs.
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

    /// The work of `viewStore(child:tag:)`, deprecated, which places share.
    @usableFromInline
    package func viewStoreShape<Child: ModelProtocol>(
        child: KeyPath<Model, Child?>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> ViewStore<Child>? {
        viewStoreShape(child: child, tag: { tag(.presented($0)) })
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
