import Observation

#if canImport(SwiftUI)
import SwiftUI
#endif

// The send loop: an action runs through the update, the next state is stored and published, and
// the effects start.

extension Store {
    @inlinable
    func drainPending() {
        if !pending.isEmpty {
            processPending()
        }
    }

    /// Runs the actions sent while an update ran, in order, and those they send in turn. Out of
    /// line: re-entrant sends are rare, and inlined, this loop's copy of `process` makes
    /// `drainPending` too big to be inlined into `send` (BENCHMARKS.md, Decisions: "Re-entrant
    /// sends out of line").
    @inlinable @inline(never)
    func processPending() {
        var index = 0
        while index < pending.count {
            let action = pending[index]
            // A recording looks up who queued the action by its place in the queue.
            recording.pendingIndex = index
            index += 1
            // An action sent for a child (a dismissal) is dropped once the child has left.
            if !pendingScopes.isEmpty, let scope = pendingScopes[index - 1],
                !isPresent(scope.scope)
            {
                reportDrop(of: action, for: scope)
                continue
            }
            process(action)
        }
        recording.queueRan()
        pending.removeAll(keepingCapacity: true)
        pendingScopes.removeAll()
    }

    /// Reports a dismissal dropped because its child left, unless another presentation took the
    /// child's place: the one reason a dismissal is dropped without a word.
    @usableFromInline @inline(never)
    func reportDrop(of action: Model.Action, for scope: PendingScope) {
        guard let slot = scope.slot, !isPresent(slot) else { return }
        RuntimeIssue.$reporter.withValue(hooks?.reportIssue ?? RuntimeIssue.reporter) {
            RuntimeIssue.report(
                """
                Store<\(Model.self)>: \(action) was dropped: the presentation it dismisses had \
                already ended in the same action, and nothing took its place. Dismiss it once: \
                return Fx.dismiss from the child, or clear it in the parent.
                """)
        }
    }

    // The store lives in another module than the model, so its code would run unspecialized,
    // looking up the metadata of every generic type it mentions at run time, each lookup costing
    // about as much as the rest of a send. The plain send path (`send`, `drainPending`, `process`,
    // `publish`) is therefore `@inlinable`: it is specialized for the model in the app's module.
    // Logging, streams and effects stay out of line, called only when used, so the inlined code
    // stays small and mentions only the types a plain send needs (BENCHMARKS.md, Decisions:
    // "Send path inlinable").

    @inlinable
    func process(_ action: Model.Action) {
        if needsSlowPath {
            processOnSlowPath(action)
            return
        }
        processPlainly(action)
    }

    /// ``process(_:)`` when ``needsSlowPath``: the action recorded, the test store's hooks, or
    /// the action told to the logger and the streams before it runs. `@inlinable`, so that it
    /// is specialized like the plain path, but never inlined into `send`, which it would make
    /// too big to inline.
    @inlinable @inline(never)
    func processOnSlowPath(_ action: Model.Action) {
        if recording.isActive {
            processRecorded(action)
            return
        }
        processUnrecorded(action)
    }

    /// ``processOnSlowPath(_:)`` but for the recording: the test store's hooks, or the action
    /// told to the logger and the streams before it runs.
    // Always inlined, with `processPlainly`: `processOnSlowPath` holds two copies, one for a
    // store that does not record, the same as before recording existed, ending in a tail call,
    // and one inside the recording's work (BENCHMARKS.md, Decisions: "Recording in the store's
    // own field").
    @inlinable @inline(__always)
    func processUnrecorded(_ action: Model.Action) {
        if hooks != nil {
            processObserved(action)
            return
        }
        if logger != nil || !actionSubscribers.isEmpty {
            announce(action)
        }
        processPlainly(action)
    }

    /// Runs an action through the update, stores the next state, publishes it and runs the
    /// effects.
    // Always inlined: see `processUnrecorded`.
    @inlinable @inline(__always)
    func processPlainly(_ action: Model.Action) {
        apply(action) { commit(fx: $0, transaction: $1, isUnchanged: $2) }
    }

