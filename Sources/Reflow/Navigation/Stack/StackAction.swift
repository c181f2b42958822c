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

extension ModelProtocol {
    /// Runs the action of a screen on a stack through the screen's update, or pops screens.
    ///
    /// ```swift
    /// case .path(let action):
    ///     return update(
    ///         state: state, action: action, environment: environment.screen,
    ///         child: \.path, tag: Action.path)
    /// ```
    ///
    /// `.element(id:action:)` runs the screen's update in place (O(1) in the stack's height),
    /// tags its effects, and turns the screen's ``Fx/dismiss`` into `.popFrom(id:)` with its ID,
    /// sent at once; an action for a screen no longer on the stack changes nothing and is
    /// reported. `.push(id:state:)` pushes the screen with that ID; an ID on the stack, or one
    /// the stack gave before, changes nothing and is reported, since IDs are never reused.
    /// `.popFrom(id:)` pops the screen and those above it, ending their effects; for an ID no
    /// longer on the stack, it changes nothing and is reported. Match any of them before calling
    /// the form to react (or, for a push, to refuse it).
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: A screen's action, a push, or a pop.
    ///   - environment: The screens' environment.
    ///   - child: The property that holds the stack.
    ///   - tag: Turns a stack action into a parent action: a case such as
    ///     `case path(StackAction<Screen>)`.
    /// - Returns: The parent's update.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let path = Place.stack(\\Self.path, tag: Action.path), and call update(state:action:environment:at: path)"
    )
    public static func update<Element: ModelProtocol>(
        state: consuming Self,
        action: StackAction<Element>,
        environment: Element.Environment,
        child: WritableKeyPath<Self, StackState<Element>>,
        tag: @escaping (StackAction<Element>) -> Action
    ) -> Update<Self> {
        updateShape(state: state, action: action, environment: environment, child: child, tag: tag)
    }

    /// The work of `update(state:action:environment:child:tag:)`, deprecated, which places share.
    @usableFromInline
    package static func updateShape<Element: ModelProtocol>(
        state: consuming Self,
        action: StackAction<Element>,
        environment: Element.Environment,
        child: WritableKeyPath<Self, StackState<Element>>,
        tag: @escaping (StackAction<Element>) -> Action
    ) -> Update<Self> {
        var parent = state
        let step = reduceShape(
            into: &parent, action: action, environment: environment, child: child, tag: tag)
        return Update(state: consume parent, step: step)
    }

    /// Runs the action of a screen on a stack through the screen's update, or pops screens,
    /// with the parent held in place: the in-place counterpart of
    /// ``update(state:action:environment:child:tag:)-(_,StackAction<Element>,_,_,_)``.
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: A screen's action, a push, or a pop.
    ///   - environment: The screens' environment.
    ///   - child: The property that holds the stack.
    ///   - tag: Turns a stack action into a parent action.
    /// - Returns: The parent's effects and transaction.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let path = Place.stack(\\Self.path, tag: Action.path), and call reduce(into:action:environment:at: path)"
    )
    public static func reduce<Element: ModelProtocol>(
        into state: inout Self,
        action: StackAction<Element>,
        environment: Element.Environment,
        child: WritableKeyPath<Self, StackState<Element>>,
        tag: @escaping (StackAction<Element>) -> Action
    ) -> Step<Self> {
        reduceShape(into: &state, action: action, environment: environment, child: child, tag: tag)
    }

    /// The work of `reduce(into:action:environment:child:tag:)`, deprecated, which places share.
    @usableFromInline
    package static func reduceShape<Element: ModelProtocol>(
        into state: inout Self,
        action: StackAction<Element>,
        environment: Element.Environment,
        child: WritableKeyPath<Self, StackState<Element>>,
        tag: @escaping (StackAction<Element>) -> Action
    ) -> Step<Self> {
        switch action {
        case .push(let id, let screen):
            guard state[keyPath: child].push(screen, id: id) else {
                var step = Step<Self>()
                step.leavesStateUnchanged = true
                return step
            }
            return Step()
        case .popFrom(let id):
            guard state[keyPath: child].elements.contains(id: id) else {
                RuntimeIssue.report(
                    """
                    \(Self.self): a pop from \(id) changed nothing: no screen on the stack has \
                    the ID \(id).
                    """)
                var step = Step<Self>()
                step.leavesStateUnchanged = true
                return step
            }
            state[keyPath: child].pop(from: id)
            return Step()
        case .element(let id, let elementAction):
            var step = reduceShape(
                into: &state, action: elementAction, environment: environment,
                child: child.appending(path: \.elements), id: id,
                tag: { id, action in tag(.element(id: id, action: action)) })
            step.fx = step.fx.replacingDismiss { tag(.popFrom(id: id)) }
            return step
        }
    }
}

