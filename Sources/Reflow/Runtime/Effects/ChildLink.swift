// How the store finds, from the root state, the child an effect was started in: a path of
// links, each a child's identity and a finder.

/// One step of an ``EffectScope``: which child of its parent.
///
/// `@unchecked Sendable`: it holds a key path or a cursor's metatype and a key, compared and
/// hashed only by the store's effect table, on the main actor (see `EffectID`).
@usableFromInline struct ChildIdentity: Hashable, @unchecked Sendable {
    private let place: AnyHashable
    private let key: AnyHashable?

    init(_ keyPath: AnyKeyPath, key: (any Hashable)?) {
        self.init(place: keyPath, key: key)
    }

    init<Cursor>(cursor: Cursor.Type, key: (any Hashable)?) {
        self.init(place: TypeIdentity(cursor), key: key)
    }

    /// A child found through `place` (a key path, a cursor's `TypeIdentity`), and `key`.
    init(place: AnyHashable, key: (any Hashable)?) {
        self.place = place
        self.key = key.map { AnyHashable($0) }
    }

    /// How a journal names the child: `todos[id: 3]` for an item of a list, `editor` for a
    /// property or an optional, `destination(EditModel)` for one case of an enum, and the
    /// cursor's type, with its key if any, for a child found through a cursor.
    var recordedName: String {
        let name: String
        switch place.base {
        case let keyPath as AnyKeyPath: name = Self.path(of: keyPath)
        case let cursor as TypeIdentity: name = "\(cursor.type)"
        default: name = "\(place.base)"
        }
        guard let key else { return name }
        if let payload = key.base as? TypeIdentity {
            return "\(name)(\(payload.type))"
        }
        return place.base is AnyKeyPath ? "\(name)[id: \(key.base)]" : "\(name)[\(key.base)]"
    }

    /// A key path's properties without its root type: `todos` for `\\AppModel.todos`.
    private static func path(of keyPath: AnyKeyPath) -> String {
        let text = "\(keyPath)"
        let root = "\\\(type(of: keyPath).rootType)."
        return text.hasPrefix(root) ? String(text.dropFirst(root.count)) : text
    }
}

/// A type, compared and hashed by identity, that can still say its name: where a cursor finds
/// its child, and which case of an enum holds a child.
///
/// `@unchecked Sendable`: it holds a metatype, compared only by the store's effect table, on
/// the main actor (see `EffectID`).
@usableFromInline struct TypeIdentity: Hashable, @unchecked Sendable {
    let type: Any.Type

    @usableFromInline init(_ type: Any.Type) {
        self.type = type
    }

    @usableFromInline static func == (lhs: TypeIdentity, rhs: TypeIdentity) -> Bool {
        ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
    }
}

/// One link from a parent's state to a child's, as an effect of the child records it: who the
/// child is, and how to find it in its parent's state, so the store can tell when it leaves.
@usableFromInline package struct ChildLink: Sendable {
    let identity: ChildIdentity
    let find: ChildFinder
    /// For an item of a ``KeyedList``: the list's identity (the place without the key) and how
    /// to read, from the parent, whether an item may have left it since a stamp was taken.
    let list: (identity: ChildIdentity, probe: ListProbe)?

    /// A link to the child found through `place` (a key path, a cursor's
    /// ``TypeIdentity``) and `key`, by `finder`; `list` for an item of a ``KeyedList``.
    @usableFromInline
    init(place: AnyHashable, key: (any Hashable)?, finder: ChildFinder, list: ListProbe? = nil) {
        self.identity = ChildIdentity(place: place, key: key)
        self.find = finder
        self.list = list.map { (ChildIdentity(place: place, key: nil), $0) }
    }
}

/// Reads a ``KeyedList``'s removal stamp from the value that holds it: an item can leave the
/// list only if the stamp changed.
@usableFromInline struct ListProbe: @unchecked Sendable {
    // Safe to share: the closure captures only a key path and its offset, and is called on
    // the main actor, by the store.
    @usableFromInline let body: (UnsafeRawPointer) -> ListStamp

    @inlinable
    init<Parent, Element: Identifiable>(at keyPath: KeyPath<Parent, KeyedList<Element>>) {
        let offset = MemoryLayout<Parent>.offset(of: keyPath)
        self.body = { parent in
            if let offset {
                return (parent + offset).assumingMemoryBound(to: KeyedList<Element>.self).pointee
                    .removalStamp
            }
            return parent.assumingMemoryBound(to: Parent.self).pointee[keyPath: keyPath]
                .removalStamp
        }
    }
}

/// What says whether an item may have left a ``KeyedList``: its change log's serial (`0` for
/// a list that never changed) and the log's last structural change.
@usableFromInline struct ListStamp: Equatable {
    @usableFromInline let log: UInt64
    @usableFromInline let structureVersion: UInt64

    @usableFromInline init(log: UInt64, structureVersion: UInt64) {
        self.log = log
        self.structureVersion = structureVersion
    }
}

