/// An ordered collection of identifiable elements that finds, and changes in place, an element
/// by its ID in O(1).
///
/// A list of child components is the most common state in an app: todos, messages, rows. An
/// array keeps their order but finds one by scanning; a dictionary finds one at once but loses
/// the order. `KeyedList` keeps both: the elements in an array, in order, and an index from ID to
/// position beside it. It is the storage the keyed child update of ``ModelProtocol`` works on:
///
/// ```swift
/// struct AppModel: ModelProtocol {
///     enum Action: Sendable {
///         case todo(id: TodoModel.ID, action: TodoModel.Action)
///     }
///
///     var todos: KeyedList<TodoModel> = []
///
///     static let todo = Place.items(\Self.todos, tag: Action.todo)
///
///     static func update(
///         state: consuming AppModel,
///         action: Action,
///         environment: AppEnvironment
///     ) -> Update<AppModel> {
///         switch action {
///         case .todo(let id, let action):
///             return update(
///                 state: state, action: action, environment: environment.todo, at: todo(id))
///         }
///     }
/// }
/// ```
///
/// Reading, replacing, changing in place (``modify(id:_:)``) and appending are O(1). Inserting,
/// removing and moving shift the elements after the position and re-index them: O(*n*), never
/// more, whatever the number of elements a call moves (``insert(placing:)`` puts back any
/// number of removed elements in one pass, as an undo of ``removeAll(where:)`` needs).
///
/// Every element has a distinct ID. Operations that would add a second element with an ID the
/// list already has leave the list unchanged and say so in their result.
public struct KeyedList<Element: Identifiable> {
    /// The elements, in order.
    public var elements: [Element] { storage }

    /// The elements, in order; ``elements`` is its public, read-only face.
    @usableFromInline var storage: [Element]

    /// The position of each element in ``storage``, by ID.
    @usableFromInline var positions: [Element.ID: Int]

    /// The IDs changed recently, for the observers of a store (see ``KeyedListChanges``); not
    /// part of the list's value: equality, hashing and coding ignore it.
    @usableFromInline var changes: KeyedListChanges<Element.ID>?

    /// Creates an empty list.
    public init() {
        storage = []
        positions = [:]
    }

    /// Creates a list from elements in order.
    ///
    /// When several elements share an ID, the first one is kept and the others are dropped.
    ///
    /// - Parameter elements: The elements.
    /// - Complexity: O(*n*).
    public init(_ elements: some Sequence<Element>) {
        self.init()
        for element in elements {
            append(element)
        }
    }

    // A closure, not `map(\.id)`: a key path applied in unspecialized code boxed each ID, a
    // heap allocation an element (BENCHMARKS.md, Decisions: "IDs read without a key path").

    /// The IDs of the elements, in order.
    ///
    /// - Complexity: O(*n*).
    @inlinable public var ids: [Element.ID] { storage.map { $0.id } }

    /// The element with an ID, or `nil`; assigning an element replaces the one with its ID or
    /// appends it, assigning `nil` removes it.
    ///
    /// Assigning an element whose ID is not `id` changes nothing and reports a ``RuntimeIssue``.
    ///
    /// - Parameter id: The ID.
    /// - Complexity: O(1) to read, replace or append; O(*n*) to remove.
    public subscript(id id: Element.ID) -> Element? {
        // `@inlinable` getter: the store reads an item through it after each action while an
        // effect started in the item runs (see `ChildFinder`).
        @inlinable get {
            guard let position = positions[id] else { return nil }
            return storage[position]
        }
        set {
            guard let newValue else {
                remove(id: id)
                return
            }
            guard newValue.id == id else {
                RuntimeIssue.report(
                    "KeyedList: an element with ID \(newValue.id) was assigned to ID \(id); "
                        + "the list was left unchanged.")
                return
            }
            if let position = positions[id] {
                storage[position] = newValue
                noteChange(id, structural: false)
            } else {
                append(newValue)
            }
        }
    }

