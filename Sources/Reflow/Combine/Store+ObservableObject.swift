#if canImport(Combine)
import Combine

// Thin by design: the store decides when a change happens (it calls `willChange` before each
// update takes the state, which WillChangeHookTests cover on Linux); this file only plugs a
// Combine publisher into that hook for SwiftUI's `@StateObject` / `@ObservedObject`.
extension Store: ObservableObject {
    /// A publisher that emits before each action changes the state, while subscribers can
    /// still read the state it changes from.
    public nonisolated var objectWillChange: ObservableObjectPublisher {
        willChange.resolve {
            let publisher = ObservableObjectPublisher()
            // The publisher is only sent to from the main actor, where the store publishes.
            nonisolated(unsafe) let unsafePublisher = publisher
            return (publisher, { unsafePublisher.send() })
        }
    }
}
#endif
