/// A function that may use main-actor isolated conformances, held where a `Sendable` value is
/// needed and called only on the main actor.
///
/// In a module built with default main-actor isolation (a new Xcode 26 app target) every
/// conformance a user declares is main-actor isolated: the cursor that tags a child's actions
/// can only be used there. A child's effects run in tasks, but the actions they send reach the
/// store through ``Send``, whose sink is main-actor isolated; tagging them there, and only
/// there, keeps the conformance in its isolation. This wrapper carries the tag from the update
/// that built the effect to that sink.
///
/// It is `@unchecked Sendable` because the only way to reach the function is
/// ``callAsFunction(_:)``, which is `@MainActor`: however many tasks hold the wrapper, the
/// function runs on one actor. The functions Reflow wraps capture nothing mutable (a cursor's
/// metatype, an item's key), so moving them to the main actor shares no state either.
package struct MainActorFunction<Input, Output>: @unchecked Sendable {
    private let function: (Input) -> Output

    package init(_ function: @escaping (Input) -> Output) {
        self.function = function
    }

    /// Calls the function, on the main actor.
    @MainActor
    package func callAsFunction(_ input: Input) -> Output {
        function(input)
    }
}
