// `@unchecked Sendable`: see "Why places are Sendable" in ChildPlace.swift.
/// The place of a child stored in an optional; made by ``Place/optional(_:tag:)``.
public struct OptionalPlace<Parent: ModelProtocol, Child: ModelProtocol>: ScopedPlace,
    @unchecked Sendable
{
    /// The optional property.
    public let keyPath: WritableKeyPath<Parent, Child?>
    /// Turns a child action into a parent action.
    public let tag: @Sendable (Child.Action) -> Parent.Action

    /// The action routed here: the child's.
    public typealias Route = Child.Action

    @inlinable
    init(
        keyPath: WritableKeyPath<Parent, Child?>,
        tag: @escaping @Sendable (Child.Action) -> Parent.Action
    ) {
        self.keyPath = keyPath
        self.tag = tag
    }

    /// Runs the child's action where it is, when it is there.
    @inlinable
    public func _reduce(
        into parent: inout Parent,
        action: Child.Action,
        environment: Child.Environment,
        ifAbsent: ((inout Parent) -> Step<Parent>)?
    ) -> Step<Parent> {
        Parent.reduce(
            into: &parent, action: action, environment: environment, child: keyPath, tag: tag,
            ifAbsent: ifAbsent)
    }

    /// The child's store, or `nil` while the optional is `nil`.
    @MainActor
    public func _viewStore<Store: StoreProtocol<Parent>>(in store: Store) -> ViewStore<Child>? {
        store.viewStore(child: keyPath, tag: tag)
    }
}
