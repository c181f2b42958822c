/// Lets the model-based test start, complete and watch the cancellation of each save effect,
/// by ticket, without sleeping.
///
/// A save waits for its ticket to be released (or for its task to be cancelled), then sends
/// `.saved` and reports that it has ended. The test awaits those reports, so every step ends with
/// the effects in a known state.
actor EffectControl {
    private enum Phase {
        case waiting(CheckedContinuation<Void, Never>?)
        case released
        case ended
    }

    private var phases: [Int: Phase] = [:]
    /// The tickets of the effects that have started and not ended, kept apart from `phases`
    /// so that reading them costs O(running), not O(every effect so far).
    private var live: Set<Int> = []
    private var startWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var endWaiters: [Int: [CheckedContinuation<Void, Never>]] = [:]

    /// The tickets of the effects that have started and not ended.
    var running: Set<Int> { live }

    /// The body of a save: waits for the ticket, sends, and reports its end.
    func run(ticket: Int, send: @Sendable () async -> Void) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                live.insert(ticket)
                if case .released = phases[ticket] {
                    continuation.resume()
                } else {
                    phases[ticket] = .waiting(continuation)
                }
                startWaiters.removeValue(forKey: ticket)?.resume()
            }
        } onCancel: {
            Task { await self.release(ticket) }
        }
        await send()
        phases[ticket] = .ended
        live.remove(ticket)
        for waiter in endWaiters.removeValue(forKey: ticket) ?? [] {
            waiter.resume()
        }
    }

    /// Waits until the save with a ticket has started and is waiting.
    func started(_ ticket: Int) async {
        if phases[ticket] != nil { return }
        await withCheckedContinuation { startWaiters[ticket] = $0 }
    }

    /// Lets the save with a ticket go on.
    func release(_ ticket: Int) {
        switch phases[ticket] {
        case .waiting(let continuation):
            phases[ticket] = .released
            continuation?.resume()
        case .none:
            phases[ticket] = .released
        case .released, .ended:
            break
        }
    }

    /// How long ``ended(_:)`` waits before it calls an effect hung: far beyond any delay a
    /// loaded machine or a sanitizer causes (an effect ends within microseconds of its release or
    /// cancellation), so only a real hang reaches it.
    static let hangLimit: Duration = .seconds(120)

    /// Waits until the save with a ticket has ended; returns `false` only when it has not ended
    /// after ``hangLimit``, that is, when it hangs.
    ///
    /// It awaits the effect's own report of its end: how long the machine takes to deliver it
    /// decides nothing.
    func ended(_ ticket: Int) async -> Bool {
        if case .ended = phases[ticket] { return true }
        let timer = Task {
            try? await Task.sleep(for: Self.hangLimit)
            self.timeOut(ticket)
        }
        await withCheckedContinuation { endWaiters[ticket, default: []].append($0) }
        timer.cancel()
        if case .ended = phases[ticket] { return true }
        return false
    }

    private func timeOut(_ ticket: Int) {
        for waiter in endWaiters.removeValue(forKey: ticket) ?? [] {
            waiter.resume()
        }
    }
}
