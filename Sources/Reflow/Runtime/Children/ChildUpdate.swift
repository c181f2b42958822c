#if canImport(SwiftUI)
import SwiftUI
#endif

// The one mechanism behind every child shape (property, optional, keyed, enum case; cursor,
// key-path and closure forms): update the child in place, tag its effects, keep its
// transaction, and report or hand back an absent child. Each shape's file holds its forms.
//
// Every form is `@inlinable`, so that it is specialized in the app's module; unspecialized, it
// looks up the metadata of its generic types on every send (BENCHMARKS.md, Decisions:
// "Key-path forms inlinable", "In-place child forms inlinable").
//
// The key-path forms take the key path as an autoclosure: Swift builds a key-path literal's
// object at run time on every call, while the in-place change needs only the stored property's
// offset, which the optimizer folds from the literal. The object is built only to name an absent
// child or to scope the child's effects (BENCHMARKS.md, Decisions: "Key path as an autoclosure").

extension ModelProtocol {
    /// Runs one action through `update` on a state held in place, and returns the effects and
    /// transaction: through ``InPlaceModelProtocol/reduce(into:action:environment:)`` for an
    /// ``InPlaceModelProtocol``, by moving the state through the update otherwise.
    ///
    /// The state is moved into the update and the result moved back, so when `state` refers to
    /// storage owned by the caller alone, its collections are never shared while the update
    /// writes them.
    @inlinable
    static func update(
        inPlace state: inout Self,
        action: Action,
        environment: Environment
    ) -> Step<Self> {
        if _updatesInPlace {
            var step = _update(state: &state, action: action, environment: environment)
            if recordScreens.namesAny {
                step.fx = closingRecordScreens(step.fx, in: state)
            }
            return step
        }
        // Not through `_update(state:action:environment:)`, whose default also carries the
        // update's `leavesStateUnchanged` for the store: a parent does not use it, and this
        // shorter form runs faster (BENCHMARKS.md, Decisions: "Child update without the flag").
        let next = update(state: consume state, action: action, environment: environment)
        state = next.state
        // Checked here, where it folds away for a model that names no record screens.
        if recordScreens.namesAny {
            return Step(
                fx: closingRecordScreens(next.fx, in: state), transaction: next.transaction)
        }
        return Step(fx: next.fx, transaction: next.transaction)
    }

    /// `fx` with the effect that closes this model's ``recordScreens`` whose record left, if
    /// any. Out of line: it runs only for a model that names some.
    @usableFromInline @inline(never)
    static func closingRecordScreens(_ fx: Fx<Action>, in state: Self) -> Fx<Action> {
        fx.merge(recordScreens.closings(in: state))
    }

