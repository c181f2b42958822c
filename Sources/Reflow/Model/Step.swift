#if canImport(SwiftUI)
import SwiftUI
#endif

/// What an update made in place returns: the effects to run and how to animate the change.
///
/// An ``Update`` without its state, for an ``InPlaceModelProtocol``'s
/// ``InPlaceModelProtocol/reduce(into:action:environment:)``, which changes the state where it
/// is instead of taking it and handing it back:
///
/// ```swift
/// static func reduce(
///     into state: inout CounterModel,
///     action: Action,
///     environment: Void
/// ) -> Step<CounterModel> {
///     switch action {
///     case .increment:
///         state.count += 1
///         return .none
///     case .load:
///         return Step(fx: .task { .loaded(await environment.load()) })
///     }
/// }
/// ```
public struct Step<Model: ModelProtocol> {
    /// The effects to run once the next state is published. ``Fx/none`` by default.
    public var fx: Fx<Model.Action>

    /// The transaction to publish the next state in, or `nil` to inherit the ambient one.
    public var transaction: Transaction?

    /// Whether Reflow knows that the update left the state unchanged: set by the child
    /// updates when the child is absent, so the store publishes nothing.
    @usableFromInline package var leavesStateUnchanged = false

    // `@inlinable`, with `none`: every in-place update returns a step. Built as a package here,
    // cross-module optimization inlines them anyway; an app that takes Reflow as a binary framework
    // gets no such help (BENCHMARKS.md, Decisions: "Step initialisers inlinable").
    /// Creates a step.
    ///
    /// - Parameters:
    ///   - fx: The effects to run after the state is published.
    ///   - transaction: The transaction to publish the state in; `nil` inherits the ambient one.
    @inlinable
    public init(fx: Fx<Model.Action> = .none, transaction: Transaction? = nil) {
        self.fx = fx
        self.transaction = transaction
    }

    /// Creates a step whose changes are animated.
    ///
    /// - Parameters:
    ///   - fx: The effects to run after the state is published.
    ///   - animation: The animation of the change; `nil` for none.
    public init(fx: Fx<Model.Action> = .none, animation: Animation?) {
        self.init(fx: fx, transaction: Transaction(animation: animation))
    }

    /// No effect, and the ambient transaction.
    @inlinable public static var none: Step { Step() }

    /// Returns this step with more effects merged after its own.
    ///
    /// - Parameter fx: The effects to add.
    /// - Returns: The same transaction, with both sets of effects.
    public consuming func mergeFx(_ fx: Fx<Model.Action>) -> Step {
        self.fx = self.fx.merge(fx)
        return self
    }

    /// Returns this step with its state change animated.
    ///
    /// - Parameter animation: The animation to use; `nil` publishes the change in a transaction
    ///   that disables the ambient animation.
    /// - Returns: The same effects, with `transaction` set to `Transaction(animation: animation)`.
    public consuming func animation(_ animation: Animation? = .default) -> Step {
        self.transaction = Transaction(animation: animation)
        return self
    }
}
