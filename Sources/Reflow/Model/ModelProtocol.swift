#if canImport(SwiftUI)
import SwiftUI
#endif

/// A value type that describes one component: its state, the actions it takes, the environment
/// its effects need, and the pure function that computes the next state.
///
/// A model is the single source of truth for a component. Every change goes through
/// ``update(state:action:environment:)->Update<Self>``: given the same state and the same actions it must
/// produce the same states in the same order. Side effects are not performed by `update`; they
/// are described by the ``Fx`` returned inside the ``Update`` and run by the ``Store``.
///
/// ```swift
/// struct CounterModel: ModelProtocol {
///     enum Action: Sendable { case increment, decrement }
///
///     var count = 0
///
///     static func update(
///         state: consuming CounterModel,
///         action: Action,
///         environment: Void
///     ) -> Update<CounterModel> {
///         switch action {
///         case .increment: state.count += 1
///         case .decrement: state.count -= 1
///         }
///         return Update(state: state)
///     }
/// }
/// ```
///
/// ## Ownership and performance
///
/// The requirement takes its state as `consuming Self`. A conformance may declare the parameter
/// either as `state: consuming Self` (the fast path) or as `state: Self`. With the consuming form
/// the update owns the value the ``Store`` moved out of its storage, so mutating a collection in
/// the model is done in place: a keyed update in a list of a million items costs the same as in
/// a list of ten. With the plain form the update receives a borrowed value and must copy it
/// (`var state = state`) before mutating, which copies every collection it touches.
///
/// Actions are `Sendable` because effects deliver them from other concurrency domains.
public protocol ModelProtocol: Equatable {
    /// The actions this model takes. Actions produced by effects cross concurrency domains, so
    /// they are `Sendable`.
    associatedtype Action: Sendable

    /// The dependencies of this model's effects: services, clocks, file systems.
    ///
    /// Use `Void` when the model needs none.
    associatedtype Environment

    /// Computes the next state, and the effects to run, for one action.
    ///
    /// - Parameters:
    ///   - state: The current state. Declare it `consuming` to mutate it in place.
    ///   - action: The action to apply.
    ///   - environment: The dependencies effects may use.
    /// - Returns: The next state, its effects and an optional transaction.
    static func update(
        state: consuming Self,
        action: Action,
        environment: Environment
    ) -> Update<Self>

    /// Whether the ``Store`` runs this model's update in place. An implementation detail:
    /// `false`, and `true` for an ``InPlaceModelProtocol``; do not implement it.
    static var _updatesInPlace: Bool { get }

    /// Runs one action on a state held in place. An implementation detail, called by the
    /// ``Store`` and the child forms: a model gets one that moves its state through
    /// ``update(state:action:environment:)``, and an ``InPlaceModelProtocol`` one that calls its
    /// ``InPlaceModelProtocol/reduce(into:action:environment:)``; do not implement it.
    static func _update(
        state: inout Self,
        action: Action,
        environment: Environment
    ) -> Step<Self>

    /// The screens this model shows for records it keeps, which the store closes when their
    /// record leaves the list: `static let recordScreens = RecordScreens(detail)`. None by
    /// default; see ``RecordScreens``.
    static var recordScreens: RecordScreens<Self> { get }
}

extension ModelProtocol {
    /// `false`: the store moves the state into the update that takes and returns it.
    @inlinable public static var _updatesInPlace: Bool { false }

    /// No screens: a model shows none for records it keeps, unless it names them.
    @inlinable public static var recordScreens: RecordScreens<Self> { .none }

    // `@inlinable`, so that it is specialized where it is called. The update is taken apart and its
    // state moved out last, since taking the step from the update whole copied a state of several
    // fields (BENCHMARKS.md, Decisions: "State moved out of the update last").
    /// Runs one action on a state held in place through the update that takes and returns it:
    /// the state is moved into the update and the result moved back.
    @inlinable
    public static func _update(
        state: inout Self,
        action: Action,
        environment: Environment
    ) -> Step<Self> {
        let next = update(state: consume state, action: action, environment: environment)
        let isUnchanged = next.leavesStateUnchanged
        let fx = next.fx
        let transaction = next.transaction
        state = (consume next).state
        var step = Step<Self>(fx: fx, transaction: transaction)
        step.leavesStateUnchanged = isUnchanged
        return step
    }
}

extension ModelProtocol {
    /// Runs a sequence of actions, one after another, through
    /// ``ModelProtocol/update(state:action:environment:)->Update<Self>``.
    ///
    /// Each action sees the state the previous one produced. The effects of all updates are
    /// merged in order, and the last non-`nil` transaction wins.
    ///
    /// ```swift
    /// let next = CounterModel.update(
    ///     state: CounterModel(),
    ///     actions: [.increment, .increment, .decrement],
    ///     environment: ()
    /// )
    /// // next.state.count == 1
    /// ```
    ///
    /// - Parameters:
    ///   - state: The state to start from.
    ///   - actions: The actions to apply, in order.
    ///   - environment: The dependencies effects may use.
    /// - Returns: The final state, the merged effects and the last non-`nil` transaction.
    /// - Complexity: O(*k*) updates for *k* actions; the state is moved, never copied, from
    ///   one update to the next.
    public static func update<Actions: Sequence>(
        state: consuming Self,
        actions: Actions,
        environment: Environment
    ) -> Update<Self> where Actions.Element == Action {
        var current = state
        var fx = Fx<Action>.none
        var transaction: Transaction?
        for action in actions {
            let next = update(state: consume current, action: action, environment: environment)
            fx = fx.merge(next.fx)
            if let nextTransaction = next.transaction {
                transaction = nextTransaction
            }
            current = next.state
        }
        return Update(state: current, fx: fx, transaction: transaction)
    }
}