    /// Runs a child's action through the child's update inside the parent's state, held in
    /// place: the one mechanism behind every child form.
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - modify: Hands the child, in place, to its argument; returns `nil` when the child is
    ///     absent.
    ///   - makeTag: Makes the function that turns a child action into a parent action; called
    ///     only when the child's update returns effects, so a tag that captures a key costs no
    ///     allocation for an update without effects.
    ///   - link: Who the child is and how the store finds it, to scope its effects; made only
    ///     when the child's update returns effects. `nil` leaves them unscoped.
    ///   - onAbsent: What to do when the child is absent; it receives the parent state.
    /// - Returns: The parent's effects and transaction.
    // `@inlinable`, with `update(inPlace:)`, `Fx.tagged` and `KeyedList.modify(id:_:)`: every
    // child update runs through here, and unspecialized generic code looks up the metadata of
    // each generic type it touches on every send (BENCHMARKS.md, Decisions: "Child path inlinable").
    @inlinable
    static func runChild<Child: ModelProtocol>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        modify: (inout Self, (inout Child) -> Step<Child>) -> Step<Child>?,
        makeTag: () -> (Child.Action) -> Action,
        link: (Self) -> ChildLink?,
        onAbsent: (inout Self) -> Step<Self>
    ) -> Step<Self> {
        let result = modify(&state) { child in
            Child.update(inPlace: &child, action: action, environment: environment)
        }
        guard let result else { return onAbsent(&state) }
        return Step(
            fx: result.fx.tagged(makeTag, child: { link(state) }), transaction: result.transaction)
    }

    /// ``runChild(into:action:environment:modify:makeTag:link:onAbsent:)`` for the in-place
    /// forms, which take the parent `inout` and return a ``Step``.
    ///
    /// - Parameters:
    ///   - ifAbsent: What to do when the child is absent; it receives the parent state. `nil`
    ///     reports the absent child, named by `absent`, and leaves the state unchanged.
    ///   - absent: Names the absent child, for the report.
    @inlinable
    static func reduceChild<Child: ModelProtocol>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        modify: (inout Self, (inout Child) -> Step<Child>) -> Step<Child>?,
        makeTag: () -> (Child.Action) -> Action,
        link: (Self) -> ChildLink?,
        ifAbsent: ((inout Self) -> Step<Self>)?,
        absent: () -> String
    ) -> Step<Self> {
        runChild(
            into: &state, action: action, environment: environment, modify: modify,
            makeTag: makeTag, link: link,
            onAbsent: { parent in
                ifAbsent?(&parent) ?? absentChild(absent(), action: action)
            })
    }

    /// ``runChild(into:action:environment:modify:makeTag:link:onAbsent:)`` for the by-value
    /// forms, which take the parent and hand it back in an ``Update``.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - ifAbsent: What to return when the child is absent; it receives the parent state.
    ///     `nil` reports the absent child, named by `absent`, and leaves the state unchanged.
    ///   - absent: Names the absent child, for the report.
    /// - Returns: The parent's update.
    @inlinable
    static func updateChild<Child: ModelProtocol>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        modify: (inout Self, (inout Child) -> Step<Child>) -> Step<Child>?,
        makeTag: () -> (Child.Action) -> Action,
        link: (Self) -> ChildLink?,
        ifAbsent: ((consuming Self) -> Update<Self>)?,
        absent: () -> String
    ) -> Update<Self> {
        var parent = state
        let step = runChild(
            into: &parent, action: action, environment: environment, modify: modify,
            makeTag: makeTag, link: link,
            onAbsent: { parent in
                guard let ifAbsent else { return absentChild(absent(), action: action) }
                let update = ifAbsent(consume parent)
                parent = update.state
                return update.step
            })
        // `consume parent`: passed as is, the parent is copied into the update and then destroyed
        // (BENCHMARKS.md, Decisions: "Parent consumed into the update").
        return Update(state: consume parent, step: step)
    }

    /// What an absent child's action does unless the form was given `ifAbsent`: no effect, the
    /// state known to be unchanged (so the store publishes nothing), and a ``RuntimeIssue``
    /// naming the child.
    ///
    /// - Parameters:
    ///   - child: Names the absent child, as in "the list at `\Parent.items` has no item with ID 3".
    ///   - action: The ignored action.
    @usableFromInline
    static func absentChild<ChildAction>(_ child: String, action: ChildAction) -> Step<Self> {
        RuntimeIssue.report(
            """
            \(Self.self): \(child); the action \(action) was ignored. (An effect can send an \
            action after its child left the state; that is harmless.)
            """
        )
        var step = Step<Self>()
        step.leavesStateUnchanged = true
        return step
    }

    /// Changes the value at a key path of a state in place.
    ///
    /// A key path to a stored property of a struct names an offset in the state's memory: there the
    /// value is changed through a pointer, without the Swift runtime's generic key path
    /// application. Other key paths (computed properties, classes) go through the runtime.
    // BENCHMARKS.md, Decisions: "Change at a key path's offset".
    @inlinable
    static func modifyInPlace<Value, Result>(
        _ state: inout Self,
        at keyPath: WritableKeyPath<Self, Value>,
        _ body: (inout Value) -> Result
    ) -> Result {
        modifyValue(in: &state, at: keyPath, offset: MemoryLayout<Self>.offset(of: keyPath), body)
    }

    /// Changes the value of an optional at a key path of a state in place, when it is not `nil`.
    ///
    /// The value is changed through `optional!`, where it is: taking it out and putting it
    /// back moves a child of several fields in pieces.
    ///
    /// - Returns: What `body` returns; `nil` when the optional is `nil`.
    // BENCHMARKS.md, Decisions: "Optional child changed through `optional!`".
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
}

// `@inlinable`, so that the finder's closure is specialized where the child update that records the
// link is: the store runs it after each action while a child's effects run. `@inline(never)`, so
// that it stays out of the child update, which runs on every send and must stay small enough to
// be inlined into the store (BENCHMARKS.md, Decisions: "Child links specialized", "Child links
// out of line").
extension ChildLink {
    /// The link to a child held in one case of an enum found through a key path.
    @inlinable @inline(never)
    static func casePath<Parent, Enum, Child>(
        _ keyPath: KeyPath<Parent, Enum>,
        _ casePath: CasePath<Enum, Child>
    ) -> ChildLink {
        ChildLink(
            place: keyPath as AnyKeyPath, key: TypeIdentity(Child.self),
            finder: ChildFinder(at: keyPath) { casePath.extract(from: $0) })
    }

