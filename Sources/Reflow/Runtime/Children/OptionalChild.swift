#if canImport(SwiftUI)
import SwiftUI
#endif

// A child stored in an optional property: `child: \.editor`. An action for a `nil` child changes
// nothing and is reported, unless the form is given `ifAbsent:`.

extension ModelProtocol {

    /// The route of an optional child's action, which the presented forms run a presented
    /// child's action through.
    @inlinable
    package static func reduceShape<Child: ModelProtocol>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        tag: @escaping (Child.Action) -> Action,
        ifAbsent: ((inout Self) -> Step<Self>)? = nil
    ) -> Step<Self> {
        reduceChild(
            into: &state, action: action, environment: environment,
            modify: { parent, body in modifyIfPresent(&parent, at: child(), body) },
            makeTag: { tag },
            link: { parent in .presented(child(), in: parent) { (value: Child?) in value } },
            ifAbsent: ifAbsent, absent: { "the optional child at \(child()) is nil" })
    }
}

extension StoreProtocol {

    /// The work of `viewStore(child:tag:)`, deprecated, which places share.
    @usableFromInline
    package func viewStoreShape<Child: ModelProtocol>(
        child: KeyPath<Model, Child?>,
        tag: @escaping @MainActor (Child.Action) -> Model.Action
    ) -> ViewStore<Child>? {
        scopedViewStore(
            key: AnyHashable(child), presence: true, read: { $0[keyPath: child] }, tag: tag)
    }
}
