#if canImport(SwiftUI)
import SwiftUI
#endif

// One-line child updates: a key path (and, for an enum case, a case path) says where the child
// lives, with no cursor type to write. Each runs the child's update in place.
//
// Every form is `@inlinable`, so that it is specialized in the app's module: unspecialized, it
// looked up the metadata of its generic types on every send.
//
// The key path is an autoclosure. Swift builds a key path literal's object at run time, on every
// call; the in-place change needs only the stored property's offset, which the optimizer folds from
// the literal, and the object is needed only to name an absent child or to scope the child's
// effects. Built lazily, it costs nothing on a send without effects.

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
    ///   - child: The property that holds the child. A key path, evaluated only when
    ///     needed: the change goes through the property's offset, and the key path object is
    ///     built only to report an absent child or to scope its effects.
    ///   - tag: Turns a child action into a parent action.
    /// - Returns: The parent's update.
    /// - Complexity: One child update; the child is changed in place, never copied.
    @inlinable
    public static func update<Child: ModelProtocol>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child>,
        tag: @escaping (Child.Action) -> Action
    ) -> Update<Self> {
        updateChild(
            state: state, action: action, environment: environment,
            modify: { parent, body in modifyInPlace(&parent, at: child(), body) },
            makeTag: { tag },
            link: { .keyPath(child()) { (value: Child) -> Child? in value } },
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
    ///   - child: The optional property that holds the child. A key path, evaluated only when
    ///     needed: the change goes through the property's offset, and the key path object is
    ///     built only to report an absent child or to scope its effects.
    ///   - tag: Turns a child action into a parent action.
    /// - Returns: The parent's update; the state unchanged, with no effect and a
    ///   ``RuntimeIssue`` in debug builds, when the child is `nil`.
    /// - Complexity: One child update; the child is changed where it is, never copied.
    @inlinable
    public static func update<Child: ModelProtocol>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        tag: @escaping (Child.Action) -> Action
    ) -> Update<Self> {
        updateChild(
            state: state, action: action, environment: environment,
            modify: { parent, body in modifyIfPresent(&parent, at: child(), body) },
            makeTag: { tag },
            link: { .keyPath(child()) { (value: Child?) in value } },
            ifAbsent: { state in
                ignoringAbsentChild(
                    state: state, child: "the optional child at \(child()) is nil", action: action)
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
    /// The closure captures `id`, so Swift allocates it on every call; prefer the form whose
    /// tag receives the ID, `tag: Action.todo`, which allocates nothing for an update without
    /// effects.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The item action.
    ///   - environment: The item's environment.
    ///   - child: The list that holds the item. A key path, evaluated only when
    ///     needed: the change goes through the property's offset, and the key path object is
    ///     built only to report an absent child or to scope its effects.
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
        child: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child>>,
        id: Child.ID,
        tag: @escaping (Child.Action) -> Action
    ) -> Update<Self> {
        updateItem(
            state: state, action: action, environment: environment, child: child(), id: id,
            makeTag: { tag },
            ifAbsent: { ignoringAbsentItem(state: $0, child: child(), id: id, action: action) })
    }

    /// Runs an item action through the update of the item with an ID in a ``KeyedList``, with
    /// a tag that receives the ID: pass the parent action's case, and no closure is made for an
    /// update without effects.
    ///
    /// ```swift
    /// case .todo(let id, let action):
    ///     return update(
    ///         state: state, action: action, environment: environment.todo,
    ///         child: \.todos, id: id, tag: Action.todo)
    /// ```
    ///
    /// A tag written as a closure, `{ .todo(id: id, action: $0) }`, captures `id`, and Swift
    /// allocates its context on every call, effects or not. This form builds that closure only
    /// when the item's update returns effects, so a keyed send without effects allocates
    /// nothing.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The item action.
    ///   - environment: The item's environment.
    ///   - child: The list that holds the item. A key path, evaluated only when
    ///     needed: the change goes through the property's offset, and the key path object is
    ///     built only to report an absent child or to scope its effects.
    ///   - id: The item's ID.
    ///   - tag: Turns an item's ID and action into a parent action.
    /// - Returns: The parent's update; the state unchanged, with no effect and a
    ///   ``RuntimeIssue`` in debug builds, when no item has the ID.
    /// - Complexity: O(1) in the length of the list, plus one item update; neither the list nor
    ///   the item is copied.
    @inlinable
    public static func update<Child: ModelProtocol & Identifiable>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child>>,
        id: Child.ID,
        tag: @escaping (Child.ID, Child.Action) -> Action
    ) -> Update<Self> {
        updateItem(
            state: state, action: action, environment: environment, child: child(), id: id,
            makeTag: { { tag(id, $0) } },
            ifAbsent: { ignoringAbsentItem(state: $0, child: child(), id: id, action: action) })
    }

    /// Runs an item action through the update of the item with an ID in a ``KeyedList``, in
    /// place, and hands the state to `ifAbsent` when no item has the ID.
    ///
    /// Use it where an action can arrive for an item that left, and that is expected: a
    /// delivery for a deleted item, say. The state is handed over unchanged, with no report:
    ///
    /// ```swift
    /// case .delivered(let delivery):
    ///     return update(
    ///         state: state, action: .receive(delivery.quantity), environment: (),
    ///         child: \.items, id: delivery.id, tag: Action.item,
    ///         ifAbsent: { Update(state: $0) })
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The item action.
    ///   - environment: The item's environment.
    ///   - child: The list that holds the item. A key path, evaluated only when
    ///     needed: the change goes through the property's offset, and the key path object is
    ///     built only to report an absent child or to scope its effects.
    ///   - id: The item's ID.
    ///   - tag: Turns an item's ID and action into a parent action.
    ///   - ifAbsent: Returns the update when no item has the ID; it receives the parent state.
    /// - Returns: The parent's update.
    /// - Complexity: O(1) in the length of the list, plus one item update; neither the list nor
    ///   the item is copied, nor the parent handed to `ifAbsent`.
    @inlinable
    public static func update<Child: ModelProtocol & Identifiable>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child>>,
        id: Child.ID,
        tag: @escaping (Child.ID, Child.Action) -> Action,
        ifAbsent: (consuming Self) -> Update<Self>
    ) -> Update<Self> {
        updateItem(
            state: state, action: action, environment: environment, child: child(), id: id,
            makeTag: { { tag(id, $0) } }, ifAbsent: ifAbsent)
    }

    /// The `KeyedList` key-path forms: they differ only in how the tag is made and what an
    /// action for a missing item does.
    @inlinable
    static func updateItem<Child: ModelProtocol & Identifiable>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child>>,
        id: Child.ID,
        makeTag: () -> (Child.Action) -> Action,
        ifAbsent: (consuming Self) -> Update<Self>
    ) -> Update<Self> {
        updateChild(
            state: state, action: action, environment: environment,
            modify: { parent, body in
                modifyInPlace(&parent, at: child()) { $0.modify(id: id, body) }
            },
            makeTag: makeTag,
            link: { .item(child(), id: id) },
            ifAbsent: ifAbsent
        )
    }

    /// The default for a missing item: the state unchanged, and a report naming the list and
    /// the ID.
    @inlinable
    static func ignoringAbsentItem<Child: Identifiable, ChildAction>(
        state: consuming Self,
        child: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child>>,
        id: Child.ID,
        action: ChildAction
    ) -> Update<Self> {
        ignoringAbsentChild(
            state: state, child: "the list at \(child()) has no item with ID \(id)", action: action)
    }

    /// Changes the value at a key path of a state in place.
    ///
    /// A key path to a stored property of a struct names an offset in the state's memory: there the
    /// value is changed through a pointer, without the Swift runtime's generic key path
    /// application. Other key paths (computed properties, classes) go through the runtime.
    @inlinable
    static func modifyInPlace<Value, Result>(
        _ state: inout Self,
        at keyPath: WritableKeyPath<Self, Value>,
        _ body: (inout Value) -> Result
    ) -> Result {
        guard let offset = MemoryLayout<Self>.offset(of: keyPath) else {
            return body(&state[keyPath: keyPath])
        }
        return withUnsafeMutableBytes(of: &state) { bytes in
            body(&(bytes.baseAddress! + offset).assumingMemoryBound(to: Value.self).pointee)
        }
    }

    /// Changes the value of an optional at a key path of a state in place, when it is not `nil`.
    ///
    /// The value is changed through `optional!`, where it is: taking it out and putting it
    /// back moved a child of several fields in pieces.
    ///
    /// - Returns: What `body` returns; `nil` when the optional is `nil`.
    @inlinable
    static func modifyIfPresent<Value, Result>(
        _ state: inout Self,
        at keyPath: WritableKeyPath<Self, Value?>,
        _ body: (inout Value) -> Result
    ) -> Result? {
        modifyInPlace(&state, at: keyPath) { optional in
            guard optional != nil else { return nil }
            return body(&optional!)
        }
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
    ///   - child: The property that holds the enum. A key path, evaluated only when
    ///     needed: the change goes through the property's offset, and the key path object is
    ///     built only to report an absent child or to scope its effects.
    ///   - casePath: The case that holds the child.
    ///   - tag: Turns a child action into a parent action.
    /// - Returns: The parent's update; the state unchanged, with no effect and a
    ///   ``RuntimeIssue`` in debug builds, when the enum is in another case.
    /// - Complexity: One extraction through `casePath` and one child update; the payload is
    ///   moved out of the enum while it changes, so it is never copied.
    @inlinable
    public static func update<Enum, Child: ModelProtocol>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Enum>,
        case casePath: CasePath<Enum, Child>,
        tag: @escaping (Child.Action) -> Action
    ) -> Update<Self> {
        updateChild(
            state: state, action: action, environment: environment,
            modify: { parent, body in
                modifyInPlace(&parent, at: child()) { casePath.modify(&$0, body) }
            },
            makeTag: { tag },
            link: { .casePath(child(), casePath) },
            ifAbsent: { state in
                ignoringAbsentChild(
                    state: state, child: "the enum at \(child()) is not in the child's case",
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
    @inlinable
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
            makeTag: { tag },
            ifAbsent: { state in
                ignoringAbsentChild(state: state, child: "get returned no child", action: action)
            }
        )
    }
}