    /// The link to a child found at a key path: a property, or an optional. (An item of a list
    /// has ``item(_:id:)``.)
    ///
    /// - Parameters:
    ///   - keyPath: Where the value that holds the child is.
    ///   - read: Returns the child in the value, or `nil` when it is absent.
    /// A link to a presented child (an optional, or one case of an enum) that finds it only
    /// while it has the identity it had when the link was made: the store ends the child's
    /// effects when another child, of another identity, takes its place.
    @inlinable @inline(never)
    static func presented<Parent, Value, Child>(
        _ keyPath: KeyPath<Parent, Value>,
        in parent: Parent,
        read: @escaping (Value) -> Child?
    ) -> ChildLink {
        // The identity of the child the effect was started in: the one there now, just after
        // its update. Read only for an update that returned an effect.
        guard let identity = read(parent[keyPath: keyPath]).flatMap(presentedIdentity(of:))
        else { return .keyPath(keyPath, read: read) }
        return ChildLink(
            place: keyPath as AnyKeyPath, key: nil,
            finder: ChildFinder(at: keyPath) { value in
                read(value).flatMap { presentedIdentity(of: $0) == identity ? $0 : nil }
            })
    }

    /// ``casePath(_:_:)`` for a child that has an identity (see ``presented(_:in:read:)``).
    @inlinable @inline(never)
    static func presentedCase<Parent, Enum, Child>(
        _ keyPath: KeyPath<Parent, Enum>,
        _ casePath: CasePath<Enum, Child>,
        in parent: Parent
    ) -> ChildLink {
        guard
            let identity = casePath.extract(from: parent[keyPath: keyPath])
                .flatMap(presentedIdentity(of:))
        else { return .casePath(keyPath, casePath) }
        return ChildLink(
            place: keyPath as AnyKeyPath, key: TypeIdentity(Child.self),
            finder: ChildFinder(at: keyPath) { value in
                casePath.extract(from: value).flatMap {
                    presentedIdentity(of: $0) == identity ? $0 : nil
                }
            })
    }

    @inlinable @inline(never)
    static func keyPath<Parent, Value, Child>(
        _ keyPath: KeyPath<Parent, Value>,
        read: @escaping (Value) -> Child?
    ) -> ChildLink {
        ChildLink(place: keyPath as AnyKeyPath, key: nil, finder: ChildFinder(at: keyPath, read))
    }

    /// The link to the item with an ID in a ``KeyedList``: the store checks that such an item
    /// is still there only when an item may have left its list.
    @inlinable @inline(never)
    static func item<Parent, Element: Identifiable>(
        _ keyPath: KeyPath<Parent, KeyedList<Element>>,
        id: Element.ID
    ) -> ChildLink {
        ChildLink(
            place: keyPath as AnyKeyPath, key: id,
            finder: ChildFinder(at: keyPath) { $0[id: id] }, list: ListProbe(at: keyPath))
    }

    /// The link to a child found through a cursor type (and a key, for a keyed cursor).
    @inlinable @inline(never)
    static func cursor<Cursor, Parent, Child>(
        _ cursor: Cursor.Type,
        key: (any Hashable)? = nil,
        find: @escaping (Parent) -> Child?
    ) -> ChildLink {
        ChildLink(place: TypeIdentity(cursor), key: key, finder: ChildFinder(find))
    }
}

/// What makes a presented child "the same one": its `id` when it is `Identifiable`, and `nil`
/// (no identity beyond being there, in its case) otherwise.
///
/// Called only when a child's update returned an effect, and by the store while such effects
/// run: never on a plain send.
@usableFromInline
func presentedIdentity<Child>(of child: Child) -> AnyHashable? {
    guard let identifiable = child as? any Identifiable else { return nil }
    return identity(of: identifiable)
}

private func identity<Child: Identifiable>(of child: Child) -> AnyHashable {
    AnyHashable(child.id)
}

/// Changes the value at a key path of a root in place: through a pointer at `offset`, the
/// stored property's offset in the root's memory, when there is one; through the Swift
/// runtime's key path application otherwise. What ``ModelProtocol/modifyInPlace(_:at:_:)``
/// and a place's kept key path (`StoredKeyPath`) share.
@inlinable
func modifyValue<Root, Value, Result>(
    in root: inout Root,
    at keyPath: WritableKeyPath<Root, Value>,
    offset: Int?,
    _ body: (inout Value) -> Result
) -> Result {
    guard let offset else { return body(&root[keyPath: keyPath]) }
    return modifyStoredValue(in: &root, offset: offset, body)
}

/// Changes the value a root stores at `offset` in its memory, through a pointer: the stored
/// property's offset, from `MemoryLayout.offset(of:)`.
@inlinable
func modifyStoredValue<Root, Value, Result>(
    in root: inout Root,
    offset: Int,
    _ body: (inout Value) -> Result
) -> Result {
    withUnsafeMutableBytes(of: &root) { bytes in
        body(&(bytes.baseAddress! + offset).assumingMemoryBound(to: Value.self).pointee)
    }
}
