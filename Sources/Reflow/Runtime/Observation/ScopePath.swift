/// Where a scoped store's child is in its store's state: the steps from the root, each a key
/// path, an item ID, a cursor type or a case. Scoped stores with the same path share their
/// observation.
@usableFromInline struct ScopePath: Hashable, @unchecked Sendable {
    // Safe to share: every segment is a key path, an ID, a type's identifier or a case name,
    // read only to hash and compare, on the main actor.

    /// The steps from the root.
    private(set) var segments: [AnyHashable]

    /// The root itself.
    @usableFromInline static let root = ScopePath(segments: [])

    /// This path followed by more steps.
    @usableFromInline func appending(_ steps: AnyHashable...) -> ScopePath {
        ScopePath(segments: segments + steps)
    }
}

/// A notification found while checking the observed children after a change, sent once every
/// child has been checked.
@MainActor @usableFromInline
protocol ObservationNotice {
    /// Tells the observers.
    func send()
}
