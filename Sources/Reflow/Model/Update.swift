#if canImport(SwiftUI)
import SwiftUI
#endif

/// The result of one update: the next state, the effects to run, and how to animate the change.
///
/// Return an `Update` from ``ModelProtocol/update(state:action:environment:)->Update<Self>``:
///
/// ```swift
/// return Update(state: state, fx: .task { await environment.load() })
///     .animation(.default)
/// ```
///
/// A `nil` ``transaction`` means "inherit the ambient transaction": the store publishes the new
/// state without wrapping it in a transaction of its own. It never means an empty transaction.
public struct Update<Model: ModelProtocol> {
    /// The next state.
    public var state: Model

    /// The effects to run once the next state is published. ``Fx/none`` by default.
    public var fx: Fx<Model.Action>

    /// The transaction to publish the next state in, or `nil` to inherit the ambient one.
    public var transaction: Transaction?

    /// Whether Reflow knows that `state` is the state the update received, unchanged: set by
    /// the child updates when the child is absent, so the store publishes nothing.
    @usableFromInline package var leavesStateUnchanged = false

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - state: The next state.
    ///   - fx: The effects to run after the state is published.
    ///   - transaction: The transaction to publish the state in; `nil` inherits the ambient one.
    public init(
        state: consuming Model,
        fx: Fx<Model.Action> = .none,
        transaction: Transaction? = nil
    ) {
        self.state = state
        self.fx = fx
        self.transaction = transaction
    }

    /// Creates an update of a state and what an update made in place returned for it.
    @inlinable
    init(state: consuming Model, step: Step<Model>) {
        self.state = state
        self.fx = step.fx
        self.transaction = step.transaction
        self.leavesStateUnchanged = step.leavesStateUnchanged
    }

    /// The update without its state.
    @inlinable
    var step: Step<Model> {
        var step = Step<Model>(fx: fx, transaction: transaction)
        step.leavesStateUnchanged = leavesStateUnchanged
        return step
    }

    /// Returns this update with more effects merged after its own.
    ///
    /// - Parameter fx: The effects to add.
    /// - Returns: The same state and transaction, with both sets of effects.
    public consuming func mergeFx(_ fx: Fx<Model.Action>) -> Update {
        self.fx = self.fx.merge(fx)
        return self
    }

    /// Returns this update with its state change animated.
    ///
    /// - Parameter animation: The animation to use; `nil` publishes the change in a transaction
    ///   with no animation, which replaces an ambient `withAnimation` around the send. (A view's
    ///   implicit `.animation(_:value:)` is not a transaction: SwiftUI still applies it to the
    ///   values it watches. To keep a change from animating there too, set the transaction's
    ///   `disablesAnimations`: `Update(state:transaction:)`.)
    /// - Returns: The same state and effects, with `transaction` set to
    ///   `Transaction(animation: animation)`.
    public consuming func animation(_ animation: Animation? = .default) -> Update {
        self.transaction = Transaction(animation: animation)
        return self
    }
}
