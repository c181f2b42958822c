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
    /// line: re-entrant sends are rare, and inlined, this loop's copy of `process` made
    /// `drainPending` too big to be inlined into `send`.
    @inlinable @inline(never)
    func processPending() {
        var index = 0
        while index < pending.count {
            let action = pending[index]
            index += 1
            process(action)
        }
        pending.removeAll(keepingCapacity: true)
    }

    // The store lives in another module than the model, so its code would run unspecialized,
    // looking up the metadata of every generic type it mentions at run time, each lookup costing
    // about as much as the rest of a send. The plain send path (`send`, `drainPending`, `process`,
    // `publish`) is therefore `@inlinable`: it is specialized for the model in the app's module.
    // Logging, streams and effects stay out of line, called only when used, so the inlined code
    // stays small and mentions only the types a plain send needs.

    @inlinable
    func process(_ action: Model.Action) {
        if needsSlowPath {
            processOnSlowPath(action)
            return
        }
        processPlainly(action)
    }

    /// ``process(_:)`` when ``needsSlowPath``: the test store's hooks, or the action told to
    /// the logger and the streams before it runs. `@inlinable`, so that it is specialized like
    /// the plain path, but never inlined into `send`, which it would make too big to inline.
    @inlinable @inline(never)
    func processOnSlowPath(_ action: Model.Action) {
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
    @inlinable
    func processPlainly(_ action: Model.Action) {
        if Model._updatesInPlace {
            processInPlace(action)
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
            commit(next, isUnchanged: isUnchanged)
        } else {
            // The update is taken apart here, where it was returned: handed whole to `commit`
            // (inlined or not), a model of several fields was copied out of it and the update
            // destroyed only at the end. A plain value is copied for free, and the shorter path
            // above keeps `process` small enough to be inlined into `send`.
            let next = Model.update(
                state: consume current, action: action, environment: environment)
            let isUnchanged = next.leavesStateUnchanged
            let fx = next.fx
            let transaction = next.transaction
            putState((consume next).state)
            commit(fx: fx, transaction: transaction, isUnchanged: isUnchanged)
        }
    }

    /// Runs an action through an update that changes the state in place, in the store's own
    /// field: no move of the state in or out (see ``InPlaceModelProtocol``).
    // `@inlinable`, as the rest of the plain send path: `Model._updatesInPlace` is a constant of the
    // model's type, so specialized, a by-value model's send keeps none of this, and an in-place
    // model's keeps none of the by-value path.
    @inlinable
    func processInPlace(_ action: Model.Action) {
        // The field keeps the state, but `state` reads as absent while the update runs, so that
        // reading it from the update stops with the same message as for a moved-out state.
        beginUpdate()
        // Two branches, as in `processPlainly`: a plain value is kept to compare. (One path with
        // `let previous = _isPOD(Model.self) ? storage : nil` copied a model with references on
        // every send.)
        if _isPOD(Model.self) {
            let previous = storage
            let step = Model._update(state: &storage!, action: action, environment: environment)
            hasState = true
            commit(
                fx: step.fx, transaction: step.transaction,
                isUnchanged: step.leavesStateUnchanged || storage == previous)
        } else {
            let step = Model._update(state: &storage!, action: action, environment: environment)
            hasState = true
            commit(
                fx: step.fx, transaction: step.transaction,
                isUnchanged: step.leavesStateUnchanged)
        }
    }

    /// Stores the next state, publishes it unless it is known to be unchanged, and runs the
    /// effects.
    @inlinable
    func commit(_ next: consuming Update<Model>, isUnchanged: Bool) {
        let fx = next.fx
        let transaction = next.transaction
        // `(consume next).state` moves the state out of the update instead of copying it and then
        // destroying the update. It is stored before publishing, which only tells observers: stored
        // after, the state of a model of several fields was copied and destroyed, and the root
        // send took more instructions.
        putState((consume next).state)
        commit(fx: fx, transaction: transaction, isUnchanged: isUnchanged)
    }

    /// Publishes the state just stored unless it is known to be unchanged, checks that the
    /// children whose effects run are still there, and runs the effects.
    @inlinable
    func commit(fx: Fx<Model.Action>, transaction: Transaction?, isUnchanged: Bool) {
        if !isUnchanged {
            publish(transaction: transaction)
            // Checked after publishing, which tells observers, and one of them may have set a
            // logger or opened a stream that should hear of this state.
            if needsSlowPath {
                didPublishOnSlowPath(fx: fx, transaction: transaction)
                return
            }
        }
        if !fx.isNone {
            run(fx)
        }
    }

    /// ``process(_:)`` with the test store's hooks: the same rules, and the state before and
    /// after each action reported.
    @usableFromInline @inline(never)
    func processObserved(_ action: Model.Action) {
        guard let hooks else { return }
        if logger != nil || !actionSubscribers.isEmpty {
            announce(action)
        }
        let current = takeState()
        let before = current
        let next = RuntimeIssue.$reporter.withValue(hooks.reportIssue ?? RuntimeIssue.reporter) {
            Model.update(state: current, action: action, environment: environment)
        }
        let isUnchanged =
            next.leavesStateUnchanged || (_isPOD(Model.self) && next.state == before)
        // Reported before the commit, so that the effects the commit starts are attributed to
        // this action.
        hooks.didProcess?(action, before, next.state)
        commit(next, isUnchanged: isUnchanged)
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
    // its two calls take a lock each and were two thirds of a root send. An update with a
    // transaction is always told, so that an observer that did not re-read yet still sees its
    // animation.
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
