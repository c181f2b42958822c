/// Where an action queued for a child (a dismissal) must still find it: the path to the child,
/// and the place it was presented in, which tells a child that left (reported) from one whose
/// place another presentation took (silent).
@usableFromInline struct PendingScope {
    /// The path to the child the action is for.
    @usableFromInline let scope: [ChildLink]
    /// The path to the place the child was presented in, whatever is there; `nil` for an action
    /// whose drop is never reported.
    @usableFromInline let slot: [ChildLink]?

    @usableFromInline init(scope: [ChildLink], slot: [ChildLink]?) {
        self.scope = scope
        self.slot = slot
    }
}
