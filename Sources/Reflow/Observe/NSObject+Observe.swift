import Foundation

extension NSObject {
    /// Runs a closure at once, then again each time the observable state it read changes, until
    /// the returned token is cancelled or released: ``observe(_:)``, callable by that name
    /// inside `NSObject` subclasses.
    ///
    /// On Apple platforms every `NSObject` has Foundation's key-value-observing method
    /// `observe(_:options:changeHandler:)`. A member hides a global function of the same name,
    /// so inside a view controller `observe { ... }` would find that method and not compile.
    /// This overload takes its place and calls the global function; it behaves exactly the
    /// same and does not tie the token to the object: keep the token.
    ///
    /// ```swift
    /// token = observe { [weak self] in self?.render() }
    /// ```
    ///
    /// - Parameter apply: Reads the state and applies it, on the main actor.
    /// - Returns: The token that keeps the observation running; it stops when the token is
    ///   cancelled or released.
    @MainActor
    public func observe(_ apply: @escaping @MainActor () -> Void) -> ObserveToken {
        Reflow.observe(apply)
    }
}
