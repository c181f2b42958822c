#if canImport(SwiftUI)
import SwiftUI
#endif

// One-line child updates: a key path (and, for an enum case, a case path) says where the child
// lives, with no cursor type to write. Each runs the child's update in place.

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
    public static func update<Child: ModelProtocol>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: WritableKeyPath<Self, Child>,
        tag: @escaping (Child.Action) -> Action
    ) -> Update<Self> {
        updateChild(
            state: state, action: action, environment: environment,
            modify: { parent, body in body(&parent[keyPath: child]) },
            tag: tag,
            link: { .keyPath(child) { (parent: Self) -> Child? in parent[keyPath: child] } },
            ifAbsent: { Update(state: $0) }  // a property is never absent
        )
    }

    /// Runs a child action through the update of an optional child, in place; an action for a
    /// `nil` child changes nothing and is reported.
    ///
    /// ```swift
    /// case .editor(let action):
    ///     return update(
    ///         state: state, action: action, environment: (),
    ///         child: \.editor, tag: Action.editor)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - child: The optional property that holds the child.
    ///   - tag: Turns a child action into a parent action.
    /// - Returns: The parent's update; the state unchanged, with no effect and a
    ///   ``RuntimeIssue`` in debug builds, when the child is `nil`.
    /// - Complexity: One child update; the child is moved out of the property while it
    ///   changes, so it is never copied.
    public static func update<Child: ModelProtocol>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: WritableKeyPath<Self, Child?>,
        tag: @escaping (Child.Action) -> Action
    ) -> Update<Self> {
        updateChild(
            state: state, action: action, environment: environment,
            modify: { (parent, body: (inout Child) -> ChildStep<Child>) in
                guard var inner = parent[keyPath: child].take() else { return nil }
                let result = body(&inner)
                parent[keyPath: child] = consume inner
                return result
            },
            tag: tag,
            link: { .keyPath(child) { (parent: Self) in parent[keyPath: child] } },
            ifAbsent: { state in
                ignoringAbsentChild(
                    state: state, child: "the optional child at \(child) is nil", action: action)
            }
        )
    }

    /// Runs an item action through the update of the item with an ID in a ``KeyedList``, in
    /// place; an action for an ID the list no longer has changes nothing and is reported.
    ///
    /// ```swift
    /// case .todo(let id, let action):
    ///     return update(
    ///         state: state, action: action, environment: environment.todo,
    ///         child: \.todos, id: id, tag: { .todo(id: id, action: $0) })
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The item action.
    ///   - environment: The item's environment.
    ///   - child: The list that holds the item.
    ///   - id: The item's ID.
    ///   - tag: Turns an item action into a parent action.
    /// - Returns: The parent's update; the state unchanged, with no effect and a
    ///   ``RuntimeIssue`` in debug builds, when no item has the ID.
    /// - Complexity: O(1) in the length of the list, plus one item update; neither the list nor
    ///   the item is copied.
    @inlinable
    public static func update<Child: ModelProtocol & Identifiable>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: WritableKeyPath<Self, KeyedList<Child>>,
        id: Child.ID,
        tag: @escaping (Child.Action) -> Action
    ) -> Update<Self> {
        updateChild(
            state: state, action: action, environment: environment,
            modify: { parent, body in parent[keyPath: child].modify(id: id, body) },
            tag: tag,
            link: { .keyPath(child, key: id) { (parent: Self) in parent[keyPath: child][id: id] } },
            ifAbsent: { state in
                ignoringAbsentChild(
                    state: state, child: "the list at \(child) has no item with ID \(id)",
                    action: action)
            }
        )
    }

    /// Runs a child action through the update of a child held in one case of an enum, in place;
    /// an action that arrives while the enum is in another case changes nothing and is reported.
    ///
    /// ```swift
    /// case .settings(let action):
    ///     return update(
    ///         state: state, action: action, environment: (),
    ///         child: \.destination, case: Destination.settingsCase, tag: Action.settings)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - child: The property that holds the enum.
    ///   - casePath: The case that holds the child.
    ///   - tag: Turns a child action into a parent action.
    /// - Returns: The parent's update; the state unchanged, with no effect and a
    ///   ``RuntimeIssue`` in debug builds, when the enum is in another case.
    /// - Complexity: One extraction through `casePath` and one child update; the payload is
    ///   moved out of the enum while it changes, so it is never copied.
    public static func update<Enum, Child: ModelProtocol>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: WritableKeyPath<Self, Enum>,
        case casePath: CasePath<Enum, Child>,
        tag: @escaping (Child.Action) -> Action
    ) -> Update<Self> {
        updateChild(
            state: state, action: action, environment: environment,
            modify: { parent, body in casePath.modify(&parent[keyPath: child], body) },
            tag: tag,
            link: {
                ChildLink(
                    identity: ChildIdentity(child, case: casePath),
                    find: ChildFinder { (parent: Self) in
                        casePath.extract(from: parent[keyPath: child])
                    })
            },
            ifAbsent: { state in
                ignoringAbsentChild(
                    state: state, child: "the enum at \(child) is not in the child's case",
                    action: action)
            }
        )
    }

    /// Runs a child action through the update of a child read and written by closures: the
    /// form ObservableStore calls `update(get:set:tag:state:action:environment:)`.
    ///
    /// ```swift
    /// case .editor(let action):
    ///     return update(
    ///         get: { $0.editor },
    ///         set: { state, editor in var state = state; state.editor = editor; return state },
    ///         tag: Action.editor,
    ///         state: state, action: action, environment: ())
    /// ```
    ///
    /// - Parameters:
    ///   - get: Reads the child from the parent; `nil` when it is absent.
    ///   - set: Returns the parent with the child written in.
    ///   - tag: Turns a child action into a parent action.
    ///   - state: The parent state.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    /// - Returns: The parent's update; the state unchanged, with no effect and a
    ///   ``RuntimeIssue`` in debug builds, when `get` returns `nil`.
    /// - Complexity: `get` hands out a copy while the parent keeps the child, so the child's
    ///   collections that its update changes are copied; the key-path forms avoid that.
    public static func update<Child: ModelProtocol>(
        get: (Self) -> Child?,
        set: (Self, Child) -> Self,
        tag: @escaping (Child.Action) -> Action,
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment
    ) -> Update<Self> {
        updateChild(
            state: state, action: action, environment: environment,
            modify: { (parent, body: (inout Child) -> ChildStep<Child>) in
                guard var inner = get(parent) else { return nil }
                let result = body(&inner)
                parent = set(parent, inner)
                return result
            },
            tag: tag,
            ifAbsent: { state in
                ignoringAbsentChild(state: state, child: "get returned no child", action: action)
            }
        )
    }
}
