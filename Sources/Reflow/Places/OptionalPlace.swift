// `@unchecked Sendable`: see "Why places are Sendable" in ChildPlace.swift.
/// The place of a child stored in an optional; made by ``Place/optional(_:tag:)``.
public struct OptionalPlace<Parent: ModelProtocol, Child: ModelProtocol>: ScopedPlace,
    @unchecked Sendable
{
    /// The optional property.
    public var keyPath: WritableKeyPath<Parent, Child?> { stored.keyPath }
    /// The property, with its offset.
    @usableFromInline let stored: StoredKeyPath<Parent, Child?>
    /// Turns a child action into a parent action.
    public let tag: @Sendable (Child.Action) -> Parent.Action

    /// The action routed here: the child's.
    public typealias Route = Child.Action

    @inlinable
    init(
        keyPath: WritableKeyPath<Parent, Child?>,
        tag: @escaping @Sendable (Child.Action) -> Parent.Action
    ) {
        stored = StoredKeyPath(keyPath)
        self.tag = tag
    }

    /// The place a deprecated per-shape form builds for its one call, with the tag it was given,
    /// which need not be `Sendable`: see "Why a deprecated form's place may hold a tag that is
    /// not Sendable" in ChildPlace.swift.
    @inlinable
    package init(
        keyPath: WritableKeyPath<Parent, Child?>,
        uncheckedTag tag: @escaping (Child.Action) -> Parent.Action
    ) {
        self.init(
            keyPath: keyPath,
            tag: unsafeBitCast(tag, to: (@Sendable (Child.Action) -> Parent.Action).self))
    }

    /// Runs the child's action where it is, when it is there.
    @inlinable @inline(__always)
    public func _reduce(
        into parent: inout Parent,
        action: Child.Action,
        environment: Child.Environment,
        ifAbsent: ((inout Parent) -> Step<Parent>)?
    ) -> Step<Parent> {
        let stored = stored
        let tag = tag
        return Parent.reduceChild(
            into: &parent, action: action, environment: environment,
            modify: { (parent, body: (inout Child) -> Step<Child>) in
                stored.modify(&parent) { (optional: inout Child?) -> Step<Child>? in
                    // A pattern, not `optional != nil`: the child is `Equatable`, so the
                    // comparison with `nil` would be `Optional`'s `==`, which builds and
                    // destroys a pair of optionals through their metadata on every send.
                    guard case .some = optional else { return nil }
                    return body(&optional!)
                }
            },
            makeTag: { tag },
            link: { parent in .presented(stored.keyPath, in: parent) { (value: Child?) in value } },
            ifAbsent: ifAbsent, absent: { "the optional child at \(stored.keyPath) is nil" })
    }

    /// The parent's action that routes `action` here: what a test sends or expects to receive.
    @inlinable
    public func action(_ action: Route) -> Parent.Action {
        tag(action)
    }

    /// The child's store, or `nil` while the optional is `nil`.
    @MainActor
    public func _viewStore<Store: StoreProtocol<Parent>>(in store: Store) -> ViewStore<Child>? {
        store.viewStoreShape(child: keyPath, tag: tag)
    }
}
