/// A queue of at most `capacity` elements, kept in one buffer that is reused once it is full:
/// a recording appends an action a send and drops its oldest actions in blocks.
///
/// The buffer grows by appending until it holds `capacity` elements, then the slots of dropped
/// elements are written over, so a recording's memory stays bounded and no element moves. A
/// dropped element stays in its slot until a later append writes over it.
@usableFromInline struct Ring<Element> {
    @usableFromInline var storage: ContiguousArray<Element> = []
    /// The slot of the first element.
    @usableFromInline var head = 0
    /// The number of elements.
    @usableFromInline var count = 0
    @usableFromInline let capacity: Int

    /// An empty ring.
    ///
    /// - Parameter capacity: The most elements it holds; at least 1.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Appends an element.
    ///
    /// - Precondition: The ring is not full.
    @inlinable
    mutating func append(_ element: Element) {
        if storage.count < capacity {
            // Still growing: no element was dropped yet, so the elements fill the buffer in order.
            storage.append(element)
        } else {
            storage[slot(count)] = element
        }
        count += 1
    }

    /// Drops the first `k` elements.
    ///
    /// - Precondition: The ring is full, so that the slots are reused in order.
    mutating func removeFirst(_ k: Int) {
        precondition(storage.count == capacity && k <= count)
        head = slot(k)
        count -= k
    }

    /// The element at an offset from the first.
    @inlinable
    subscript(offset: Int) -> Element {
        storage[slot(offset)]
    }

    /// The elements, first to last.
    var elements: [Element] {
        (0..<count).map { self[$0] }
    }

    /// The slot of the element at an offset from the first.
    @inlinable
    func slot(_ offset: Int) -> Int {
        let slot = head + offset
        return slot < capacity ? slot : slot - capacity
    }
}
