extension Fx {
    /// An effect that sends every element of an asynchronous sequence, in order, until the
    /// sequence ends or the effect is cancelled.
    ///
    /// Use it to feed a stream of events from a service into a model:
    ///
    /// ```swift
    /// case .appear:
    ///     return Update(
    ///         state: state,
    ///         fx: Fx.sequence(environment.notifications.map(AppModel.Action.notified))
    ///             .cancellable(id: "notifications")
    ///     )
    /// ```
    ///
    /// On platforms with Combine, `Fx.publisher(_:)` feeds a publisher the same way.
    ///
    /// - Parameter sequence: The sequence; it is iterated once, by the effect only.
    /// - Returns: The effect.
    public static func sequence<Actions: AsyncSequence>(
        _ sequence: sending Actions
    ) -> Fx
    where
        Actions: SendableMetatype, Actions.AsyncIterator: SendableMetatype,
        Actions.Element == Action, Actions.Failure == Never
    {
        let transferred = Transferred(sequence)
        return .run { send in
            for await action in transferred.value {
                guard !Task.isCancelled else { return }
                await send(action)
            }
        }
    }
}

/// A value handed from its creator to the one task that uses it.
///
/// `Fx.sequence(_:)` takes its sequence as `sending`: the caller gives it up, and only the effect
/// iterates it, so sharing it with that one task is safe even when the type is not `Sendable`.
private struct Transferred<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: sending Value) {
        self.value = value
    }
}