    /// Gives `body` mutable access to the element with an ID, in place.
    ///
    /// The element is not copied: when the list's storage is not shared, changing a collection
    /// the element owns does not copy it either.
    ///
    /// - Parameters:
    ///   - id: The ID.
    ///   - body: Reads and changes the element; it must keep the element's ID.
    /// - Returns: What `body` returns, or `nil` when no element has the ID (then `body` is not
    ///   called).
    /// - Complexity: O(1), plus `body`.
    @inlinable
    public mutating func modify<Result>(
        id: Element.ID,
        _ body: (inout Element) -> Result
    ) -> Result? {
        // `@inlinable`: every keyed send through the key-path form runs through here; left
        // unspecialized, the lookup finds the metadata of `Element.ID` at run time on each call
        // (BENCHMARKS.md, Decisions: "Child path inlinable").
        guard let position = positions[id] else { return nil }
        let result = body(&storage[position])
        precondition(
            storage[position].id == id, "KeyedList: modify(id:_:) changed the element's ID.")
        noteChange(id, structural: false)
        return result
    }

    /// Whether an element has an ID.
    ///
    /// - Complexity: O(1).
    public func contains(id: Element.ID) -> Bool { positions[id] != nil }

    /// The position of the element with an ID, or `nil`.
    ///
    /// - Complexity: O(1).
    public func index(id: Element.ID) -> Int? { positions[id] }

    /// Adds an element at the end, unless an element already has its ID.
    ///
    /// - Parameter element: The element to add.
    /// - Returns: Whether the element was added.
    /// - Complexity: O(1) amortized.
    @discardableResult
    public mutating func append(_ element: Element) -> Bool {
        guard positions[element.id] == nil else { return false }
        positions[element.id] = storage.count
        noteChange(element.id, structural: true)
        storage.append(element)
        return true
    }

    /// Inserts an element at a position, unless an element already has its ID.
    ///
    /// - Parameters:
    ///   - element: The element to insert.
    ///   - position: Where to insert it; clamped to `0...count`.
    /// - Returns: Whether the element was inserted.
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func insert(_ element: Element, at position: Int) -> Bool {
        guard positions[element.id] == nil else { return false }
        let position = Swift.min(Swift.max(position, 0), storage.count)
        storage.insert(element, at: position)
        reindex(from: position)
        noteChange(element.id, structural: true)
        return true
    }

    /// Inserts elements at a position, in order, skipping those whose ID the list (or an
    /// earlier one of them) already has.
    ///
    /// - Parameters:
    ///   - newElements: The elements to insert.
    ///   - position: Where to insert them; clamped to `0...count`.
    /// - Returns: The number of elements inserted.
    /// - Complexity: O(*n* + *m*) for *m* new elements.
    @discardableResult
    public mutating func insert(
        contentsOf newElements: some Sequence<Element>,
        at position: Int
    ) -> Int {
        let position = Swift.min(Swift.max(position, 0), storage.count)
        var accepted: [Element] = []
        var seen: Set<Element.ID> = []
        for element in newElements
        where positions[element.id] == nil && seen.insert(element.id).inserted {
            accepted.append(element)
        }
        guard !accepted.isEmpty else { return 0 }
        storage.insert(contentsOf: accepted, at: position)
        reindex(from: position)
        noteChanges(accepted.lazy.map(\.id), count: accepted.count)
        return accepted.count
    }

    /// Puts elements back at the positions they are to have, in one pass: the inverse of
    /// ``removeAll(where:)``, whose result it takes.
    ///
    /// Entries are applied in order of position, each position being the element's position in
    /// the list once all entries are in (as ``removeAll(where:)`` reports them). Entries whose ID
    /// the list already has are skipped. A position that cannot be reached (below 0, or past
    /// the end, as in a state read from a file) puts the element first or last: it never
    /// traps.
    ///
    /// ```swift
    /// let removed = state.todos.removeAll(where: \.done)  // "clear completed"
    /// state.todos.insert(placing: removed)  // undo
    /// ```
    ///
    /// - Parameter entries: The elements and their positions.
    /// - Returns: The number of elements inserted.
    /// - Complexity: O(*n* + *m* log *m*) for *m* entries.
    @discardableResult
    public mutating func insert(
        placing entries: some Sequence<(position: Int, element: Element)>
    ) -> Int {
        var seen: Set<Element.ID> = []
        let accepted =
            entries
            .filter { positions[$0.element.id] == nil && seen.insert($0.element.id).inserted }
            .sorted { $0.position < $1.position }
        guard !accepted.isEmpty else { return 0 }
        var merged: [Element] = []
        merged.reserveCapacity(storage.count + accepted.count)
        var existing = storage.makeIterator()
        var next = existing.next()
        for entry in accepted {
            while merged.count < entry.position, let element = next {
                merged.append(element)
                next = existing.next()
            }
            merged.append(entry.element)
        }
        while let element = next {
            merged.append(element)
            next = existing.next()
        }
        let first = accepted[0].position
        storage = merged
        reindex(from: Swift.max(0, Swift.min(first, storage.count)))
        noteChanges(accepted.lazy.map(\.element.id), count: accepted.count)
        return accepted.count
    }

