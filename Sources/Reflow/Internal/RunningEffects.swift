/// The tasks a store runs for its effects, by token and by cancellation identifier.
///
/// Only the store's main-actor code and its `deinit` (which has exclusive access) touch it.
struct RunningEffects: Sendable {
    /// A running task and the identifier it can be cancelled by, if any.
    private struct Entry: Sendable {
        var task: Task<Void, Never>
        var id: EffectID?
    }

    private var entries: [UInt64: Entry] = [:]
    private var tokensByID: [EffectID: Set<UInt64>] = [:]
    private var nextToken: UInt64 = 0

    /// The number of tasks still running.
    var count: Int { entries.count }

    /// A token no running task has.
    mutating func makeToken() -> UInt64 {
        nextToken &+= 1
        return nextToken
    }

    /// Records a started task.
    mutating func insert(_ task: Task<Void, Never>, token: UInt64, id: EffectID?) {
        entries[token] = Entry(task: task, id: id)
        if let id {
            tokensByID[id, default: []].insert(token)
        }
    }

    /// Forgets a task that has ended.
    mutating func remove(_ token: UInt64) {
        guard let id = entries.removeValue(forKey: token)?.id else { return }
        tokensByID[id]?.remove(token)
        if tokensByID[id]?.isEmpty == true {
            tokensByID[id] = nil
        }
    }

    /// Cancels every task marked with an identifier; each forgets itself when it ends.
    func cancel(id: EffectID) {
        for token in tokensByID[id] ?? [] {
            entries[token]?.task.cancel()
        }
    }

    /// Cancels every task.
    func cancelAll() {
        for entry in entries.values {
            entry.task.cancel()
        }
    }
}
