/// The function an effect feeds actions back with.
///
/// An effect built with ``Fx/run(_:)`` receives a `Send` and calls it like a function:
///
/// ```swift
/// .run { send in
///     await send(.started)
///     await send(.finished(await environment.work()))
/// }
/// ```
///
/// Sending runs on the main actor, through the store's ``Store/send(_:)``. Once the effect is
/// cancelled, or its store is gone, sending does nothing.
public struct Send<Action: Sendable>: Sendable {
    private let sink: @MainActor @Sendable (Action) -> Void

    /// Creates a `Send` that forwards actions to a function.
    ///
    /// - Parameter sink: The function that receives the actions, on the main actor.
    public init(_ sink: @escaping @MainActor @Sendable (Action) -> Void) {
        self.sink = sink
    }

    /// Sends an action, unless the current task is cancelled.
    ///
    /// - Parameter action: The action to send.
    @MainActor
    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        sink(action)
    }

    /// Returns a `Send` for another action type that transforms its actions into this one's.
    ///
    /// - Parameter transform: The function from the new action type to this one.
    /// - Returns: The transformed `Send`.
    public func map<ChildAction: Sendable>(
        _ transform: @escaping @Sendable (ChildAction) -> Action
    ) -> Send<ChildAction> {
        let sink = self.sink
        return Send<ChildAction> { action in sink(transform(action)) }
    }

    /// Returns a `Send` for another action type whose actions are transformed on the main
    /// actor, where the transform's isolated conformances are valid.
    package func map<ChildAction: Sendable>(
        _ transform: MainActorFunction<ChildAction, Action>
    ) -> Send<ChildAction> {
        let sink = self.sink
        return Send<ChildAction> { action in sink(transform(action)) }
    }
}
