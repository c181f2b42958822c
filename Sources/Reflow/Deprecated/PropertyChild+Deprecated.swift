#if canImport(SwiftUI)
import SwiftUI
#endif

// The deprecated spellings of PropertyChild: each forwards to the implementation the
// current spelling uses, and names that spelling.

extension ModelProtocol {
    /// Runs a child action through the update of a child stored in a property, in place.
    ///
    /// ```swift
    /// case .counter(let action):
    ///     return update(
    ///         state: state, action: action, environment: (),
    ///         child: \.counter, tag: Action.counter)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - child: The property that holds the child.
    ///   - tag: Turns a child action into a parent action.
    /// - Returns: The parent's update.
    /// - Complexity: One child update; the child is changed in place, never copied.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let counter = Place.property(\\Self.counter, tag: Action.counter), and call update(state:action:environment:at: counter)"
    )
    @inlinable
    public static func update<Child: ModelProtocol>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child>,
        tag: @escaping (Child.Action) -> Action
    ) -> Update<Self> {
        update(
            state: state, action: action, environment: environment,
            at: PropertyPlace(keyPath: child(), uncheckedTag: tag))
    }

    /// Runs a child action through the update of a child stored in a property, with the parent
    /// held in place: the form for an ``InPlaceModelProtocol``'s
    /// ``InPlaceModelProtocol/reduce(into:action:environment:)``.
    ///
    /// ```swift
    /// case .counter(let action):
    ///     return reduce(
    ///         into: &state, action: action, environment: (),
    ///         child: \.counter, tag: Action.counter)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - child: The property that holds the child.
    ///   - tag: Turns a child action into a parent action.
    /// - Returns: The parent's effects and transaction.
    /// - Complexity: One child update; neither the parent nor the child is copied.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let counter = Place.property(\\Self.counter, tag: Action.counter), and call reduce(into:action:environment:at: counter)"
    )
    @inlinable
    public static func reduce<Child: ModelProtocol>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child>,
        tag: @escaping (Child.Action) -> Action
    ) -> Step<Self> {
        reduce(
            into: &state, action: action, environment: environment,
            at: PropertyPlace(keyPath: child(), uncheckedTag: tag))
    }
}

extension StoreProtocol {
    /// A store of a child stored in a property, whose actions reach this store tagged.
    ///
    /// ```swift
    /// CounterView(store: store.viewStore(child: \.counter, tag: AppModel.Action.counter))
    /// ```
    ///
    /// Made from a ``Store`` (or a store made so), it is observed per child: a view reading its
    /// `state` is told when the child changed, and not when the rest of the parent did.
    ///
    /// - Parameters:
    ///   - child: The property that holds the child.
    ///   - tag: Turns a child action into an action of this store.
    /// - Returns: The child's store.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let counter = Place.property(\\Self.counter, tag: Action.counter), and call store.viewStore(Model.counter)"
    )
    public func viewStore<Child: ModelProtocol>(
        child: KeyPath<Model, Child>,
        tag: @escaping @MainActor (Child.Action) -> Model.Action
    ) -> ViewStore<Child> {
        viewStoreShape(child: child, tag: tag)
    }
}
