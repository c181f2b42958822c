import Reflow

/// The effects a test store runs: their tasks, their cancellation identifiers, and what started
/// them, for failure messages.
///
/// Unlike the store's own bookkeeping, a cancelled effect is forgotten at once: its later sends
/// are dropped, so it no longer counts as work the test must wait for.
struct TrackedEffects: Sendable {
    private struct Effect: Sendable {
        var task: Task<Void, Never>
        var id: EffectID?
        /// What started the effect, such as `send(.load) at TodoTests.swift:12`.
        var origin: String
    }

    private var effects: [UInt64: Effect] = [:]
    private var nextToken: UInt64 = 0

    /// The number of effects still running.
    var count: Int { effects.count }

    /// Whether no effect is running.
    var isEmpty: Bool { effects.isEmpty }

    /// What started each running effect, oldest first.
    var origins: [String] {
        effects.sorted { $0.key < $1.key }.map(\.value.origin)
    }

    /// Whether the effect with this token is still running.
    func contains(_ token: UInt64) -> Bool {
        effects[token] != nil
    }

    /// A token no effect has.
    mutating func makeToken() -> UInt64 {
        nextToken &+= 1
        return nextToken
    }

    /// Records a started effect.
    mutating func insert(_ task: Task<Void, Never>, token: UInt64, id: EffectID?, origin: String) {
        effects[token] = Effect(task: task, id: id, origin: origin)
    }

    /// Forgets an effect that has ended.
    mutating func remove(_ token: UInt64) {
        effects[token] = nil
    }

    /// Cancels and forgets every effect marked with an identifier.
    mutating func cancel(id: EffectID) {
        for (token, effect) in effects where effect.id == id {
            effect.task.cancel()
            effects[token] = nil
        }
    }

    /// Cancels and forgets every effect.
    mutating func cancelAll() {
        for effect in effects.values {
            effect.task.cancel()
        }
        effects.removeAll()
    }
}
