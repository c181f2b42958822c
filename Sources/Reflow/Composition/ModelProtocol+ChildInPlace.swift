#if canImport(SwiftUI)
import SwiftUI
#endif

// The one-line child updates for an update that changes its parent in place (an
// `InPlaceModelProtocol`'s `reduce(into:action:environment:)`): the key-path forms of
// ModelProtocol+Child.swift, taking the parent `inout` and returning a `Step`. They share those
// forms' ways of reaching the child, naming it and scoping its effects.
//
// Every form is `@inlinable` for the by-value forms' measured reason (ModelProtocol+Child.swift:
// unspecialized, a child update looked up generic metadata on every send). Specialized, a send to a
// property child of an in-place parent runs fewer instructions than under a by-value parent
// (BENCHMARKS.md, 2e).

extension ModelProtocol {
    /// Runs a child action through the update of a child stored in a property, with the parent
    /// held in place.
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
    ///   - child: The property that holds the child. A key path, evaluated only when
    ///     needed: the change goes through the property's offset, and the key path object is
    ///     built only to scope the child's effects.
    ///   - tag: Turns a child action into a parent action.
    /// - Returns: The parent's effects and transaction.
    /// - Complexity: One child update; neither the parent nor the child is copied.
    @inlinable
    public static func reduce<Child: ModelProtocol>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child>,
        tag: @escaping (Child.Action) -> Action
    ) -> Step<Self> {
        reduceChild(
            into: &state, action: action, environment: environment,
            modify: { parent, body in modifyInPlace(&parent, at: child(), body) },
            makeTag: { tag },
            link: { .keyPath(child()) { (value: Child) -> Child? in value } },
            ifAbsent: { _ in Step() }  // a property is never absent
        )
    }

    /// Runs a child action through the update of an optional child, with the parent held in
    /// place; an action for a `nil` child changes nothing and is reported.
    ///
    /// ```swift
    /// case .editor(let action):
    ///     return reduce(
    ///         into: &state, action: action, environment: (),
    ///         child: \.editor, tag: Action.editor)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - child: The optional property that holds the child. A key path, evaluated only when
    ///     needed: the change goes through the property's offset, and the key path object is
    ///     built only to report an absent child or to scope its effects.
    ///   - tag: Turns a child action into a parent action.
    /// - Returns: The parent's effects and transaction; no effect, with a ``RuntimeIssue`` in
    ///   debug builds, when the child is `nil`.
    /// - Complexity: One child update; the child is changed where it is, never copied.
    @inlinable
    public static func reduce<Child: ModelProtocol>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        tag: @escaping (Child.Action) -> Action
    ) -> Step<Self> {
        reduceChild(
            into: &state, action: action, environment: environment,
            modify: { parent, body in modifyIfPresent(&parent, at: child(), body) },
            makeTag: { tag },
            link: { .keyPath(child()) { (value: Child?) in value } },
            ifAbsent: { _ in
                ignoringAbsentChild("the optional child at \(child()) is nil", action: action)
            }
        )
    }

    /// Runs an item action through the update of the item with an ID in a ``KeyedList``, with
    /// the parent held in place, and a tag that receives the ID; an action for an ID the list
    /// no longer has changes nothing and is reported.
    ///
    /// ```swift
    /// case .todo(let id, let action):
    ///     return reduce(
    ///         into: &state, action: action, environment: environment.todo,
    ///         child: \.todos, id: id, tag: Action.todo)
    /// ```
    ///
    /// Pass the parent action's case as the tag: the closure that captures the ID is built
    /// only when the item's update returns effects, so a keyed send without effects allocates
    /// nothing.
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The item action.
    ///   - environment: The item's environment.
    ///   - child: The list that holds the item. A key path, evaluated only when
    ///     needed: the change goes through the property's offset, and the key path object is
    ///     built only to report an absent item or to scope its effects.
    ///   - id: The item's ID.
    ///   - tag: Turns an item's ID and action into a parent action.
    /// - Returns: The parent's effects and transaction; no effect, with a ``RuntimeIssue`` in
    ///   debug builds, when no item has the ID.
    /// - Complexity: O(1) in the length of the list, plus one item update; neither the list nor
    ///   the item is copied.
    @inlinable
    public static func reduce<Child: ModelProtocol & Identifiable>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child>>,
        id: Child.ID,
        tag: @escaping (Child.ID, Child.Action) -> Action
    ) -> Step<Self> {
        reduce(
            into: &state, action: action, environment: environment, child: child(), id: id,
            tag: tag,
            ifAbsent: { _ in
                ignoringAbsentChild(
                    "the list at \(child()) has no item with ID \(id)", action: action)
            })
    }

    /// Runs an item action through the update of the item with an ID in a ``KeyedList``, with
    /// the parent held in place, and runs `ifAbsent` when no item has the ID.
    ///
    /// Use it where an action can arrive for an item that left, and that is expected: a
    /// delivery for a deleted item, say. Nothing is reported:
    ///
    /// ```swift
    /// case .delivered(let delivery):
    ///     return reduce(
    ///         into: &state, action: .receive(delivery.quantity), environment: (),
    ///         child: \.items, id: delivery.id, tag: Action.item,
    ///         ifAbsent: { state in
    ///             state.lostDeliveries += 1
    ///             return .none
    ///         })
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The item action.
    ///   - environment: The item's environment.
    ///   - child: The list that holds the item. A key path, evaluated only when
    ///     needed: the change goes through the property's offset, and the key path object is
    ///     built only to scope the item's effects.
    ///   - id: The item's ID.
    ///   - tag: Turns an item's ID and action into a parent action.
    ///   - ifAbsent: Makes the parent's change and effects when no item has the ID; it receives
    ///     the parent state, in place.
    /// - Returns: The parent's effects and transaction.
    /// - Complexity: O(1) in the length of the list, plus one item update; neither the list nor
    ///   the item is copied.
    @inlinable
    public static func reduce<Child: ModelProtocol & Identifiable>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child>>,
        id: Child.ID,
        tag: @escaping (Child.ID, Child.Action) -> Action,
        ifAbsent: (inout Self) -> Step<Self>
    ) -> Step<Self> {
        reduceChild(
            into: &state, action: action, environment: environment,
            modify: { parent, body in
                modifyInPlace(&parent, at: child()) { $0.modify(id: id, body) }
            },
            makeTag: { { tag(id, $0) } },
            link: { .item(child(), id: id) },
            ifAbsent: ifAbsent)
    }

    /// Runs a child action through the update of a child held in one case of an enum, with the
    /// parent held in place; an action that arrives while the enum is in another case changes
    /// nothing and is reported.
    ///
    /// ```swift
    /// case .settings(let action):
    ///     return reduce(
    ///         into: &state, action: action, environment: (),
    ///         child: \.destination, case: Destination.settingsCase, tag: Action.settings)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - child: The property that holds the enum. A key path, evaluated only when
    ///     needed: the change goes through the property's offset, and the key path object is
    ///     built only to report an absent child or to scope its effects.
    ///   - casePath: The case that holds the child.
    ///   - tag: Turns a child action into a parent action.
    /// - Returns: The parent's effects and transaction; no effect, with a ``RuntimeIssue`` in
    ///   debug builds, when the enum is in another case.
    /// - Complexity: One extraction through `casePath` and one child update; the payload is
    ///   moved out of the enum while it changes, so it is never copied.
    @inlinable
    public static func reduce<Enum, Child: ModelProtocol>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Enum>,
        case casePath: CasePath<Enum, Child>,
        tag: @escaping (Child.Action) -> Action
    ) -> Step<Self> {
        reduceChild(
            into: &state, action: action, environment: environment,
            modify: { parent, body in
                modifyInPlace(&parent, at: child()) { casePath.modify(&$0, body) }
            },
            makeTag: { tag },
            link: { .casePath(child(), casePath) },
            ifAbsent: { _ in
                ignoringAbsentChild(
                    "the enum at \(child()) is not in the child's case", action: action)
            }
        )
    }
}
