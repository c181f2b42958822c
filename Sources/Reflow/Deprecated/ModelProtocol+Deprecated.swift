#if canImport(SwiftUI)
import SwiftUI
#endif

// The deprecated spellings of ModelProtocol: each forwards to the implementation the
// current spelling uses, and names that spelling.

extension ModelProtocol {
    /// Whether the ``Store`` runs this model's update in place: `true` for an
    /// ``InPlaceModelProtocol``.
    @available(*, deprecated, message: "An implementation detail; check for InPlaceModelProtocol.")
    public static var updatesInPlace: Bool { _updatesInPlace }

    /// Runs one action on a state held in place, and returns the effects and transaction.
    ///
    /// - Parameters:
    ///   - state: The state, changed where it is.
    ///   - action: The action to apply.
    ///   - environment: The dependencies effects may use.
    /// - Returns: The effects to run and the transaction to publish the change in.
    @available(
        *, deprecated,
        message: "An implementation detail; call update(state:action:environment:) instead."
    )
    public static func update(
        state: inout Self,
        action: Action,
        environment: Environment
    ) -> Step<Self> {
        _update(state: &state, action: action, environment: environment)
    }
}
