#if canImport(Combine)
import Combine

// Thin by design: the conversion is `Fx.sequence(_:)` over the publisher's `values`, which the
// Linux tests cover with other asynchronous sequences.
extension Fx {
    /// An effect that sends every value a Combine publisher emits, until it finishes or the
    /// effect is cancelled.
    ///
    /// ```swift
    /// fx: Fx.publisher(environment.reachability.map(AppModel.Action.reachabilityChanged))
    /// ```
    ///
    /// - Parameter publisher: A publisher of actions that never fails; the effect subscribes to
    ///   it, and the caller gives it up.
    /// - Returns: The effect.
    public static func publisher<Actions: Publisher & SendableMetatype>(
        _ publisher: sending Actions
    ) -> Fx where Actions.Output == Action, Actions.Failure == Never {
        sequence(publisher.values)
    }
}
#endif
