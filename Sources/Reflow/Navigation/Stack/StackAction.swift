#if canImport(SwiftUI)
import SwiftUI
#endif

/// An action of a screen on a ``StackState``, a push, or a pop: the action a parent keeps for
/// its stack.
///
/// ```swift
/// enum Action: Sendable {
///     case path(StackAction<Screen>)
/// }
/// ```
///
/// The stack form runs `.element` actions through the screen's update, answers
/// `.push(id:state:)` by pushing the screen with that ID, and answers `.popFrom(id:)` by popping
/// that screen and every screen above it, which ends their effects. A screen that returns
/// ``Fx/dismiss`` comes back as `.popFrom(id:)` with its own ID; a swipe back in a
/// `NavigationStack` bound with ``StoreProtocol/stackPath(_:tag:)`` or
/// ``StoreProtocol/stackLinks(_:tag:)`` sends it too, and a `NavigationLink(value:)` of a
/// ``StackLink`` sends `.push(id:state:)`.
///
/// The type is generic over the screens, not their actions, so that a push carries a screen.
public enum StackAction<Screen: ModelProtocol> {
    /// An action of the screen with an ID.
    case element(id: StackElementID, action: Screen.Action)
    /// Pushes a screen with an ID: the ID the stack gives its next screen (a link's push), or
    /// a later one. The stack form reports an ID that is on the stack or was given before.
    case push(id: StackElementID, state: Screen)
    /// Pops the screen with an ID and every screen above it.
    case popFrom(id: StackElementID)
}

extension StackAction: Sendable where Screen: Sendable {}
extension StackAction: Equatable where Screen.Action: Equatable {}
extension StackAction: Hashable where Screen: Hashable, Screen.Action: Hashable {}
// A journal writes the actions of an app with a stack when its screens and their actions are
// `Codable`: `{"push": {"id": 0, "state": …}}`, as Swift writes an enum's cases.
extension StackAction: Encodable where Screen: Encodable, Screen.Action: Encodable {}
extension StackAction: Decodable where Screen: Decodable, Screen.Action: Decodable {}
