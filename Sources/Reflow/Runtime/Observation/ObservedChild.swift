import Observation

/// The observation of one child of a store's state: what a scoped store's readers register on,
/// instead of the whole state.
///
/// A node reads its child from the root state, remembers the value its readers last saw, and
/// after each change the store publishes, compares the child with it: its observers are told
/// when the child changed (by `==`), appeared or left, and at no other time. A node is told of a
/// change only when something read it since its last notification, so a node no view reads
/// costs one flag test.
///
/// Nodes with a path (a key path, an item ID, a cursor type) are shared by every scoped store
/// with that path; nodes of closure-built scopes are one per scoped store.
// `@usableFromInline`, with `@inlinable` reads and checks: a store's own lists check and read
// their items through closures made where the model's type is known, so this code is
// specialized for it (see `ObservedList`).
@MainActor @usableFromInline
final class ObservedChild<Root: ModelProtocol, Child: ModelProtocol>: Observable {
    /// The store whose state holds the child. Unowned: the store's registry holds its nodes,
    /// and every scoped store that holds one also holds the store (through its `send`).
    @usableFromInline unowned let store: Store<Root>
    /// Where the child is in the store's state, for sharing the node; `nil` for a scope built
    /// from closures, which cannot be compared.
    let path: ScopePath?
    /// Reads the child from the root state: `nil` when it is absent.
    @usableFromInline let read: (Root) -> Child?

    @usableFromInline let registrar = ObservationRegistrar()
    /// `\.last` and `\.wasPresent`, formed once: a key path of a generic class is formed at run
    /// time, with allocations, each time its literal is evaluated.
    @usableFromInline let stateKeyPath: KeyPath<ObservedChild, Child?>
    @usableFromInline let presenceKeyPath: KeyPath<ObservedChild, Bool>
    /// The child as its readers last saw it (or as it was when it left); `nil` only for a node
    /// made to hear of a child that is absent.
    @usableFromInline var last: Child?
    /// Whether the child was present when it was last read.
    @usableFromInline var wasPresent: Bool
    /// Whether ``state`` was read since its observers were last told.
    @usableFromInline var stateWasRead = false
    /// Whether the child's presence was read since its observers were last told.
    @usableFromInline var presenceWasRead = false
    /// The source of this node's view stores, while one holds it (see `NodeSource`).
    @usableFromInline weak var viewSourceCache: NodeSource<Child>?

    /// Creates a node for a child, as it is now (`nil` when absent).
    @usableFromInline
    init(
        store: Store<Root>, path: ScopePath?, read: @escaping (Root) -> Child?, initial: Child?
    ) {
        self.store = store
        self.path = path
        self.read = read
        self.last = initial
        self.wasPresent = initial != nil
        self.stateKeyPath = \.last
        self.presenceKeyPath = \.wasPresent
    }

    /// Whether anything may be waiting to hear of this node.
    @inlinable var isObserved: Bool { stateWasRead || presenceWasRead }

    /// The child's current state, or the last one seen when it has left; registers interest in
    /// the child's changes.
    @inlinable var state: Child {
        registrar.access(self, keyPath: stateKeyPath)
        stateWasRead = true
        if let current = refresh() {
            return current
        }
        guard let last else {
            preconditionFailure(
                "Reflow: a scoped store of \(Child.self) was read before its child was present.")
        }
        return last
    }

    /// The child's current state, or `nil` when it is absent; registers interest in the child
    /// appearing or leaving, not in its changes.
    func presence() -> Child? {
        registrar.access(self, keyPath: presenceKeyPath)
        presenceWasRead = true
        return refresh()
    }

    /// Reads the child now and remembers it as its readers see it; `nil` when absent.
    @inlinable func refresh() -> Child? {
        let current = read(store.unobservedState)
        if let current {
            last = current
        }
        wasPresent = current != nil
        return current
    }

    /// Compares the child in a new root state with what its readers saw, and returns the
    /// notification to send when they must hear of it.
    @inlinable func check(_ root: Root) -> Notification? {
        guard isObserved else { return nil }
        return check(read(root))
    }

    /// ``check(_:)`` with the child as it is now, read by the caller (`nil` when absent).
    @inlinable func check(_ current: Child?) -> Notification? {
        guard isObserved else { return nil }
        let presenceChanged = (current != nil) != wasPresent
        let changed = presenceChanged || (current.map { last != $0 } ?? false)
        guard changed else { return nil }
        let notification = Notification(
            node: self, state: stateWasRead, presence: presenceChanged && presenceWasRead)
        if let current {
            last = current
        }
        wasPresent = current != nil
        if notification.state {
            stateWasRead = false
        }
        if notification.presence {
            presenceWasRead = false
        }
        return notification.state || notification.presence ? notification : nil
    }

    /// What ``check(_:)`` found to tell, sent once every node has been checked, so that an
    /// observer that reads or scopes the store while being told sees a consistent registry.
    @usableFromInline struct Notification: ObservationNotice {
        @usableFromInline let node: ObservedChild
        @usableFromInline let state: Bool
        @usableFromInline let presence: Bool

        @inlinable init(node: ObservedChild, state: Bool, presence: Bool) {
            self.node = node
            self.state = state
            self.presence = presence
        }

        @usableFromInline func send() {
            if state {
                node.registrar.willSet(node, keyPath: node.stateKeyPath)
                node.registrar.didSet(node, keyPath: node.stateKeyPath)
            }
            if presence {
                node.registrar.willSet(node, keyPath: node.presenceKeyPath)
                node.registrar.didSet(node, keyPath: node.presenceKeyPath)
            }
        }
    }
}