    /// Runs an action through the update and stores the next state, then hands the effects, the
    /// transaction, and whether the state is known to be unchanged to `body`.
    // The outcome goes to a function rather than back as a value: returned, the update's parts
    // were gathered into a value, and a model of several fields was copied on every send
    // (BENCHMARKS.md, Decisions: "Outcome handed to a closure").
    @inlinable
    func apply(
        _ action: Model.Action,
        then body: (_ fx: Fx<Model.Action>, _ transaction: Transaction?, _ isUnchanged: Bool) ->
            Void
    ) {
        if Model._updatesInPlace {
            let step = applyInPlace(action)
            hand(step.fx, step.transaction, isUnchanged: step.leavesStateUnchanged, to: body)
            return
        }
        // Move the state out of its field so the update owns the only reference: a `consuming`
        // update then mutates its collections in place.
        let current = takeState()
        if _isPOD(Model.self) {
            // A plain value (no references) is copied for free and compared cheaply, so an
            // action that leaves it equal is not published. (For a model that holds
            // collections, keeping the old value would make the update copy them.)
            let previous = current
            let next = Model.update(state: current, action: action, environment: environment)
            let isUnchanged = next.leavesStateUnchanged || next.state == previous
            let fx = next.fx
            let transaction = next.transaction
            putState((consume next).state)
            hand(fx, transaction, isUnchanged: isUnchanged, to: body)
        } else {
            // The update is taken apart here, where it was returned, its state moved out of it
            // and stored before publishing (BENCHMARKS.md, Decisions: "Update taken apart where
            // it is returned", "State moved out of the update", "State stored before publishing").
            let next = Model.update(
                state: consume current, action: action, environment: environment)
            let isUnchanged = next.leavesStateUnchanged
            let fx = next.fx
            let transaction = next.transaction
            putState((consume next).state)
            hand(fx, transaction, isUnchanged: isUnchanged, to: body)
        }
    }

    /// Hands an update's outcome to `body`, with the effect that closes the model's
    /// ``ModelProtocol/recordScreens`` whose record left in the action just run; the effect as it
    /// is, at no cost once specialized, for a model that names none.
    // Checked inline, where it folds away for a model that names no record screens. The effect
    // goes to `body` where it is, not through a function that returns it: returned, it was
    // copied (retained) on every send.
    @inlinable @inline(__always)
    func hand(
        _ fx: Fx<Model.Action>, _ transaction: Transaction?, isUnchanged: Bool,
        to body: (_ fx: Fx<Model.Action>, _ transaction: Transaction?, _ isUnchanged: Bool) ->
            Void
    ) {
        guard Model.recordScreens.namesAny else {
            body(fx, transaction, isUnchanged)
            return
        }
        body(
            closingRecordScreensOutOfLine(fx, isUnchanged: isUnchanged), transaction, isUnchanged)
    }

    /// `fx` with the effect that closes the record screens whose record left, for a model that
    /// names some.
    @usableFromInline @inline(never)
    func closingRecordScreensOutOfLine(_ fx: Fx<Model.Action>, isUnchanged: Bool) -> Fx<
        Model.Action
    > {
        guard !isUnchanged, let state = storage else { return fx }
        return Model.closingRecordScreens(fx, in: state)
    }

    /// Runs an action through an update that changes the state in place, in the store's own
    /// field: no move of the state in or out (see ``InPlaceModelProtocol``).
    // `@inlinable`, as the rest of the plain send path: `Model._updatesInPlace` is a constant of
    // the model's type, so specialized, a by-value model's send keeps none of this, and an
    // in-place model's keeps none of the by-value path (BENCHMARKS.md, Decisions: "In-place send
    // path inlinable").
    @inlinable
    func applyInPlace(_ action: Model.Action) -> Step<Model> {
        // The field keeps the state, but `state` reads as absent while the update runs, so that
        // reading it from the update stops with the same message as for a moved-out state.
        beginUpdate()
        // Two branches, as in `apply`: a plain value is kept to compare, and keeping a model
        // with references would copy it on every send (BENCHMARKS.md, Decisions: "In-place send
        // in two branches").
        if _isPOD(Model.self) {
            let previous = storage
            var step = Model._update(state: &storage!, action: action, environment: environment)
            hasState = true
            step.leavesStateUnchanged = step.leavesStateUnchanged || storage == previous
            return step
        }
        let step = Model._update(state: &storage!, action: action, environment: environment)
        hasState = true
        return step
    }

    /// Publishes the state just stored unless it is known to be unchanged, checks that the
    /// children whose effects run are still there, and runs the effects.
    @inlinable
    func commit(fx: Fx<Model.Action>, transaction: Transaction?, isUnchanged: Bool) {
        if !isUnchanged {
            publish(transaction: transaction)
            // Checked after publishing, which tells observers, and one of them may have set a
            // logger or opened a stream that should hear of this state.
            if needsSlowPublish {
                didPublishOnSlowPath(fx: fx, transaction: transaction)
                return
            }
        }
        if !fx.isNone {
            run(fx, ofChangedState: !isUnchanged)
        }
    }

