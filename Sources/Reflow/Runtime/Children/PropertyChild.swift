#if canImport(SwiftUI)
import SwiftUI
#endif

// A child stored in a property: `child: \.counter`. The family every child shape has: a by-value
// update, an in-place `reduce`, and a scoped store. A property is never absent, so it has no
// `ifAbsent:`.

extension ModelProtocol {

    /// The work of `update(state:action:environment:child:tag:)`, deprecated, which places share.
    @inlinable
    package static func updateShape<Child: ModelProtocol>(
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
            link: { _ in .keyPath(child()) { (value: Child) -> Child? in value } },
            ifAbsent: nil, absent: { "" })  // a property is never absent
    }

    /// The work of `reduce(into:action:environment:child:tag:)`, deprecated, which places share.
    @inlinable
    package static func reduceShape<Child: ModelProtocol>(
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
            link: { _ in .keyPath(child()) { (value: Child) -> Child? in value } },
            ifAbsent: nil, absent: { "" })  // a property is never absent
    }
}

extension StoreProtocol {

    /// The work of `viewStore(child:tag:)`, deprecated, which places share.
    @usableFromInline
    package func viewStoreShape<Child: ModelProtocol>(
        child: KeyPath<Model, Child>,
        tag: @escaping @MainActor (Child.Action) -> Model.Action
    ) -> ViewStore<Child> {
        scopedViewStore(
            key: AnyHashable(child), presence: false, read: { $0[keyPath: child] }, tag: tag)!
    }
}
