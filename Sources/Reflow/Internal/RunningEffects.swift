/// The tasks a store runs for its effects, by token and by cancellation identifier.
///
/// Only the store's main-actor code and its `deinit` (which has exclusive access) touch it.
struct RunningEffects: Sendable {
    private var tasks: [UInt64: Task<Void, Never>] = [:]
    private var tokensByID: [EffectID: Set<UInt64>] = [:]
    private var idsByToken: [UInt64: EffectID] = [:]
    private var nextToken: UInt64 = 0

    /// The number of tasks still running.
    var count: Int { tasks.count }

    /// A token no running task has.
    mutating func makeToken() -> UInt64 {
        nextToken &+= 1
        return nextToken
    }

    /// Records a started task.
    mutating func insert(_ task: Task<Void, Never>, token: UInt64, id: EffectID?) {
        tasks[token] = task
        if let id {
            tokensByID[id, default: []].insert(token)
            idsByToken[token] = id
        }
    }

    /// Forgets a task that has ended.
    mutating func remove(_ token: UInt64) {
        tasks[token] = nil
        guard let id = idsByToken.removeValue(forKey: token) else { return }
        tokensByID[id]?.remove(token)
        if tokensByID[id]?.isEmpty == true {
            tokensByID[id] = nil
        }
    }

    /// Cancels every task marked with an identifier; each forgets itself when it ends.
    func cancel(id: EffectID) {
        for token in tokensByID[id] ?? [] {
            tasks[token]?.cancel()
        }
    }

    /// Cancels every task.
    func cancelAll() {
        for task in tasks.values {
            task.cancel()
        }
    }

    /// The number of identifiers with running tasks; for leak tests.
    var identifierCount: Int { tokensByID.count }
}
