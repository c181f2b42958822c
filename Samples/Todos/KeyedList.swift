/// An ordered list of identifiable elements that finds an element by its ID in O(1).
///
/// `KeyedList` is the storage behind the todo list: it keeps the elements in display order in
/// an array and an index from ID to position beside it, so the ``TodoCursor`` reads and writes
/// one todo without scanning the list. Appending and updating are O(1); removing shifts the
/// elements after the removed one and re-indexes them, O(*n*).
///
/// Two lists are equal when they hold equal elements in the same order.
struct KeyedList<Element: Identifiable>: RandomAccessCollection {
    /// The elements, in display order.
    private(set) var elements: [Element] = []
    /// The position of each element in ``elements``, by ID.
    private var positions: [Element.ID: Int] = [:]

    /// Creates an empty list.
    init() {}

    /// Creates a list from elements in display order.
    ///
    /// When several elements share an ID, the first one is kept.
    ///
    /// - Parameter elements: The elements.
    init(_ elements: some Sequence<Element>) {
        for element in elements where positions[element.id] == nil {
            positions[element.id] = self.elements.count
            self.elements.append(element)
        }
    }

    var startIndex: Int { elements.startIndex }
    var endIndex: Int { elements.endIndex }

    subscript(position: Int) -> Element { elements[position] }

    /// The element with an ID, or `nil`; assigning `nil` removes it, assigning an element
    /// replaces the one with that ID or appends it.
    ///
    /// - Complexity: O(1) to read, replace or append; O(*n*) to remove.
    subscript(id id: Element.ID) -> Element? {
        get { positions[id].map { elements[$0] } }
        set {
            guard let newValue else {
                remove(id: id)
                return
            }
            precondition(newValue.id == id, "KeyedList: an element must be stored under its ID.")
            if let position = positions[id] {
                elements[position] = newValue
            } else {
                append(newValue)
            }
        }
    }

    /// Gives `body` mutable access to the element with an ID, in place.
    ///
    /// `body` must not change the element's ID.
    ///
    /// - Parameters:
    ///   - id: The ID.
    ///   - body: Reads and changes the element.
    /// - Returns: What `body` returns, or `nil` when no element has that ID.
    /// - Complexity: O(1).
    mutating func modify<Result>(id: Element.ID, _ body: (inout Element) -> Result) -> Result? {
        guard let position = positions[id] else { return nil }
        let result = body(&elements[position])
        precondition(elements[position].id == id, "KeyedList: modify must keep the element's ID.")
        return result
    }

    /// Whether an element has this ID.
    ///
    /// - Complexity: O(1).
    func contains(id: Element.ID) -> Bool { positions[id] != nil }

    /// Adds an element at the end, unless an element already has its ID.
    ///
    /// - Parameter element: The element to add.
    /// - Returns: Whether the element was added.
    /// - Complexity: O(1).
    @discardableResult
    mutating func append(_ element: Element) -> Bool {
        guard positions[element.id] == nil else { return false }
        positions[element.id] = elements.count
        elements.append(element)
        return true
    }

    /// Inserts an element at a position, unless an element already has its ID.
    ///
    /// - Parameters:
    ///   - element: The element to insert.
    ///   - position: Where to insert it; clamped to the list's bounds.
    /// - Returns: Whether the element was inserted.
    /// - Complexity: O(*n*).
    @discardableResult
    mutating func insert(_ element: Element, at position: Int) -> Bool {
        guard positions[element.id] == nil else { return false }
        let position = Swift.min(Swift.max(position, 0), elements.count)
        elements.insert(element, at: position)
        for index in position..<elements.count {
            positions[elements[index].id] = index
        }
        return true
    }

    /// The position of the element with an ID, or `nil`.
    ///
    /// - Complexity: O(1).
    func position(ofID id: Element.ID) -> Int? { positions[id] }

    /// Removes the element with an ID.
    ///
    /// - Parameter id: The ID.
    /// - Returns: The removed element, or `nil` when no element had that ID.
    /// - Complexity: O(*n*).
    @discardableResult
    mutating func remove(id: Element.ID) -> Element? {
        guard let position = positions.removeValue(forKey: id) else { return nil }
        let removed = elements.remove(at: position)
        for index in position..<elements.count {
            positions[elements[index].id] = index
        }
        return removed
    }

    /// Removes every element that matches a predicate, keeping the others in order.
    ///
    /// - Parameter shouldBeRemoved: Whether to remove an element.
    /// - Returns: The number of elements removed.
    /// - Complexity: O(*n*).
    @discardableResult
    mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows -> Int {
        let before = elements.count
        try elements.removeAll(where: shouldBeRemoved)
        guard elements.count != before else { return 0 }
        positions.removeAll(keepingCapacity: true)
        for (index, element) in elements.enumerated() {
            positions[element.id] = index
        }
        return before - elements.count
    }
}

extension KeyedList: Equatable where Element: Equatable {
    static func == (lhs: KeyedList, rhs: KeyedList) -> Bool {
        lhs.elements == rhs.elements
    }
}

extension KeyedList: Sendable where Element: Sendable, Element.ID: Sendable {}

extension KeyedList: CustomStringConvertible {
    /// The elements, as an array prints them.
    var description: String { elements.description }
}
