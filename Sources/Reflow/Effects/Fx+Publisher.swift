#if canImport(Combine)
import Combine

// Thin by design: this file only subscribes to the publisher and buffers its values into an
// `AsyncStream`; delivering them in order until the stream ends or the effect is cancelled is
// `Fx.sequence(_:)`'s job, which the Linux tests cover. `Checks/CombineBridge` runs this file
// against OpenCombine.
extension Fx {
    /// An effect that sends every value a Combine publisher emits, in order, until the
    /// publisher finishes or the effect is cancelled.
    ///
    /// ```swift
    /// case .appear:
    ///     return Update(
    ///         state: state,
    ///         fx: Fx.publisher(environment.reachability.map(AppModel.Action.reachabilityChanged))
    ///             .cancellable(id: "reachability")
    ///     )
    /// ```
    ///
    /// Unlike other effects, this one does something when it is built: it subscribes to the
    /// publisher at once, in the caller's context (on the main actor, in an update a store
    /// runs), with unlimited demand, and buffers the values until the store runs the effect
    /// and feeds them back. So a hot publisher, such as a subject, loses nothing it emits
    /// between the update and the moment the effect's task starts; and the publisher never
    /// leaves the caller's context, so it may come from the environment and need not be
    /// `Sendable`. A cold publisher starts its work when the effect is built.
    ///
    /// The subscription is cancelled when the effect is cancelled (by ``cancel(id:)``,
    /// `cancelInFlight`, the release of its store, the child that started it leaving), and when
    /// the effect is released without having run: an effect that is built and dropped, as in
    /// a test that only inspects an update, keeps its subscription and buffers values only as
    /// long as something holds it. Run the effect once: its values go to one run only.
    ///
    /// - Parameter publisher: A publisher of actions that never fails. It is subscribed to at
    ///   once and may emit on any thread; its values are sent on the main actor, in order.
    /// - Returns: The effect.
    public static func publisher<Actions: Publisher>(_ publisher: Actions) -> Fx
    where Actions.Output == Action, Actions.Failure == Never {  // floor-ok: Publisher.Failure
        let (stream, continuation) = AsyncStream.makeStream(
            of: Action.self,
            bufferingPolicy: .unbounded
        )
        let subscriber = StreamSubscriber(continuation)
        // Runs once: when the publisher finishes, when the effect's task is cancelled while it
        // iterates, or when the effect, the stream's last holder, is released.
        continuation.onTermination = { _ in subscriber.cancel() }
        publisher.subscribe(subscriber)
        return sequence(stream)
    }
}

/// A subscriber with unlimited demand that yields every value to an `AsyncStream`.
private final class StreamSubscriber<Input: Sendable>: Subscriber, @unchecked Sendable {
    // Safe to share: a publisher may call it from any thread, and the stream's termination
    // handler cancels it from any thread; the continuation is `Sendable`, the subscription is
    // only read and written under `phase`'s lock, `request(_:)` is called once, from the
    // publisher's own call, and Combine requires cancelling a subscription to be thread-safe.
    typealias Failure = Never

    private enum Phase {
        case awaitingSubscription
        case subscribed(any Subscription)
        case ended
    }

    private let continuation: AsyncStream<Input>.Continuation
    private let phase = LockedBox(Phase.awaitingSubscription)

    init(_ continuation: AsyncStream<Input>.Continuation) {
        self.continuation = continuation
    }

    func receive(subscription: any Subscription) {
        let isAccepted = phase.withLock { phase in
            guard case .awaitingSubscription = phase else { return false }
            phase = .subscribed(subscription)
            return true
        }
        if isAccepted {
            subscription.request(.unlimited)
        } else {
            subscription.cancel()
        }
    }

    func receive(_ input: Input) -> Combine.Subscribers.Demand {
        continuation.yield(input)
        return .none
    }

    func receive(completion: Combine.Subscribers.Completion<Never>) {
        // A finished subscription is not cancelled: forget it before the stream terminates.
        phase.withLock { $0 = .ended }
        continuation.finish()
    }

    /// Cancels the subscription, or the one still to come; does nothing once it has ended.
    func cancel() {
        let subscription = phase.withLock { phase -> (any Subscription)? in
            defer { phase = .ended }
            guard case .subscribed(let subscription) = phase else { return nil }
            return subscription
        }
        subscription?.cancel()
    }
}
#endif
