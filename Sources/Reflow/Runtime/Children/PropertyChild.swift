#if canImport(SwiftUI)
import SwiftUI
#endif

// A child stored in a property: `child: \.counter`. Its route is a `PropertyPlace`'s own
// `_reduce`; here is its scoped store, which the place and the deprecated form share.

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
