/// One action of a ``Journal``: the step it leads to, the action, and where it came from.
public struct JournalEntry<Action> {
    /// The step the store is at once the action has run: the first action of a recording leads
    /// to step 1, from the recording's start, step 0.
    public var step: Int

    /// The action.
    public var action: Action

    /// Whether the action was sent to the store or fed back by an effect, and which.
    public var origin: ActionOrigin

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - step: The step the action leads to.
    ///   - action: The action.
    ///   - origin: Where the action came from.
    public init(step: Int, action: Action, origin: ActionOrigin) {
        self.step = step
        self.action = action
        self.origin = origin
    }
}

extension JournalEntry: Sendable where Action: Sendable {}

extension JournalEntry: Equatable where Action: Equatable {}
