import Observation

/// The observation of one ``KeyedList`` in a store's state: its structure (what a list view
/// reads through ``StoreProtocol/viewStores(child:tag:)``) and the items scoped stores read.
///
/// After each change the store publishes, the list's change log (``KeyedListChanges``) says
/// which IDs changed since the last check, so only the observers of those items are compared:
/// O(1) for a keyed send, however many items are observed. When the log cannot say (the list
/// was replaced, copied and then changed, or changed in bulk), every observed item is compared
/// and the structure's readers are told.
///
/// `@usableFromInline`, with `@inlinable` checks and reads: the lists of a ``Store``'s own state
/// are checked and read through closures made in the app's module, where the model's type is
/// known (``Store/observedList(key:read:)``), so this code is specialized for it instead of
/// looking up generic metadata at run time on every action.
@MainActor @usableFromInline
final class ObservedList<Root: ModelProtocol, Element: ModelProtocol & Identifiable> {
    /// The store whose state holds the list (unowned, as ``ObservedChild/store``).
    @usableFromInline unowned let store: Store<Root>
    /// Where the list is.
    @usableFromInline let path: ScopePath
    /// Reads the list from the root state: `nil` when something on its path is absent.
    @usableFromInline let read: (Root) -> KeyedList<Element>?

    /// The items' nodes, by ID. A node is dropped (when the list next grows past
    /// ``pruneThreshold``) once nothing observes it and no scoped store holds it.
    @usableFromInline var items: [Element.ID: ObservedChild<Root, Element>] = [:]
    /// The node of the list's structure, made when something first observes it.
    @usableFromInline var structureNode: ObservedStructure?
    /// The serial of the log of the list last checked (`0` for none: a list never changed, or
    /// absent), and its version then. (See ``KeyedListChanges`` for why not the log itself.)
    @usableFromInline var logSerial: UInt64 = 0
    @usableFromInline var logVersion: UInt64 = 0
    /// Whether the list last checked was present.
    @usableFromInline var wasPresent = false
    /// The item count at which dead entries are next pruned.
    @usableFromInline var pruneThreshold = 64

    @inlinable init(
        store: Store<Root>, path: ScopePath, read: @escaping (Root) -> KeyedList<Element>?
    ) {
        self.store = store
        self.path = path
        self.read = read
        remember(read(store.unobservedState))
    }

    /// Whether nothing observes the list any more.
    @usableFromInline var isUnused: Bool {
        pruneItems()
        return items.isEmpty && !(structureNode?.isObserved ?? false)
    }

    /// Drops the nodes of items that nothing observes and no scoped store holds.
    @usableFromInline func pruneItems() {
        for id in Array(items.keys) where !items[id]!.isObserved {
            if isKnownUniquelyReferenced(&items[id]!) {
                items[id] = nil
            }
        }
    }

    /// The node of the item with an ID: the existing one, or a new one when the item is in the
    /// list now or `makeIfAbsent` is set; `nil` otherwise.
    @inlinable func item(id: Element.ID, makeIfAbsent: Bool) -> ObservedChild<Root, Element>? {
        if let node = items[id] {
            return node
        }
        let initial = read(store.unobservedState)?[id: id]
        guard initial != nil || makeIfAbsent else { return nil }
        let read = self.read
        let node = ObservedChild(
            store: store, path: path.appending(id), read: { read($0)?[id: id] },
            initial: initial)
        items[id] = node
        if items.count >= pruneThreshold {
            pruneItems()
            pruneThreshold = Swift.max(64, items.count * 2)
        }
        return node
    }

    /// The node of the list's structure.
    func structure() -> ObservedStructure {
        if let structureNode {
            return structureNode
        }
        let node = ObservedStructure()
        structureNode = node
        return node
    }

    /// The IDs of the list's elements now, in order; registers interest in the list's
    /// structure. `@inlinable`, so that the IDs are read by code specialized for the list's
    /// elements (BENCHMARKS.md, Decisions: "IDs read without a key path").
    @inlinable func observedIDs() -> [Element.ID] {
        accessStructure()
        return read(store.unobservedState)?.ids ?? []
    }

    /// Registers interest in the list's structure.
    @usableFromInline func accessStructure() {
        structure().access()
    }

    /// The IDs of the list's elements now, in order (none when the list is absent).
    func ids() -> [Element.ID] {
        read(store.unobservedState)?.ids ?? []
    }

    /// Finds the observers to tell of the changes since the last check.
    @inlinable func check(_ root: Root, into notices: inout [any ObservationNotice]) {
        let list = read(root)
        let current = list?.changes
        // An item changed twice is checked twice; the second check finds nothing to tell.
        if let log = current, log.serial == logSerial,
            log.forEachChange(
                since: logVersion,
                { id in
                    if let notice = items[id]?.check(list?[id: id]) {
                        notices.append(notice)
                    }
                })
        {
            if log.structureChanged(since: logVersion), let notice = structureNode?.check() {
                notices.append(notice)
            }
        } else if current != nil || logSerial != 0 || (list != nil) != wasPresent {
            // Another log, or one that no longer knows: compare every observed item.
            if let notice = structureNode?.check() {
                notices.append(notice)
            }
            for (id, node) in items {
                if let notice = node.check(list?[id: id]) {
                    notices.append(notice)
                }
            }
        }
        remember(list)
    }

    /// Remembers the log of the list as checked.
    @inlinable func remember(_ list: KeyedList<Element>?) {
        logSerial = list?.changes?.serial ?? 0
        logVersion = list?.changes?.version ?? 0
        wasPresent = list != nil
    }
}

/// The observation of a list's structure: its readers are told when an element was inserted,
/// removed or moved, not when one changed.
@MainActor @usableFromInline
final class ObservedStructure: Observable {
    private let registrar = ObservationRegistrar()
    private var wasRead = false
    private var version = 0

    /// Whether anything may be waiting to hear of a change of structure.
    @usableFromInline var isObserved: Bool { wasRead }

    /// Registers interest in the structure.
    func access() {
        registrar.access(self, keyPath: \.version)
        wasRead = true
    }

    /// The notification to send for a change of structure, when anything observes it.
    @usableFromInline func check() -> (any ObservationNotice)? {
        guard wasRead else { return nil }
        wasRead = false
        return Notice(node: self)
    }

    private struct Notice: ObservationNotice {
        let node: ObservedStructure

        func send() {
            node.registrar.willSet(node, keyPath: \.version)
            node.version += 1
            node.registrar.didSet(node, keyPath: \.version)
        }
    }
}
