/// The place of a child found by a getter and written back by a setter; made by
/// ``Place/custom(_:get:set:tag:)``.
public struct CustomPlace<Parent: ModelProtocol, Child: ModelProtocol>: ScopedPlace, Sendable {
    /// Reads the child from the parent; `nil` when it is absent.
    public let get: @Sendable (Parent) -> Child?
    /// Writes the child back into the parent.
    public let set: @Sendable (inout Parent, Child) -> Void
    /// Turns a child action into a parent action.
    public let tag: @Sendable (Child.Action) -> Parent.Action

    /// The action routed here: the child's.
    public typealias Route = Child.Action

    @inlinable
    init(
        get: @escaping @Sendable (Parent) -> Child?,
        set: @escaping @Sendable (inout Parent, Child) -> Void,
        tag: @escaping @Sendable (Child.Action) -> Parent.Action
    ) {
        self.get = get
        self.set = set
        self.tag = tag
    }

    /// Runs the child's action on a copy of it, written back after its update.
    @inlinable
    public func _reduce(
        into parent: inout Parent,
        action: Child.Action,
        environment: Child.Environment,
        ifAbsent: ((inout Parent) -> Step<Parent>)?
    ) -> Step<Parent> {
        let get = get
        let set = set
        return Parent.reduceChild(
            into: &parent, action: action, environment: environment,
            modify: { (parent, body: (inout Child) -> Step<Child>) in
                guard var child = get(parent) else { return nil }
                let result = body(&child)
                set(&parent, child)
                return result
            },
            makeTag: { tag }, link: { _ in nil },
            ifAbsent: ifAbsent, absent: { "the custom place found no \(Child.self)" })
    }

    /// The parent's action that routes `action` here: what a test sends or expects to receive.
    @inlinable
    public func action(_ action: Route) -> Parent.Action {
        tag(action)
    }

    /// The child's store, or `nil` while the getter finds none.
    @MainActor
    public func _viewStore<Store: StoreProtocol<Parent>>(in store: Store) -> ViewStore<Child>? {
        let get = get
        return store.scopedViewStore(key: nil, presence: true, read: { get($0) }, tag: tag)
    }
}