extension StoreProtocol {
    /// A store of the screen with an ID on a stack, or `nil` when no screen has the ID: what a
    /// `navigationDestination` shows for an ID of the stack's path.
    ///
    /// ```swift
    /// .navigationDestination(for: StackElementID.self) { id in
    ///     if let screen = store.viewStore(child: \.path, id: id, tag: AppModel.Action.path) {
    ///         ScreenView(store: screen)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - child: The stack.
    ///   - id: The screen's ID.
    ///   - tag: Turns a stack action into an action of this store.
    /// - Returns: The screen's store, or `nil` when no screen has the ID.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let path = Place.stack(\\Self.path, tag: Action.path), and call store.viewStore(Model.path(id))"
    )
    public func viewStore<Element: ModelProtocol>(
        child: KeyPath<Model, StackState<Element>>,
        id: StackElementID,
        tag: @escaping @MainActor (StackAction<Element>) -> Model.Action
    ) -> ViewStore<Element>? {
        viewStoreShape(child: child, id: id, tag: tag)
    }

    /// The work of `viewStore(child:id:tag:)`, deprecated, which places share.
    @usableFromInline
    package func viewStoreShape<Element: ModelProtocol>(
        child: KeyPath<Model, StackState<Element>>,
        id: StackElementID,
        tag: @escaping @MainActor (StackAction<Element>) -> Model.Action
    ) -> ViewStore<Element>? {
        guard
            let screen = viewStoreShape(
                child: child.appending(path: \.elements), id: id,
                tag: { id, action in tag(.element(id: id, action: action)) })
        else { return nil }
        return ViewStore(
            get: { screen.state.element }, send: { screen.send($0) })
    }

    /// A binding of a stack's IDs for `NavigationStack(path:)`: when the view pops screens (a
    /// swipe back, the back button), it sends `.popFrom(id:)` with the lowest one popped.
    ///
    /// ```swift
    /// NavigationStack(path: store.stackPath(\.path, tag: AppModel.Action.path)) {
    ///     MeetingsList(store: store)
    ///         .navigationDestination(for: StackElementID.self) { id in ... }
    /// }
    /// ```
    ///
    /// Screens are pushed by the parent's update (`state.path.append(...)`): a path the view
    /// lengthens by itself is not a screen the stack knows, and is ignored. To push screens
    /// from the view by value (`NavigationLink(value:)`), bind ``stackLinks(_:tag:)`` instead. Reading the binding
    /// observes the stack's pushes and pops only, not the screens' changes.
    ///
    /// - Parameters:
    ///   - child: The stack.
    ///   - tag: Turns a stack action into an action of this store.
    /// - Returns: The binding.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let path = Place.stack(\\Self.path, tag: Action.path), and call store.stackPath(Model.path)"
    )
    public func stackPath<Element>(
        _ child: KeyPath<Model, StackState<Element>>,
        tag: @escaping @MainActor (StackAction<Element>) -> Model.Action
    ) -> Binding<[StackElementID]> where Element: ModelProtocol {
        stackPathShape(child, tag: tag)
    }

    /// The work of `stackPath(_:tag:)`, deprecated, which places share.
    @usableFromInline
    package func stackPathShape<Element>(
        _ child: KeyPath<Model, StackState<Element>>,
        tag: @escaping @MainActor (StackAction<Element>) -> Model.Action
    ) -> Binding<[StackElementID]> where Element: ModelProtocol {
        Binding(
            get: { self.observedStackIDs(child, tag: tag) },
            send: { self.send($0) },
            actions: { (path: [StackElementID]) -> [Model.Action] in
                // A path of IDs only can pop, never push: the links' rule, with no links.
                StackLink.actions(
                    changing: self.state[keyPath: child], to: path.map { StackLink(id: $0) }
                ).map(tag)
            })
    }

    /// A stack's IDs, read as `viewStores` reads a list's: observing the stack's structure only,
    /// so a view bound to the path is told of pushes and pops, not of a screen's changes.
    func observedStackIDs<Element: ModelProtocol>(
        _ child: KeyPath<Model, StackState<Element>>,
        tag: @escaping @MainActor (StackAction<Element>) -> Model.Action
    ) -> [StackElementID] {
        let elements = child.appending(path: \StackState<Element>.elements)
        let elementTag: @MainActor (StackElementID, Element.Action) -> Model.Action = {
            id, action in tag(.element(id: id, action: action))
        }
        return viewStoresShape(child: elements, tag: elementTag).ids
    }
}
