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
    /// `AsyncSequence.Failure`, which this overload uses to accept only sequences that never
    /// fail, ships with iOS 18, macOS 15, tvOS 18 and watchOS 11. On earlier systems, pass an
    /// `AsyncStream` (``sequence(_:)-(AsyncStream<Action>)``), which never fails either.
    ///
    /// - Parameter sequence: The sequence; it is iterated once, by the effect only.
    /// - Returns: The effect.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
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

    /// An effect that sends every element of an asynchronous stream, in order, until the
    /// stream finishes or the effect is cancelled.
    ///
    /// The form of ``sequence(_:)-(Actions)`` for every system Reflow supports: an
    /// `AsyncStream` never fails, so it needs no `AsyncSequence.Failure`. Wrap any other
    /// sequence in one to use it before iOS 18 and macOS 15:
    ///
    /// ```swift
    /// let stream = AsyncStream { continuation in
    ///     let task = Task {
    ///         for await note in environment.notifications {
    ///             continuation.yield(AppModel.Action.notified(note))
    ///         }
    ///         continuation.finish()
    ///     }
    ///     continuation.onTermination = { _ in task.cancel() }
    /// }
    /// return Update(state: state, fx: .sequence(stream).cancellable(id: "notifications"))
    /// ```
    ///
    /// - Parameter stream: The stream; it is iterated once, by the effect only.
    /// - Returns: The effect.
    public static func sequence(_ stream: AsyncStream<Action>) -> Fx {
        .run { send in
            for await action in stream {
                guard !Task.isCancelled else { return }
                await send(action)
            }
        }
    }
}

private struct Transferred<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: sending Value) {
        self.value = value
    }
}