    /// Removes the element with an ID.
    ///
    /// - Parameter id: The ID.
    /// - Returns: The removed element, or `nil` when no element had the ID.
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func remove(id: Element.ID) -> Element? {
        guard let position = positions.removeValue(forKey: id) else { return nil }
        let removed = storage.remove(at: position)
        reindex(from: position)
        noteChange(id, structural: true)
        return removed
    }

    /// Removes the element at a position.
    ///
    /// - Parameter position: The position; it must be a valid index.
    /// - Returns: The removed element.
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func remove(at position: Int) -> Element {
        let removed = storage.remove(at: position)
        positions[removed.id] = nil
        reindex(from: position)
        noteChange(removed.id, structural: true)
        return removed
    }

    /// Removes every element that matches a predicate, keeping the others in order.
    ///
    /// - Parameter shouldBeRemoved: Whether to remove an element.
    /// - Returns: The removed elements with the positions they had, ready for
    ///   ``insert(placing:)``.
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func removeAll(
        where shouldBeRemoved: (Element) throws -> Bool
    ) rethrows -> [(position: Int, element: Element)] {
        var removed: [(position: Int, element: Element)] = []
        var kept: [Element] = []
        kept.reserveCapacity(storage.count)
        for (position, element) in storage.enumerated() {
            if try shouldBeRemoved(element) {
                removed.append((position, element))
            } else {
                kept.append(element)
            }
        }
        guard let first = removed.first?.position else { return [] }
        for entry in removed {
            positions[entry.element.id] = nil
        }
        storage = kept
        reindex(from: first)
        noteChanges(removed.lazy.map(\.element.id), count: removed.count)
        return removed
    }

    /// Removes every element.
    ///
    /// - Complexity: O(*n*).
    public mutating func removeAll() {
        storage.removeAll()
        positions.removeAll()
        noteUnknownChange(structural: true)
    }

    /// Moves the element with an ID to a position.
    ///
    /// - Parameters:
    ///   - id: The ID.
    ///   - position: Its new position, counted in the list without it; clamped.
    /// - Returns: Whether an element had the ID.
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func move(id: Element.ID, to position: Int) -> Bool {
        guard let from = positions[id] else { return false }
        let element = storage.remove(at: from)
        let to = Swift.min(Swift.max(position, 0), storage.count)
        storage.insert(element, at: to)
        reindex(from: Swift.min(from, to))
        noteChange(id, structural: true)
        return true
    }

    /// Re-indexes the elements from a position to the end.
    mutating func reindex(from position: Int) {
        for index in position..<storage.count {
            positions[storage[index].id] = index
        }
    }
}

extension KeyedList: RandomAccessCollection {
    /// The position of the first element.
    public var startIndex: Int { storage.startIndex }

    /// The position after the last element.
    public var endIndex: Int { storage.endIndex }

    /// The element at a position; assigning replaces it with an element of the same ID.
    ///
    /// Writing by position is what a SwiftUI row bound by its offset does:
    /// `state.todos[0].title = "Milk"`. An element whose ID is not the ID of the element at
    /// that position would break the index: it is refused, the list is left unchanged, and a
    /// ``RuntimeIssue`` says so. To change an element found by its ID, use
    /// ``modify(id:_:)``, which changes it in place.
    ///
    /// - Parameter position: A valid position.
    /// - Complexity: O(1) to read; O(1) to write, plus a copy of the element when it is changed
    ///   through the subscript (`list[0].title = …`).
    public subscript(position: Int) -> Element {
        get { storage[position] }
        set {
            let id = storage[position].id
            guard newValue.id == id else {
                RuntimeIssue.report(
                    "KeyedList: an element with ID \(newValue.id) was written at position "
                        + "\(position), whose element has ID \(id); the list was left unchanged.")
                return
            }
            storage[position] = newValue
            noteChange(id, structural: false)
        }
    }
}

// A list holds its elements and their IDs, nothing else. (Sendable conformances must be
// declared in the type's file.)
extension KeyedList: Sendable where Element: Sendable, Element.ID: Sendable {}
