// `@unchecked Sendable`: see "Why places are Sendable" in ChildPlace.swift.
/// The place of a presented child stored in an optional; made by ``Place/presented(_:tag:)->PresentedPlace<Parent,Child>``.
public struct PresentedPlace<Parent: ModelProtocol, Child: ModelProtocol>: PresentationPlace,
    @unchecked Sendable
{
    /// The optional property.
    public let keyPath: WritableKeyPath<Parent, Child?>
    /// Turns a presentation action into a parent action.
    public let tag: @Sendable (PresentationAction<Child.Action>) -> Parent.Action

    @inlinable
    init(
        keyPath: WritableKeyPath<Parent, Child?>,
        tag: @escaping @Sendable (PresentationAction<Child.Action>) -> Parent.Action
    ) {
        self.keyPath = keyPath
        self.tag = tag
    }

    /// The place a deprecated per-shape form builds for its one call, with the tag it was given,
    /// which need not be `Sendable`: see "Why a deprecated form's place may hold a tag that is
    /// not Sendable" in ChildPlace.swift.
    @inlinable
    package init(
        keyPath: WritableKeyPath<Parent, Child?>,
        uncheckedTag tag: @escaping (PresentationAction<Child.Action>) -> Parent.Action
    ) {
        self.init(
            keyPath: keyPath,
            tag: unsafeBitCast(
                tag, to: (@Sendable (PresentationAction<Child.Action>) -> Parent.Action).self))
    }

    /// Runs a presentation action: the child's action where it is, or its dismissal.
    @inlinable
    public func _reduce(
        into parent: inout Parent,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        ifAbsent: ((inout Parent) -> Step<Parent>)?
    ) -> Step<Parent> {
        Parent.reduceShape(
            into: &parent, action: action, environment: environment, child: keyPath, tag: tag,
            ifAbsent: ifAbsent)
    }

    /// The parent's action that routes `action` here: what a test sends or expects to receive.
    @inlinable
    public func action(_ action: Route) -> Parent.Action {
        tag(action)
    }

    /// The child's store, or `nil` while nothing is presented.
    @MainActor
    public func _viewStore<Store: StoreProtocol<Parent>>(in store: Store) -> ViewStore<Child>? {
        store.viewStoreShape(child: keyPath, tag: tag)
    }

    /// The presentation of the child.
    @MainActor
    public func _presentation<Store: StoreProtocol<Parent>>(in store: Store) -> Presentation<
        Child
    > {
        store.presentationShape(child: keyPath, tag: tag)
    }
}

// `@unchecked Sendable`: see "Why places are Sendable" in ChildPlace.swift.
/// The place of a presented child held in one case of an optional enum of destinations; made
/// by ``Place/presented(_:case:tag:)``.
public struct PresentedCasePlace<Parent: ModelProtocol, Destination, Child: ModelProtocol>:
    PresentationPlace, @unchecked Sendable
{
    /// The optional destination.
    public let keyPath: WritableKeyPath<Parent, Destination?>
    /// The destination's case.
    public let casePath: CasePath<Destination?, Child>
    /// Turns a presentation action into a parent action.
    public let tag: @Sendable (PresentationAction<Child.Action>) -> Parent.Action

    @inlinable
    init(
        keyPath: WritableKeyPath<Parent, Destination?>,
        casePath: CasePath<Destination?, Child>,
        tag: @escaping @Sendable (PresentationAction<Child.Action>) -> Parent.Action
    ) {
        self.keyPath = keyPath
        self.casePath = casePath
        self.tag = tag
    }

    /// The place a deprecated per-shape form builds for its one call, with the tag it was given,
    /// which need not be `Sendable`: see "Why a deprecated form's place may hold a tag that is
    /// not Sendable" in ChildPlace.swift.
    @inlinable
    package init(
        keyPath: WritableKeyPath<Parent, Destination?>,
        casePath: CasePath<Destination?, Child>,
        uncheckedTag tag: @escaping (PresentationAction<Child.Action>) -> Parent.Action
    ) {
        self.init(
            keyPath: keyPath, casePath: casePath,
            tag: unsafeBitCast(
                tag, to: (@Sendable (PresentationAction<Child.Action>) -> Parent.Action).self))
    }

    /// Runs a presentation action: the child's action where it is, or its dismissal.
    @inlinable
    public func _reduce(
        into parent: inout Parent,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        ifAbsent: ((inout Parent) -> Step<Parent>)?
    ) -> Step<Parent> {
        Parent.reduceShape(
            into: &parent, action: action, environment: environment, child: keyPath,
            case: casePath, tag: tag, ifAbsent: ifAbsent)
    }

    /// The parent's action that routes `action` here: what a test sends or expects to receive.
    @inlinable
    public func action(_ action: Route) -> Parent.Action {
        tag(action)
    }

    /// The child's store, or `nil` while another destination (or none) is presented.
    @MainActor
    public func _viewStore<Store: StoreProtocol<Parent>>(in store: Store) -> ViewStore<Child>? {
        store.viewStoreShape(child: keyPath, case: casePath, tag: tag)
    }

    /// The presentation of the child.
    @MainActor
    public func _presentation<Store: StoreProtocol<Parent>>(in store: Store) -> Presentation<
        Child
    > {
        store.presentationShape(child: keyPath, case: casePath, tag: tag)
    }
}
