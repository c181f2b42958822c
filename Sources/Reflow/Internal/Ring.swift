/// A queue of at most `capacity` elements in one buffer that is reused once it is full: a
/// recording appends an action a send and drops its oldest actions in blocks.
///
/// The buffer is allocated whole when the ring is made (the system backs its pages only as they
/// are written) and its slots are written in order, then written over once the ring has been
/// full, so a recording's memory stays bounded and no element moves. A dropped element stays in
/// its slot until a later append writes over it.
///
/// A buffer of its own rather than an array, as `KeyedListChanges` keeps its IDs: an array's
/// write checks its uniqueness and its bounds, on every recorded send (BENCHMARKS.md,
/// Decisions: "Recording in the store's own field"). Copies of a ring share the buffer, so a
/// ring has one owner that changes it: the store's recording.
@usableFromInline struct Ring<Element> {
    /// Frees the buffer when the last copy of the ring goes.
    @usableFromInline let buffer: RingBuffer<Element>
    /// The buffer's first slot.
    @usableFromInline let base: UnsafeMutablePointer<Element>
    @usableFromInline let capacity: Int
    /// The slot of the first element.
    @usableFromInline var head = 0
    /// The number of elements.
    @usableFromInline var count = 0
    /// Whether every slot holds an element, so that an append writes over one.
    @usableFromInline var isFull = false

    /// An empty ring.
    ///
    /// - Parameter capacity: The most elements it holds.
    init(capacity: Int) {
        self.buffer = RingBuffer(capacity: capacity)
        self.base = buffer.base
        self.capacity = capacity
    }

    /// Appends an element.
    ///
    /// - Precondition: The ring holds fewer than `capacity` elements.
    // Always inlined, the element moved in: called, the optimizer merged its specializations
    // into one that copied the element and released the caller's (BENCHMARKS.md, Decisions:
    // "Recording in the store's own field").
    @inlinable @inline(__always)
    mutating func append(_ element: consuming Element) {
        let slot = self.slot(count)
        if isFull {
            base[slot] = element
        } else {
            // No element was dropped yet, so the slots fill in order.
            (base + slot).initialize(to: element)
            buffer.initialized += 1
            isFull = buffer.initialized == capacity
        }
        count += 1
    }

    /// Drops the first `k` elements.
    ///
    /// Before the ring is first full, its elements sit in order from `head` to the last slot
    /// written, so the next append still writes the next slot.
    ///
    /// - Precondition: The ring holds at least `k` elements.
    @inlinable
    mutating func removeFirst(_ k: Int) {
        precondition(k <= count)
        head = slot(k)
        count -= k
    }

    /// Changes the first element in place.
    ///
    /// - Precondition: The ring holds an element.
    @inlinable
    mutating func modifyFirst(_ body: (inout Element) -> Void) {
        precondition(count > 0)
        body(&base[slot(0)])
    }

    /// The element at an offset from the first.
    @inlinable
    subscript(offset: Int) -> Element {
        base[slot(offset)]
    }

    /// The slot of the element at an offset from the first.
    @inlinable
    func slot(_ offset: Int) -> Int {
        let slot = head + offset
        return slot < capacity ? slot : slot - capacity
    }
}

/// The memory of a ``Ring``, freed with the elements it holds when the last ring that uses it
/// goes.
@usableFromInline final class RingBuffer<Element> {
    @usableFromInline let base: UnsafeMutablePointer<Element>
    /// The number of slots, from the first, that hold an element.
    @usableFromInline @exclusivity(unchecked) var initialized = 0

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: initialized)
        base.deallocate()
    }
}
