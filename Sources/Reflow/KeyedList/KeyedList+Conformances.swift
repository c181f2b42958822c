extension KeyedList: ExpressibleByArrayLiteral {
    /// Creates a list from elements in order; of elements sharing an ID, the first is kept.
    ///
    /// - Parameter elements: The elements.
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension KeyedList: Equatable where Element: Equatable {
    /// Two lists are equal when they hold equal elements in the same order.
    ///
    /// - Complexity: O(*n*); O(1) when both share their storage.
    public static func == (lhs: KeyedList, rhs: KeyedList) -> Bool {
        lhs.elements == rhs.elements
    }
}

extension KeyedList: Hashable where Element: Hashable {
    /// Hashes the elements in order.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}

extension KeyedList: CustomStringConvertible {
    /// The elements, as an array prints them.
    public var description: String { elements.description }
}

extension KeyedList: CustomReflectable {
    /// The elements as a collection, so reflection (test diffs, `dump`) shows what the list
    /// holds and not its index.
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
    }
}
