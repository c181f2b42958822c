#if canImport(SwiftUI)
import SwiftUI
#endif

// The deprecated spellings of StackAction: each forwards to the implementation the
// current spelling uses, and names that spelling.

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
        update(
            state: state, action: action, environment: environment,
            at: StackPlace(keyPath: child, uncheckedTag: tag))
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
        reduce(
            into: &state, action: action, environment: environment,
            at: StackPlace(keyPath: child, uncheckedTag: tag))
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
}
