#if canImport(SwiftUI)
import SwiftUI
#endif

extension ModelProtocol {
    /// Runs one action through `update` on a state held in place, and returns the effects and
    /// transaction; the cursors' generated updates are built on it.
    ///
    /// The state is moved into the update and the result moved back, so when `state` refers to
    /// storage owned by the caller alone, its collections are never shared while the update
    /// writes them.
    static func update(
        inPlace state: inout Self,
        action: Action,
        environment: Environment
    ) -> (fx: Fx<Action>, transaction: Transaction?) {
        let next = update(state: consume state, action: action, environment: environment)
        state = next.state
        return (next.fx, next.transaction)
    }
}
