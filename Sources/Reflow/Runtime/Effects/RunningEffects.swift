/// The tasks a store runs for its effects, by token and by cancellation identifier.
///
/// Only the store's main-actor code and its `deinit` (which has exclusive access) touch it.
@usableFromInline struct RunningEffects: Sendable {
    /// A running task and the identifier it can be cancelled by, if any.
    private struct Entry: Sendable {
        var task: Task<Void, Never>
        var id: EffectID?
        /// Whether the effect was cancelled: its task may still be ending, but nothing it (or a
        /// task it spawned) sends is delivered any more.
        var isCancelled = false
        /// What a recording says of the effect, once the store records.
        var record: EffectRecord?
    }

    private var entries: [UInt64: Entry] = [:]
    /// The running effects started in a child, not yet cancelled, by token: the children each
    /// was started in, outermost first. Kept apart from `entries` so that the store's check
    /// after an action walks these paths with no lookup and no copy of an entry.
    @usableFromInline private(set) var scopes: [UInt64: [ChildLink]] = [:]

    /// Whether an effect started in a child is running, and not cancelled.
    ///
    /// `@inlinable`: the store's inlined send path reads it after each action. A SwiftPM
    /// release build's cross-module optimization inlines it anyway; the attribute is kept so
    /// that a build without that optimization does not pay a call per send (BENCHMARKS.md,
    /// Decisions: "Scoped-effects check inlinable").
    @inlinable var hasScopedEffects: Bool { !scopes.isEmpty }
    /// The scoped effects whose child is an item of a ``KeyedList``, by list: their items are
    /// checked only when an item may have left the list.
    @usableFromInline private(set) var itemEffects: [[ChildIdentity]: ItemEffects] = [:]
    /// The other scoped effects, checked one by one after each action.
    @usableFromInline private(set) var otherScopedEffects: Set<UInt64> = []
    /// The list each effect in ``itemEffects`` is filed under.
    private var listOfToken: [UInt64: [ChildIdentity]] = [:]
    private var tokensByID: [EffectID: Set<UInt64>] = [:]
    private var nextToken: UInt64 = 0

    /// The number of tasks still running.
    var count: Int { entries.count }

    /// What a recording says of a running effect: the record made when it started, or one made
    /// now (and kept) from its identifier and the children it was started in.
    ///
    /// - Parameter makeRecord: Makes the record of an effect that started before the recording.
    mutating func record(
        of token: UInt64, making makeRecord: (EffectID?, [ChildLink]) -> EffectRecord
    ) -> EffectRecord {
        if let record = entries[token]?.record {
            return record
        }
        let record = makeRecord(entries[token]?.id, scopes[token] ?? [])
        entries[token]?.record = record
        return record
    }

    /// Whether actions from the effect with a token are still delivered: it has not ended and
    /// was not cancelled.
    func delivers(_ token: UInt64) -> Bool {
        entries[token].map { !$0.isCancelled } ?? false
    }

    /// A token no running task has.
    mutating func makeToken() -> UInt64 {
        nextToken &+= 1
        return nextToken
    }

    /// Forgets what an earlier recording said of the running effects: a new recording did not
    /// see them start.
    mutating func forgetRecords() {
        for token in entries.keys {
            entries[token]?.record = nil
        }
    }

    /// Records a started task.
    mutating func insert(
        _ task: Task<Void, Never>, token: UInt64, id: EffectID?, scope: [ChildLink],
        record: EffectRecord? = nil
    ) {
        entries[token] = Entry(task: task, id: id, record: record)
        if !scope.isEmpty {
            scopes[token] = scope
            file(token, scope: scope)
        }
        if let id {
            tokensByID[id, default: []].insert(token)
        }
    }

    /// Forgets a task that has ended.
    mutating func remove(_ token: UInt64) {
        scopes[token] = nil
        unfile(token)
        guard let id = entries.removeValue(forKey: token)?.id else { return }
        tokensByID[id]?.remove(token)
        if tokensByID[id]?.isEmpty == true {
            tokensByID[id] = nil
        }
    }

    /// Cancels every task marked with an identifier; each forgets itself when it ends, and
    /// delivers nothing meanwhile.
    ///
    /// - Returns: The tokens of the tasks cancelled now.
    @discardableResult
    mutating func cancel(id: EffectID) -> [UInt64] {
        var cancelled: [UInt64] = []
        for token in tokensByID[id] ?? [] where cancel(token) {
            cancelled.append(token)
        }
        return cancelled
    }

    /// Cancels one task; returns whether it was running and not yet cancelled.
    @discardableResult
    mutating func cancel(_ token: UInt64) -> Bool {
        guard entries[token]?.isCancelled == false else { return false }
        entries[token]?.task.cancel()
        entries[token]?.isCancelled = true
        scopes[token] = nil
        unfile(token)
        return true
    }

    /// Cancels every task.
    mutating func cancelAll() {
        for token in entries.keys {
            cancel(token)
        }
    }

    /// Files a scoped effect under its list, or with the others.
    private mutating func file(_ token: UInt64, scope: [ChildLink]) {
        guard let last = scope.last, let list = last.list else {
            otherScopedEffects.insert(token)
            return
        }
        let key = scope.dropLast().map(\.identity) + [list.identity]
        let group =
            itemEffects[key] ?? ItemEffects(parent: Array(scope.dropLast()), probe: list.probe)
        group.tokens.insert(token)
        itemEffects[key] = group
        listOfToken[token] = key
    }

    private mutating func unfile(_ token: UInt64) {
        guard let key = listOfToken.removeValue(forKey: token) else {
            otherScopedEffects.remove(token)
            return
        }
        guard let group = itemEffects[key] else { return }
        group.tokens.remove(token)
        if group.tokens.isEmpty {
            itemEffects[key] = nil
        }
    }
}

/// The running effects started in items of one ``KeyedList``, and the list's removal stamp when
/// they were last checked: while it has not changed, no item left, and none is checked.
@usableFromInline final class ItemEffects: @unchecked Sendable {
    // Safe to share: only the store's main-actor code touches it, as it does `RunningEffects`.

    /// The links from the root to the value that holds the list.
    @usableFromInline let parent: [ChildLink]
    /// Reads the list's stamp from that value.
    @usableFromInline let probe: ListProbe
    @usableFromInline var tokens: Set<UInt64> = []
    /// The list's stamp when last checked; `nil` before the first check.
    private var stamp: ListStamp?

    init(parent: [ChildLink], probe: ListProbe) {
        self.parent = parent
        self.probe = probe
    }

    /// Whether the list's stamp is the one last checked; remembers it.
    @usableFromInline
    func isUnchanged(_ stamp: ListStamp) -> Bool {
        // A list that never changed (serial 0) may be another such list: not known unchanged.
        guard stamp.log != 0, stamp == self.stamp else {
            self.stamp = stamp
            return false
        }
        return true
    }
}
