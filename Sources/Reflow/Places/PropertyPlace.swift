// `@unchecked Sendable`: see "Why places are Sendable" in ChildPlace.swift.
/// The place of a child stored in a property; made by ``Place/property(_:tag:)``.
public struct PropertyPlace<Parent: ModelProtocol, Child: ModelProtocol>: StaticPlace,
    @unchecked Sendable
{
    /// The property.
    public var keyPath: WritableKeyPath<Parent, Child> { stored.keyPath }
    /// The property, with its offset.
    @usableFromInline let stored: StoredKeyPath<Parent, Child>
    /// Turns a child action into a parent action.
    public let tag: @Sendable (Child.Action) -> Parent.Action

    /// The action routed here: the child's.
    public typealias Route = Child.Action

    @inlinable
    init(
        keyPath: WritableKeyPath<Parent, Child>,
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
        keyPath: WritableKeyPath<Parent, Child>,
        uncheckedTag tag: @escaping (Child.Action) -> Parent.Action
    ) {
        self.init(
            keyPath: keyPath,
            tag: unsafeBitCast(tag, to: (@Sendable (Child.Action) -> Parent.Action).self))
    }

    /// Runs the child's action where it is; a property is never absent, so `ifAbsent` is
    /// never called.
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
            modify: { parent, body in stored.modify(&parent, body) },
            makeTag: { tag },
            link: { _ in .keyPath(stored.keyPath) { (value: Child) -> Child? in value } },
            ifAbsent: nil, absent: { "" })  // a property is never absent
    }

    /// The parent's action that routes `action` here: what a test sends or expects to receive.
    @inlinable
    public func action(_ action: Route) -> Parent.Action {
        tag(action)
    }

    /// The child's store.
    @MainActor
    public func _viewStore<Store: StoreProtocol<Parent>>(in store: Store) -> ViewStore<Child>? {
        store.viewStoreShape(child: keyPath, tag: tag)
    }
}