    /// Runs an update's effects when the store follows no child's effects yet: then one the
    /// action started in a child it also removed ends at once.
    // Out of line, so that `commit` stays small enough to be inlined whole into the send path.
    @inlinable @inline(never)
    func run(_ fx: Fx<Model.Action>, ofChangedState stateChanged: Bool) {
        run(fx)
        if stateChanged, hasScopedEffects {
            cancelEffectsOfDepartedChildren()
        }
    }

    /// ``process(_:)`` with the test store's hooks: the same update path, with the issues it
    /// reports sent to the test, and the state before and after each action reported.
    @usableFromInline @inline(never)
    func processObserved(_ action: Model.Action) {
        guard let hooks else { return }
        if logger != nil || !actionSubscribers.isEmpty {
            announce(action)
        }
        let before = unobservedState
        var outcome: (fx: Fx<Model.Action>, transaction: Transaction?, isUnchanged: Bool)?
        // Issues are reported in debug builds only, and binding the function-typed reporter
        // crashes optimized builds of Swift 6.3 on Linux (see `RuntimeIssue.silenced`).
        #if DEBUG
        RuntimeIssue.$reporter.withValue(hooks.reportIssue ?? RuntimeIssue.reporter) {
            apply(action) { outcome = ($0, $1, $2) }
        }
        #else
        apply(action) { outcome = ($0, $1, $2) }
        #endif
        // Reported before the commit, so that the effects the commit starts are attributed to
        // this action.
        hooks.didProcess?(action, before, unobservedState)
        if let (fx, transaction, isUnchanged) = outcome {
            commit(fx: fx, transaction: transaction, isUnchanged: isUnchanged)
        }
    }

    /// Moves the state out of its field, for an update to own.
    @inlinable
    func takeState() -> Model {
        beginUpdate()
        return storage.take().unsafelyUnwrapped
    }

    /// Marks the state as owned by an update: ``state`` stops the program if read until it is
    /// put back.
    @inlinable
    func beginUpdate() {
        guard hasState else {
            preconditionFailure("Reflow: Store<\(Model.self)> has no state to update.")
        }
        hasState = false
    }

    /// Puts a state into the field ``takeState()`` emptied, without destroying its `nil`.
    @inlinable
    func putState(_ state: consuming Model) {
        Self.initialize(&storage, to: state)
        hasState = true
    }

    /// Initializes a field through its address, given as `&field`.
    @inlinable
    static func initialize(_ field: UnsafeMutablePointer<Model?>, to state: consuming Model) {
        field.initialize(to: state)
    }

    // Observation registers an observer while it reads `state` (a view's body, a
    // `withObservationTracking` apply closure) and tells each registration of one change, after
    // which the observer reads the state again to hear of the next. So when `state` was not read
    // since the last change was told, no observer is waiting, and telling the registrar is skipped:
    // its two calls take a lock each, most of a root send (BENCHMARKS.md, Decisions: "Registrar
    // told only after a read"). An update with a transaction is always told, so that an observer
    // that did not re-read yet still sees its animation.
    @inlinable
    func publish(transaction: Transaction?) {
        if stateWasRead || transaction != nil {
            // Cleared first: an observer told of this change re-registers by reading the state
            // from its handler, and must hear of the next one.
            stateWasRead = false
            withOptionalTransaction(transaction) {
                registrar.willSet(self, keyPath: stateKeyPath)
                registrar.didSet(self, keyPath: stateKeyPath)
            }
        }
    }

    /// Tells the logger and the state streams of the state just published, tells the
    /// observers of the scoped stores whose child changed, runs the action's effects, and then
    /// checks that the children whose effects run are still there.
    // `@inlinable`, like the plain path, so that it and the departed-child check are specialized
    // for the model: unspecialized, reaching the state through its optional looked up generic
    // metadata on every send while a child's effect ran.
    @inlinable @inline(never)
    func didPublishOnSlowPath(fx: Fx<Model.Action>, transaction: Transaction?) {
        if logger != nil || !stateSubscribers.isEmpty {
            announcePublishedState()
        }
        if let childObservers, hasState {
            childObservers.check(storage.unsafelyUnwrapped, transaction: transaction)
        }
        if !fx.isNone {
            run(fx)
        }
        // After the action's own effects started: one it started in a child it also removed
        // is cancelled here, with the others of departed children.
        if hasScopedEffects {
            cancelEffectsOfDepartedChildren()
        }
    }

    @usableFromInline @inline(never)
    func announce(_ action: Model.Action) {
        logger?(.action(action))
        actionSubscribers.yield(action)
    }

    @usableFromInline @inline(never)
    func announcePublishedState() {
        guard hasState else { return }
        let published = storage.unsafelyUnwrapped
        logger?(.state(published))
        stateSubscribers.yield(published)
    }
}
