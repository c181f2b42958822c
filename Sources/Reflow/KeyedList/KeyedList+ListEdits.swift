import Foundation

// The edits SwiftUI hands a list's view: `onDelete` gives the offsets of the rows to delete,
// `onMove` the offsets of the rows to move and where to. They take the same arguments as the
// array methods of the same names, so `state.todos.remove(atOffsets: offsets)` reads as it
// does on an array, and leave the list's index and its change log right.

extension KeyedList {
    /// Removes the elements at a set of positions, keeping the others in order: what a list's
    /// `onDelete` hands over.
    ///
    /// ```swift
    /// case .delete(let offsets):
    ///     state.todos.remove(atOffsets: offsets)
    /// ```
    ///
    /// Positions outside the list are ignored.
    ///
    /// - Parameter offsets: The positions of the elements to remove.
    /// - Returns: The removed elements with the positions they had, ready for
    ///   ``insert(placing:)`` (an undo).
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func remove(atOffsets offsets: IndexSet) -> [(position: Int, element: Element)]
    {
        let valid = offsets.filteredIndexSet { $0 < storage.count }
        guard let first = valid.first else { return [] }
        var removed: [(position: Int, element: Element)] = []
        removed.reserveCapacity(valid.count)
        var kept: [Element] = []
        kept.reserveCapacity(storage.count - valid.count)
        for (position, element) in storage.enumerated() {
            if valid.contains(position) {
                removed.append((position, element))
                positions[element.id] = nil
            } else {
                kept.append(element)
            }
        }
        storage = kept
        reindex(from: first)
        noteChanges(removed.lazy.map(\.element.id), count: removed.count)
        return removed
    }

    /// Moves the elements at a set of positions, in their order, to before the element at
    /// another position: what a list's `onMove` hands over.
    ///
    /// ```swift
    /// case .move(let offsets, let destination):
    ///     state.todos.move(fromOffsets: offsets, toOffset: destination)
    /// ```
    ///
    /// As on an array, `destination` is a position in the list before the move (`count` moves
    /// the elements to the end). Positions outside the list are ignored, and a destination past
    /// the end is the end.
    ///
    /// - Parameters:
    ///   - offsets: The positions of the elements to move.
    ///   - destination: The position of the element they go before, counted before the move.
    /// - Complexity: O(*n*).
    public mutating func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        let valid = offsets.filteredIndexSet { $0 < storage.count }
        guard let first = valid.first else { return }
        let destination = Swift.min(Swift.max(destination, 0), storage.count)
        var reordered: [Element] = []
        reordered.reserveCapacity(storage.count)
        for position in 0..<destination where !valid.contains(position) {
            reordered.append(storage[position])
        }
        for position in valid {
            reordered.append(storage[position])
        }
        for position in destination..<storage.count where !valid.contains(position) {
            reordered.append(storage[position])
        }
        let moved = valid.map { storage[$0].id }
        storage = reordered
        reindex(from: Swift.min(first, destination))
        noteChanges(moved, count: moved.count)
    }
}
