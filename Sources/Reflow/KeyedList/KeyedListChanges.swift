/// The recent changes of one ``KeyedList``'s storage: which IDs were changed, inserted, removed
/// or moved, in order, so that a store can tell the observers of exactly those items.
///
/// A list allocates its log on its first change and keeps it while the list's value is the
/// only one holding it. A list whose value was copied (a view, a snapshot, an undo stack) starts
/// a new log on its next change, as its elements' storage does: so one log describes the
/// changes of one lineage of values, and a reader that remembers a log's ``serial`` and a
/// ``version`` knows which IDs changed since, or that it cannot know (another log, or more
/// changes than the log keeps) and must compare. Readers remember the serial, not the log: a
/// reference would make the list share its log, and a weak one moves the log's reference count
/// aside, slowing every retain of it.
///
/// A log started because its list's value was copied remembers the log and version it was
/// forked from (its ``parent``), so a reader who remembered that point can still read the
/// changes since: the new log holds all of them while it holds fewer than ``capacity``.
///
/// The log keeps the last ``capacity`` entries; bulk changes (``KeyedList/removeAll(where:)``,
/// inserting many) record that anything may have changed instead of each ID.
@usableFromInline
final class KeyedListChanges<ID: Hashable>: @unchecked Sendable {
    // Safe to share: a log is only changed through a `KeyedList` that holds the only reference
    // to it (`isKnownUniquelyReferenced`), as an array's buffer is; readers (a store, on the
    // main actor) read it from the value they were handed.

    /// The number of entries kept: more changes than this between two reads make the reader
    /// compare the items it observes instead.
    @usableFromInline static var capacity: Int { 16 }

    /// The number of changes recorded.
    @usableFromInline @exclusivity(unchecked) var version: UInt64 = 0
    /// The last version whose changes are not itemized (a bulk change).
    @usableFromInline @exclusivity(unchecked) var unknownThrough: UInt64 = 0
    /// The last version that inserted, removed or moved an element.
    @usableFromInline @exclusivity(unchecked) var structureVersion: UInt64 = 0
    /// The IDs of the last ``capacity`` itemized changes: version `v` at
    /// `(v - ringBase - 1) % capacity`. A buffer of its own, not an array: an array's write
    /// checks its own uniqueness and bounds, on every keyed send.
    @usableFromInline let ring: UnsafeMutablePointer<ID>
    /// The number of slots of ``ring`` that hold an ID (they fill from the start).
    @usableFromInline @exclusivity(unchecked) var initialized = 0
    /// The version the ring starts after: the last change that was not itemized, whose
    /// version has no ID, so that every version after it has its slot.
    @usableFromInline @exclusivity(unchecked) var ringBase: UInt64 = 0

    /// The number of this log among all logs made by the process: never reused, unlike an
    /// address.
    @usableFromInline let serial: UInt64

    /// The point of the list's history this log starts from: the log the list's value held,
    /// and its version, when this one was started; ``KeyedListChangeMark/empty`` for a list
    /// that had no log (an empty list that never changed).
    @usableFromInline let parent: KeyedListChangeMark

    /// Starts a log for a list whose value held `previous` (shared with another value), or no
    /// log.
    @usableFromInline init(forkingFrom previous: KeyedListChanges?) {
        if let previous {
            parent = KeyedListChangeMark(serial: previous.serial, version: previous.version)
        } else {
            parent = .empty
        }
        serial = nextLogSerial.withLock { next in
            next += 1
            return next
        }
        ring = .allocate(capacity: Self.capacity)
    }

    deinit {
        ring.deinitialize(count: initialized)
        ring.deallocate()
    }

    /// Records that the element with an ID changed, or was inserted, removed or moved when
    /// `structural`.
    @inlinable
    func record(_ id: ID, structural: Bool) {
        version &+= 1
        let slot = Int((version &- ringBase &- 1) % UInt64(Self.capacity))
        if slot < initialized {
            ring[slot] = id
        } else {
            (ring + slot).initialize(to: id)
            initialized += 1
        }
        if structural {
            structureVersion = version
        }
    }

