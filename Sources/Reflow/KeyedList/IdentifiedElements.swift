/// A collection whose elements have IDs: the test store's diff names them by ID
/// (`todos[id: 3].title`) rather than by position.
package protocol IdentifiedElements {
    /// The elements in order, each with its ID.
    var identifiedElements: [(id: AnyHashable, element: Any)] { get }
}

extension KeyedList: IdentifiedElements {
    /// The elements in order, each with its ID.
    package var identifiedElements: [(id: AnyHashable, element: Any)] {
        map { (AnyHashable($0.id), $0 as Any) }
    }
}

extension StackState: IdentifiedElements {
    /// The screens in order, each with the ID the stack gave it.
    package var identifiedElements: [(id: AnyHashable, element: Any)] {
        elements.map { (AnyHashable($0.id), $0.element as Any) }
    }
}
