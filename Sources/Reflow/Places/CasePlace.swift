// `@unchecked Sendable`: see "Why places are Sendable" in ChildPlace.swift.
/// The place of a child held in one case of an enum; made by ``Place/case(_:_:tag:)``.
public struct CasePlace<Parent: ModelProtocol, Enum, Child: ModelProtocol>: ScopedPlace,
    @unchecked Sendable
{
    /// The enum property.
    public var keyPath: WritableKeyPath<Parent, Enum> { stored.keyPath }
    /// The property, with its offset.
    @usableFromInline let stored: StoredKeyPath<Parent, Enum>
    /// The case that holds the child.
    public let casePath: CasePath<Enum, Child>
    /// Turns a child action into a parent action.
    public let tag: @Sendable (Child.Action) -> Parent.Action

    /// The action routed here: the child's.
    public typealias Route = Child.Action

    @inlinable
    init(
        keyPath: WritableKeyPath<Parent, Enum>,
        casePath: CasePath<Enum, Child>,
        tag: @escaping @Sendable (Child.Action) -> Parent.Action
    ) {
        stored = StoredKeyPath(keyPath)
        self.casePath = casePath
        self.tag = tag
    }

    /// The place a deprecated per-shape form builds for its one call, with the tag it was given,
    /// which need not be `Sendable`: see "Why a deprecated form's place may hold a tag that is
    /// not Sendable" in ChildPlace.swift.
    @inlinable
    package init(
        keyPath: WritableKeyPath<Parent, Enum>,
        casePath: CasePath<Enum, Child>,
        uncheckedTag tag: @escaping (Child.Action) -> Parent.Action
    ) {
        self.init(
            keyPath: keyPath, casePath: casePath,
            tag: unsafeBitCast(tag, to: (@Sendable (Child.Action) -> Parent.Action).self))
    }

    /// Runs the child's action where it is, while the enum is in the case.
    @inlinable @inline(__always)
    public func _reduce(
        into parent: inout Parent,
        action: Child.Action,
        environment: Child.Environment,
        ifAbsent: ((inout Parent) -> Step<Parent>)?
    ) -> Step<Parent> {
        let stored = stored
        let casePath = casePath
        let tag = tag
        return Parent.reduceChild(
            into: &parent, action: action, environment: environment,
            modify: { parent, body in stored.modify(&parent) { casePath.modify(&$0, body) } },
            makeTag: { tag },
            link: { parent in .presentedCase(stored.keyPath, casePath, in: parent) },
            ifAbsent: ifAbsent,
            absent: { "the enum at \(stored.keyPath) is not in the child's case" })
    }

    /// The parent's action that routes `action` here: what a test sends or expects to receive.
    @inlinable
    public func action(_ action: Route) -> Parent.Action {
        tag(action)
    }

    /// The child's store, or `nil` while the enum is in another case.
    @MainActor
    public func _viewStore<Store: StoreProtocol<Parent>>(in store: Store) -> ViewStore<Child>? {
        store.viewStoreShape(child: keyPath, case: casePath, tag: tag)
    }
}
