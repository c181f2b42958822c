#if canImport(SwiftUI)
import SwiftUI
#endif

// The one mechanism behind every child shape (static, optional, keyed, enum case; cursor,
// key-path and closure forms): update the child in place, tag its effects, keep its
// transaction, and report or hand back an absent child.

/// What one child update leaves to its parent: the child's effects and transaction.
@usableFromInline typealias ChildStep<Child: ModelProtocol> = (
    fx: Fx<Child.Action>, transaction: Transaction?
)

extension ModelProtocol {
    /// Runs one action through `update` on a state held in place, and returns the effects and
    /// transaction: through ``reduce(into:action:environment:)`` for an
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
    ) -> ChildStep<Self> {
        if updatesInPlace {
            let step = update(state: &state, action: action, environment: environment)
            return (step.fx, step.transaction)
        }
        // Not through `update(state:action:environment:)` in place, whose default takes the update
        // apart for a parent's sake: for a child, this shorter form runs fewer instructions.
        let next = update(state: consume state, action: action, environment: environment)
        state = next.state
        return (next.fx, next.transaction)
    }

    /// Runs a child's action through the child's update inside the parent's state.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - modify: Hands the child, in place, to its argument; returns `nil` when the child is
    ///     absent.
    ///   - makeTag: Makes the function that turns a child action into a parent action; called
    ///     only when the child's update returns effects, so a tag that captures a key costs no
    ///     allocation for an update without effects.
    ///   - link: Who the child is and how the store finds it, to scope its effects; made only
    ///     when the child's update returns effects. `nil` leaves them unscoped.
    ///   - ifAbsent: What to return when the child is absent; it receives the parent state.
    /// - Returns: The parent's update.
    // `@inlinable`, with `update(inPlace:)`, `Fx.tagged` and `KeyedList.modify(id:_:)`: every
    // child update runs through here, and unspecialized generic code looked up the metadata of
    // each generic type it touched on every send (see BENCHMARKS.md for the keyed send before
    // and after).
    @inlinable
    static func updateChild<Child: ModelProtocol>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        modify: (inout Self, (inout Child) -> ChildStep<Child>) -> ChildStep<Child>?,
        makeTag: () -> (Child.Action) -> Action,
        link: () -> ChildLink? = { nil },
        ifAbsent: (consuming Self) -> Update<Self>
    ) -> Update<Self> {
        var parent = state
        let result = modify(&parent) { child in
            Child.update(inPlace: &child, action: action, environment: environment)
        }
        // `consume parent`: passed as is, the parent was copied into the update and then destroyed.
        guard let (fx, transaction) = result else { return ifAbsent(consume parent) }
        return Update(
            state: consume parent, fx: fx.tagged(makeTag, child: link), transaction: transaction)
    }

    /// Runs a child's action through the child's update inside the parent's state, held in
    /// place: ``updateChild(state:action:environment:modify:makeTag:link:ifAbsent:)`` for an
    /// update that changes its parent where it is.
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    ///   - modify: Hands the child, in place, to its argument; returns `nil` when the child is
    ///     absent.
    ///   - makeTag: Makes the function that turns a child action into a parent action; called
    ///     only when the child's update returns effects.
    ///   - link: Who the child is and how the store finds it, to scope its effects; made only
    ///     when the child's update returns effects.
    ///   - ifAbsent: What to do when the child is absent; it receives the parent state.
    /// - Returns: The parent's effects and transaction.
    @inlinable
    static func reduceChild<Child: ModelProtocol>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        modify: (inout Self, (inout Child) -> ChildStep<Child>) -> ChildStep<Child>?,
        makeTag: () -> (Child.Action) -> Action,
        link: () -> ChildLink?,
        ifAbsent: (inout Self) -> Step<Self>
    ) -> Step<Self> {
        let result = modify(&state) { child in
            Child.update(inPlace: &child, action: action, environment: environment)
        }
        guard let (fx, transaction) = result else { return ifAbsent(&state) }
        return Step(fx: fx.tagged(makeTag, child: link), transaction: transaction)
    }

    /// The default for an absent child: the state unchanged, no effect, and a ``RuntimeIssue``
    /// naming the child.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - child: Names the absent child: "no item for key 3", "the optional child is nil".
    ///   - action: The ignored action.
    @usableFromInline
    static func ignoringAbsentChild<ChildAction>(
        state: consuming Self,
        child: String,
        action: ChildAction
    ) -> Update<Self> {
        let step: Step<Self> = ignoringAbsentChild(child, action: action)
        var update = Update(state: state, fx: step.fx, transaction: step.transaction)
        update.leavesStateUnchanged = step.leavesStateUnchanged
        return update
    }

    /// The default for an absent child, in place: no effect, the state known to be unchanged,
    /// and a ``RuntimeIssue`` naming the child.
    ///
    /// - Parameters:
    ///   - child: Names the absent child: "no item for key 3", "the optional child is nil".
    ///   - action: The ignored action.
    @usableFromInline
    static func ignoringAbsentChild<ChildAction>(
        _ child: String,
        action: ChildAction
    ) -> Step<Self> {
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
}

// `@inlinable`, so that the finder's closure is specialized where the child update that records the
// link is: unspecialized, the store's check after each action, while effects started in children
// run, looked up generic metadata for each of them. `@inline(never)`: specialized, but kept out of
// the child update, which runs on every send; inlined there, it grew the update past what the
// optimizer inlines into the store.
extension ChildLink {
    /// The link to a child held in one case of an enum found through a key path.
    @inlinable @inline(never)
    static func casePath<Parent, Enum, Child>(
        _ keyPath: KeyPath<Parent, Enum>,
        _ casePath: CasePath<Enum, Child>
    ) -> ChildLink {
        ChildLink(
            place: keyPath as AnyKeyPath, key: ObjectIdentifier(Child.self),
            finder: ChildFinder(at: keyPath) { casePath.extract(from: $0) })
    }

    /// The link to a child found at a key path (and by a key, for an item of a list).
    ///
    /// - Parameters:
    ///   - keyPath: Where the value that holds the child is.
    ///   - key: The child's key in that value, if any.
    ///   - read: Returns the child in the value, or `nil` when it is absent.
    @inlinable @inline(never)
    static func keyPath<Parent, Value, Child>(
        _ keyPath: KeyPath<Parent, Value>,
        key: (any Hashable)? = nil,
        read: @escaping (Value) -> Child?
    ) -> ChildLink {
        ChildLink(place: keyPath as AnyKeyPath, key: key, finder: ChildFinder(at: keyPath, read))
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
        ChildLink(place: ObjectIdentifier(cursor), key: key, finder: ChildFinder(find))
    }
}
