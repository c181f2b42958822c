#if canImport(Combine)
import Combine

// Thin by design: the store decides when a change happens (and calls `willChange` before
// publishing, which the Linux tests cover); this file only plugs a Combine publisher into that
// hook for SwiftUI's `@StateObject` / `@ObservedObject`.
extension Store: ObservableObject {
    /// A publisher that emits before the store publishes each new state.
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