extension KeyedList {
    /// The list's change log and its last structural change.
    @inlinable var removalStamp: ListStamp {
        guard let changes else { return ListStamp(log: 0, structureVersion: 0) }
        return ListStamp(log: changes.serial, structureVersion: changes.structureVersion)
    }
}

/// Finds a child in its parent's state.
///
/// It works on pointers to the states, typed inside: the store follows a path of links from
/// the root after actions, and this keeps each step to a key-path read and a lookup, with no
/// boxing or dynamic cast. `@unchecked Sendable` for the same reason as `MainActorFunction`:
/// it is called only by the store, on the main actor, where a cursor's isolated conformance is
/// valid, and what it captures (a key path, a metatype, a key) is never mutated.
@usableFromInline struct ChildFinder: @unchecked Sendable {
    @usableFromInline let body: (UnsafeRawPointer, (UnsafeRawPointer) -> Bool) -> Bool

    /// - Parameter find: Returns the child in a parent's state, or `nil` when it is absent.
    // `@inlinable`, so that the closure is specialized where the link is built (BENCHMARKS.md,
    // Decisions: "Child links specialized").
    @inlinable
    init<Parent, Child>(_ find: @escaping (Parent) -> Child?) {
        self.body = { parent, next in
            guard let child = find(parent.assumingMemoryBound(to: Parent.self).pointee) else {
                return false
            }
            return withUnsafePointer(to: child) { next(UnsafeRawPointer($0)) }
        }
    }

    /// A finder that reads the value at a key path of the parent, then the child in it.
    ///
    /// For a stored property the value is read at its offset in the parent's memory, with no copy
    /// of the parent and no generic key-path application; other key paths are applied as usual.
    ///
    /// - Parameters:
    ///   - keyPath: Where the value that holds the child is.
    ///   - read: Returns the child in that value, or `nil` when it is absent.
    @inlinable
    init<Parent, Value, Child>(
        at keyPath: KeyPath<Parent, Value>, _ read: @escaping (Value) -> Child?
    ) {
        // Computed once, when the link is made; the finder runs after every action, and reads
        // the value at its offset (BENCHMARKS.md, Decisions: "Finder reads at a key path's offset").
        let offset = MemoryLayout<Parent>.offset(of: keyPath)
        self.body = { parent, next in
            let child: Child?
            if let offset {
                child = read((parent + offset).assumingMemoryBound(to: Value.self).pointee)
            } else {
                child = read(parent.assumingMemoryBound(to: Parent.self).pointee[keyPath: keyPath])
            }
            guard let child else { return false }
            return withUnsafePointer(to: child) { next(UnsafeRawPointer($0)) }
        }
    }

    /// Finds the child in the parent's state at `parent`, and returns what `next` says of it, or
    /// `false` when the child is absent.
    @MainActor
    func callAsFunction(
        _ parent: UnsafeRawPointer,
        next: (UnsafeRawPointer) -> Bool
    ) -> Bool {
        body(parent, next)
    }
}

extension [ChildLink] {
    /// Whether every child on this path, from the state at `root`, is there.
    @MainActor @usableFromInline
    func isPresent(from root: UnsafeRawPointer) -> Bool {
        isPresent(from: root, at: startIndex)
    }

    @MainActor
    private func isPresent(from parent: UnsafeRawPointer, at index: Int) -> Bool {
        withChild(from: parent, at: index) { _ in true }
    }

    /// Finds the child at the end of this path from the state at `root`, and returns what
    /// `body` says of it, or `false` when a child on the path is absent.
    @MainActor @usableFromInline
    func withChild(from root: UnsafeRawPointer, _ body: (UnsafeRawPointer) -> Bool) -> Bool {
        withChild(from: root, at: startIndex, body)
    }

    @MainActor
    private func withChild(
        from parent: UnsafeRawPointer, at index: Int, _ body: (UnsafeRawPointer) -> Bool
    ) -> Bool {
        guard index < endIndex else { return body(parent) }
        return self[index].find(parent) { child in withChild(from: child, at: index + 1, body) }
    }
}

extension EffectID {
    /// An identifier scoped to a child: equal only to the same identifier in the same child.
    init(_ id: EffectID, in child: ChildIdentity) {
        self.init(ScopedEffectID(child: child, id: id))
    }

    /// The identifier as the update gave it, without the children it is scoped to: how a
    /// journal names it.
    var recordedName: String {
        if let scoped = base.base as? ScopedEffectID {
            return scoped.id.recordedName
        }
        return "\(base.base)"
    }
}

extension [ChildLink] {
    /// How a journal names the child at the end of this path: its links' names joined by dots,
    /// `boards[id: 1].cards[id: 3]`; `nil` for the root.
    var recordedName: String? {
        isEmpty ? nil : map(\.identity.recordedName).joined(separator: ".")
    }
}

/// The identifier of an effect a child started, with the child it belongs to.
private struct ScopedEffectID: Hashable, Sendable {
    var child: ChildIdentity
    var id: EffectID
}
