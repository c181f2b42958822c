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
    /// transaction.
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
    ///   - tag: Turns a child action into a parent action.
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
        tag: @escaping (Child.Action) -> Action,
        link: () -> ChildLink? = { nil },
        ifAbsent: (consuming Self) -> Update<Self>
    ) -> Update<Self> {
        var parent = state
        let result = modify(&parent) { child in
            Child.update(inPlace: &child, action: action, environment: environment)
        }
        guard let (fx, transaction) = result else { return ifAbsent(parent) }
        return Update(state: parent, fx: fx.tagged(tag, child: link), transaction: transaction)
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
        RuntimeIssue.report(
            """
            \(Self.self): \(child); the action \(action) was ignored. (An effect can send an \
            action after its child left the state; that is harmless.)
            """
        )
        var update = Update(state: state)
        update.leavesStateUnchanged = true
        return update
    }
}

extension ChildLink {
    /// The link to a child found through a key path (and a key, for an item of a list).
    @usableFromInline
    static func keyPath<Parent, Value, Child>(
        _ keyPath: KeyPath<Parent, Value>,
        key: (any Hashable)? = nil,
        find: @escaping (Parent) -> Child?
    ) -> ChildLink {
        ChildLink(identity: ChildIdentity(keyPath, key: key), find: ChildFinder(find))
    }

    /// The link to a child found through a cursor type (and a key, for a keyed cursor).
    @usableFromInline
    static func cursor<Cursor, Parent, Child>(
        _ cursor: Cursor.Type,
        key: (any Hashable)? = nil,
        find: @escaping (Parent) -> Child?
    ) -> ChildLink {
        ChildLink(identity: ChildIdentity(cursor: cursor, key: key), find: ChildFinder(find))
    }
}