    /// Records a change whose IDs are not itemized; `structural` as in ``record(_:structural:)``.
    func recordUnknown(structural: Bool) {
        version &+= 1
        unknownThrough = version
        ringBase = version
        ring.deinitialize(count: initialized)
        initialized = 0
        if structural {
            structureVersion = version
        }
    }

    /// Calls `body` with each ID changed after `version`, oldest first (an ID may repeat), and
    /// returns `true`; returns `false` without calling it when the log no longer knows them.
    @inlinable
    func forEachChange(since version: UInt64, _ body: (ID) -> Void) -> Bool {
        guard version >= unknownThrough, self.version - version <= UInt64(Self.capacity) else {
            return false
        }
        var next = version
        while next < self.version {
            next += 1
            body(ring[Int((next - ringBase - 1) % UInt64(Self.capacity))])
        }
        return true
    }

    /// Whether an element was inserted, removed or moved after `version`.
    @inlinable
    func structureChanged(since version: UInt64) -> Bool {
        structureVersion > version || unknownThrough > version
    }
}

/// The serial of the last change log made. Logs are made when a list first changes and when a
/// copied list changes, never on a send that changes a list in place.
private let nextLogSerial = LockedBox<UInt64>(0)

extension KeyedList {
    /// Records a change in the list's log, starting a new log when the list has none or shares
    /// it with another value.
    @inlinable
    mutating func noteChange(_ id: Element.ID, structural: Bool) {
        changeLog().record(id, structural: structural)
    }

    /// Records a change whose IDs are not itemized.
    mutating func noteUnknownChange(structural: Bool) {
        changeLog().recordUnknown(structural: structural)
    }

    /// This value's own log: a new one when it has none or shares it.
    @inlinable
    mutating func changeLog() -> KeyedListChanges<Element.ID> {
        if !isKnownUniquelyReferenced(&changes) {
            changes = KeyedListChanges(forkingFrom: changes)
        }
        return changes.unsafelyUnwrapped
    }
}

extension KeyedList {
    /// Records that elements were inserted or removed: each ID while the log can keep them all,
    /// otherwise a change whose IDs are not itemized.
    mutating func noteChanges(_ ids: some Sequence<Element.ID>, count: Int) {
        guard count <= KeyedListChanges<Element.ID>.capacity else {
            noteUnknownChange(structural: true)
            return
        }
        let log = changeLog()
        for id in ids {
            log.record(id, structural: true)
        }
    }
}

/// A point in the history of a ``KeyedList``'s changes: a log and a version of it. A reader
/// that keeps one (a storage that saves only what changed) later asks the list which IDs
/// changed since (``KeyedList/changedIDs(since:)``).
@usableFromInline package struct KeyedListChangeMark: Hashable, Sendable {
    /// The serial of the log.
    package var serial: UInt64
    /// The number of changes the log had recorded.
    package var version: UInt64

    /// The point of a list that has no log: an empty list that never changed.
    package static let empty = KeyedListChangeMark(serial: 0, version: 0)

    package init(serial: UInt64, version: UInt64) {
        self.serial = serial
        self.version = version
    }
}

extension KeyedList {
    /// Where the list's history of changes is now.
    ///
    /// - Complexity: O(1).
    package var changeMark: KeyedListChangeMark {
        guard let changes else { return .empty }
        return KeyedListChangeMark(serial: changes.serial, version: changes.version)
    }

    /// The IDs of the elements changed, inserted, removed or moved since a point of this
    /// list's history (an ID may repeat), or `nil` when the list cannot tell: the list is
    /// another one, a bulk change did not itemize its IDs, or more changes happened than its
    /// log keeps. A `nil` means "anything may have changed".
    ///
    /// - Parameter mark: A point that ``changeMark`` returned.
    /// - Complexity: O(*k*) for *k* changes since `mark`.
    package func changedIDs(since mark: KeyedListChangeMark) -> [Element.ID]? {
        guard let changes else { return mark == .empty ? [] : nil }
        let since: UInt64
        if changes.serial == mark.serial {
            since = mark.version
        } else if changes.parent == mark {
            // The value was copied at `mark`, then changed: this log holds every change since.
            since = 0
        } else {
            return nil
        }
        var ids: [Element.ID] = []
        guard changes.forEachChange(since: since, { ids.append($0) }) else { return nil }
        return ids
    }
}
