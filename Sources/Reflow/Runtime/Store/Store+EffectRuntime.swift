// The effect runtime: the store starts each effect as a task, delivers what it sends while it
// is not cancelled, and cancels the effects of children that left the state.

extension Store {
    @usableFromInline @inline(never)
    func run(_ fx: Fx<Model.Action>) {
        // A test store replaying a journal delivers the actions the effects fed back itself.
        if hooks?.suspendsEffects == true { return }
        for operation in fx.operations {
            switch operation {
            case .send(let action):
                pending.append(action)
                if recording.isActive {
                    recording.queueImmediate(at: pending.count - 1)
                }
            case .sendWhilePresent(let action, let scope, let slot):
                pending.append(action)
                pendingScopes[pending.count - 1] = PendingScope(scope: scope, slot: slot)
                if recording.isActive {
                    recording.queueImmediate(at: pending.count - 1)
                }
            case .cancel(let id):
                cancelEffects(id: id)
            case .run(let run):
                start(run)
            case .dismiss:
                dismissRoot()
            }
        }
    }

    /// A `.dismiss` that reached the root: the test store records it, and otherwise it is
    /// reported, since nothing presents the root.
    private func dismissRoot() {
        if let didDismiss = hooks?.didDismiss {
            didDismiss()
            return
        }
        RuntimeIssue.report(
            """
            Store<\(Model.self)>: an update returned Fx.dismiss, but nothing presents this \
            store's model. Return it from a child presented through a PresentationAction form, \
            whose parent clears the child.
            """)
    }

    private func start(_ run: Fx<Model.Action>.Run) {
        if run.cancelInFlight, let id = run.id {
            cancelEffects(id: id)
        }
        let token = effects.makeToken()
        // Delivers only while the effect runs and is not cancelled, whichever task sends: a
        // task the effect spawned, or one it handed its `Send` to, stops with it.
        let send = Send<Model.Action> { [weak self] action in
            guard let self, self.effects.delivers(token) else { return }
            self.deliver(action, fromEffect: token)
        }
        let body = run.body
        let ended: @MainActor @Sendable () -> Void = { [weak self] in
            self?.effectEnded(token)
        }
        // The body runs off the main actor from its first instruction (on the test store's
        // executor when it provides one); only the end is reported on the main actor.
        let operation: @Sendable () async -> Void = {
            await body(send)
            await ended()
        }
        let task =
            hooks?.startTask?(run.priority, operation)
            ?? Task(priority: run.priority, operation: operation)
        effects.insert(
            task, token: token, id: run.id, scope: run.scope,
            record: recording.isActive
                ? recording.recordOfEffect(id: run.id, scope: run.scope) : nil
        )
        hooks?.didStartEffect?(token)
    }

    /// Cancels an effect started in a child, if the child is no longer in the state.
    @inlinable
    func cancelIfDeparted(_ token: UInt64) {
        if let scope = effects.scopes[token], !isPresent(scope) {
            cancelDeparted(token)
        }
    }

    @usableFromInline
    func cancelDeparted(_ token: UInt64) {
        effects.cancel(token)
        hooks?.didCancelEffect?(token)
    }

    /// The removal stamp of the list of a group of item effects, or `nil` when the value that
    /// holds the list is gone.
    @inlinable
    func listStamp(of group: ItemEffects) -> ListStamp? {
        withUnsafePointer(to: &storage) { root in
            var stamp: ListStamp?
            _ = group.parent.withChild(from: UnsafeRawPointer(root)) { parent in
                stamp = group.probe.body(parent)
                return true
            }
            return stamp
        }
    }

    /// Whether every child on a path is in the state now.
    @inlinable
    func isPresent(_ scope: [ChildLink]) -> Bool {
        guard hasState else { return true }
        // A `.some` optional holds its payload at its start, so the pointer is the model's.
        return withUnsafePointer(to: &storage) { root in
            scope.isPresent(from: UnsafeRawPointer(root))
        }
    }

    private func cancelEffects(id: EffectID) {
        let cancelled = effects.cancel(id: id)
        if let didCancel = hooks?.didCancelEffect {
            cancelled.forEach(didCancel)
        }
    }

    /// Cancels the effects of the children that are no longer in the state.
    ///
    /// Each effect started in a child records the path to it, followed from the root state, one
    /// O(1) lookup a level for keyed lists. This runs after each action that may have changed
    /// the state, only while such effects run. Effects started in items of a ``KeyedList`` are
    /// grouped by list and checked only when the list's change log says an item may have left
    /// it: O(1) a list for a keyed send, whatever the number of effects; O(*k*) for *k*
    /// effects of other children.
    @inlinable @inline(never)
    func cancelEffectsOfDepartedChildren() {
        guard hasState else { return }
        // Loops, not `forEach(cancelIfDeparted)`: the method reference made a closure over the
        // store on every send while a child's effect ran (BENCHMARKS.md, Decisions: "Departed-
        // child loops without a method reference").
        for token in effects.otherScopedEffects {
            cancelIfDeparted(token)
        }
        for group in effects.itemEffects.values {
            // An item can only have left its list if the list changed its structure (or is
            // another list): O(1) for a list no item left, whatever the number of effects.
            guard let stamp = listStamp(of: group) else {
                group.tokens.forEach(cancelDeparted)
                continue
            }
            guard !group.isUnchanged(stamp) else { continue }
            for token in group.tokens {
                cancelIfDeparted(token)
            }
        }
    }

    /// Cancels every running effect; the test store's `finish` uses it on a timeout.
    package func cancelAllEffects() {
        effects.cancelAll()
    }

    private func effectEnded(_ token: UInt64) {
        effects.remove(token)
        hooks?.didEndEffect?(token)
        if effects.count == 0, !idleWaiters.isEmpty {
            let waiters = idleWaiters
            idleWaiters.removeAll()
            for waiter in waiters {
                waiter.resume()
            }
        }
    }
}
