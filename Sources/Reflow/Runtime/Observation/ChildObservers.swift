#if canImport(SwiftUI)
import SwiftUI
#endif

/// The observed children of a store: the nodes its scoped stores read, compared after each
/// change the store publishes, so that each scoped store's readers are told only of their own
/// child.
///
/// Children in a property, an optional, an enum case or behind a cursor are compared after
/// every published change while something observes them: O(1) each. Items of a ``KeyedList``
/// are grouped by list, and each list's change log names the few items to compare: a keyed send
/// costs the same with ten observed rows as with a thousand.
@MainActor @usableFromInline
final class ChildObservers<Root: ModelProtocol> {
    @usableFromInline var children: [ScopePath: any CheckedChild<Root>] = [:]
    @usableFromInline var lists: [ScopePath: ListEntry] = [:]
    /// The count of ``children`` and ``lists`` at which unused entries are next pruned.
    @usableFromInline var pruneThreshold = 64
    /// The number of nodes registered with ``register(_:)``, which names their paths.
    private var nextInstance = 0
    /// The first segment of the paths of nodes that no other scope shares.
    private static var instanceMarker: AnyHashable { "instance" }

    /// The node of the child at a path: the existing one, or a new one made by `make`.
    func child<Child: ModelProtocol>(
        at path: ScopePath,
        make: () -> ObservedChild<Root, Child>
    ) -> ObservedChild<Root, Child> {
        if let entry = children[path] as? HeldChild<Root, Child> {
            return entry.node
        }
        let node = make()
        children[path] = HeldChild(node: node)
        pruneIfNeeded()
        return node
    }

    /// Registers a node that no other scope shares (one made from closures).
    func register<Child: ModelProtocol>(_ node: ObservedChild<Root, Child>) {
        nextInstance += 1
        children[ScopePath.root.appending(Self.instanceMarker, nextInstance)] = HeldChild(
            node: node)
        pruneIfNeeded()
    }

    /// The observation of the list at a path, made by `make` when there is none.
    ///
    /// `@inlinable`: called where the model's and the items' types are known (a `Store`'s own
    /// lists), the closure that checks the list after each action is specialized for them.
    @inlinable
    func list<Element>(
        at path: ScopePath,
        make: () -> ObservedList<Root, Element>
    ) -> ObservedList<Root, Element> {
        if let list = lists[path]?.list as? ObservedList<Root, Element> {
            return list
        }
        let list = make()
        lists[path] = ListEntry(
            list: list, check: { root, notices in list.check(root, into: &notices) },
            isUnused: { list.isUnused })
        pruneIfNeeded()
        return list
    }

    /// A list observation and how to check it.
    @usableFromInline struct ListEntry {
        @usableFromInline let list: AnyObject
        @usableFromInline let check: (Root, inout [any ObservationNotice]) -> Void
        @usableFromInline let isUnused: () -> Bool

        @inlinable init(
            list: AnyObject, check: @escaping (Root, inout [any ObservationNotice]) -> Void,
            isUnused: @escaping () -> Bool
        ) {
            self.list = list
            self.check = check
            self.isUnused = isUnused
        }
    }

    /// Compares the observed children with a new state and tells the observers of those that
    /// changed, appeared or left, inside the update's transaction.
    @usableFromInline
    func check(_ root: Root, transaction: Transaction?) {
        var notices: [any ObservationNotice] = []
        for child in children.values {
            child.check(root, into: &notices)
        }
        for list in lists.values {
            list.check(root, &notices)
        }
        guard !notices.isEmpty else { return }
        withOptionalTransaction(transaction) {
            for notice in notices {
                notice.send()
            }
        }
    }

    @usableFromInline func pruneIfNeeded() {
        guard children.count + lists.count >= pruneThreshold else { return }
        for path in Array(children.keys) where children[path]!.isUnused() {
            children[path] = nil
        }
        lists = lists.filter { !$0.value.isUnused() }
        pruneThreshold = Swift.max(64, (children.count + lists.count) * 2)
    }
}

/// A child node held by the registry, as it checks and prunes it.
@MainActor @usableFromInline
protocol CheckedChild<Root> {
    associatedtype Root: ModelProtocol
    /// Whether nothing observes the node and no scoped store holds it.
    mutating func isUnused() -> Bool
    /// Adds the notification the node needs after a change, if any.
    func check(_ root: Root, into notices: inout [any ObservationNotice])
}

/// A child node, held by the registry until nothing observes it and no scoped store holds it.
@MainActor
struct HeldChild<Root: ModelProtocol, Child: ModelProtocol>: CheckedChild {
    var node: ObservedChild<Root, Child>

    mutating func isUnused() -> Bool {
        !node.isObserved && isKnownUniquelyReferenced(&node)
    }

    func check(_ root: Root, into notices: inout [any ObservationNotice]) {
        if let notice = node.check(root) {
            notices.append(notice)
        }
    }
}
