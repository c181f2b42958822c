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
    private var children: [ScopePath: any CheckedChild<Root>] = [:]
    private var lists: [ScopePath: any CheckedList<Root>] = [:]
    /// The count of ``children`` and ``lists`` at which unused entries are next pruned.
    private var pruneThreshold = 64
    /// The number of nodes registered with ``register(_:)``, which names their paths.
    private var nextInstance = 0
    /// The first segment of the paths of nodes that no other scope shares.
    private static var instanceMarker: AnyHashable { "instance" }

    /// The node of the child at a path: the existing one, or a new one made by `make`.
    func child<Child: ModelProtocol>(
        at path: ScopePath,
        make: () -> ObservedChild<Root, Child>
    ) -> ObservedChild<Root, Child> {
        if let entry = children[path] as? WeakChild<Root, Child>, let node = entry.node {
            return node
        }
        let node = make()
        children[path] = WeakChild(node: node)
        pruneIfNeeded()
        return node
    }

    /// Registers a node that no other scope shares (one made from closures).
    func register<Child: ModelProtocol>(_ node: ObservedChild<Root, Child>) {
        nextInstance += 1
        children[ScopePath.root.appending(Self.instanceMarker, nextInstance)] = WeakChild(
            node: node)
        pruneIfNeeded()
    }

    /// The observation of the list at a path, made by `make` when there is none.
    func list<Element>(
        at path: ScopePath,
        make: () -> ObservedList<Root, Element>
    ) -> ObservedList<Root, Element> {
        if let list = lists[path] as? ObservedList<Root, Element> {
            return list
        }
        let list = make()
        lists[path] = list
        pruneIfNeeded()
        return list
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
            list.check(root, into: &notices)
        }
        guard !notices.isEmpty else { return }
        withOptionalTransaction(transaction) {
            for notice in notices {
                notice.send()
            }
        }
    }

    private func pruneIfNeeded() {
        guard children.count + lists.count >= pruneThreshold else { return }
        children = children.filter { !$0.value.isUnused }
        lists = lists.filter { !$0.value.isUnused }
        pruneThreshold = Swift.max(64, (children.count + lists.count) * 2)
    }
}

/// A child node held weakly by the registry, as it checks it.
@MainActor
protocol CheckedChild<Root> {
    associatedtype Root: ModelProtocol
    /// Whether the node is gone.
    var isUnused: Bool { get }
    /// Adds the notification the node needs after a change, if any.
    func check(_ root: Root, into notices: inout [any ObservationNotice])
}

/// A list observation, as the registry checks it.
@MainActor
protocol CheckedList<Root>: AnyObject {
    associatedtype Root: ModelProtocol
    /// Whether nothing observes the list any more.
    var isUnused: Bool { get }
    /// Adds the notifications the list's observers need after a change.
    func check(_ root: Root, into notices: inout [any ObservationNotice])
}

extension ObservedList: CheckedList {}

/// A weak reference to a child node.
@MainActor
struct WeakChild<Root: ModelProtocol, Child: ModelProtocol>: CheckedChild {
    weak var node: ObservedChild<Root, Child>?

    var isUnused: Bool { node == nil }

    func check(_ root: Root, into notices: inout [any ObservationNotice]) {
        if let notice = node?.check(root) {
            notices.append(notice)
        }
    }
}
