#if canImport(SwiftUI)
import SwiftUI
#endif

// The deprecated spellings of EnumCaseChild: each forwards to the implementation the
// current spelling uses, and names that spelling.

extension ModelProtocol {
    /// Runs a child action through the update of a child held in one case of an enum, in place;
    /// an action that arrives while the enum is in another case changes nothing and is
    /// reported, unless `ifAbsent` says what it does.
    ///
    /// ```swift
    /// case .settings(let action):
    ///     return update(
    ///         state: state, action: action, environment: (),
    ///         child: \.destination, case: /Destination.settings, tag: Action.settings)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - child: The property that holds the enum.
    ///   - casePath: The case that holds the child.
    ///   - tag: Turns a child action into a parent action.
    ///   - ifAbsent: Returns the update when the enum is in another case; it receives the
    ///     parent state. `nil`, the default, leaves the state unchanged, with no effect, and
    ///     reports a ``RuntimeIssue`` in debug builds.
    /// - Returns: The parent's update.
    /// - Complexity: One extraction through `casePath` and one child update; the payload is
    ///   moved out of the enum while it changes, so it is never copied.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let loaded = Place.case(\\Self.status, /Status.loaded, tag: Action.loaded), and call update(state:action:environment:at: loaded)"
    )
    @inlinable
    public static func update<Enum, Child: ModelProtocol>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Enum>,
        case casePath: CasePath<Enum, Child>,
        tag: @escaping (Child.Action) -> Action,
        ifAbsent: ((consuming Self) -> Update<Self>)? = nil
    ) -> Update<Self> {
        update(
            state: state, action: action, environment: environment,
            at: CasePlace(keyPath: child(), casePath: casePath, uncheckedTag: tag),
            ifAbsent: ifAbsent)
    }

    /// Runs a child action through the update of a child held in one case of an enum, with the
    /// parent held in place; an action that arrives while the enum is in another case changes
    /// nothing and is reported, unless `ifAbsent` says what it does.
    ///
    /// ```swift
    /// case .settings(let action):
    ///     return reduce(
    ///         into: &state, action: action, environment: (),
    ///         child: \.destination, case: /Destination.settings, tag: Action.settings)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - child: The property that holds the enum.
    ///   - casePath: The case that holds the child.
    ///   - tag: Turns a child action into a parent action.
    ///   - ifAbsent: What to do when the enum is in another case; it receives the parent
    ///     state. `nil`, the default, changes nothing, starts no effect, and reports a
    ///     ``RuntimeIssue`` in debug builds.
    /// - Returns: The parent's effects and transaction.
    /// - Complexity: One extraction through `casePath` and one child update; the payload is
    ///   moved out of the enum while it changes, so it is never copied.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let loaded = Place.case(\\Self.status, /Status.loaded, tag: Action.loaded), and call reduce(into:action:environment:at: loaded)"
    )
    @inlinable
    public static func reduce<Enum, Child: ModelProtocol>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Enum>,
        case casePath: CasePath<Enum, Child>,
        tag: @escaping (Child.Action) -> Action,
        ifAbsent: ((inout Self) -> Step<Self>)? = nil
    ) -> Step<Self> {
        reduce(
            into: &state, action: action, environment: environment,
            at: CasePlace(keyPath: child(), casePath: casePath, uncheckedTag: tag),
            ifAbsent: ifAbsent)
    }
}

extension StoreProtocol {
    /// A store of a child held in one case of an enum, or `nil` while the enum is in another
    /// case.
    ///
    /// ```swift
    /// if let settings = store.viewStore(
    ///     child: \.destination, case: /Destination.settings, tag: AppModel.Action.settings)
    /// {
    ///     SettingsView(store: settings)
    /// }
    /// ```
    ///
    /// Making it registers interest in the child appearing or leaving; reading its state, in
    /// the child's changes. (While the enum is in another case, and for an enum that customises
    /// its mirror, the case is not known by name, and making it registers interest in this
    /// store's state instead.)
    ///
    /// - Parameters:
    ///   - child: The property that holds the enum.
    ///   - casePath: The case that holds the child.
    ///   - tag: Turns a child action into an action of this store.
    /// - Returns: The child's store, or `nil` when the enum is in another case.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let loaded = Place.case(\\Self.status, /Status.loaded, tag: Action.loaded), and call store.viewStore(Model.loaded)"
    )
    public func viewStore<Enum, Child: ModelProtocol>(
        child: KeyPath<Model, Enum>,
        case casePath: CasePath<Enum, Child>,
        tag: @escaping @MainActor (Child.Action) -> Model.Action
    ) -> ViewStore<Child>? {
        viewStoreShape(child: child, case: casePath, tag: tag)
    }
}
