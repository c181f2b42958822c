import Observation

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The runtime of a component tree: it holds the model and the environment, runs every action
/// through the model's update, publishes the new state, and runs the effects.
///
/// ```swift
/// @MainActor
/// let store = Store(state: CounterModel(), environment: ())
/// store.send(.increment)
/// print(store.state.count)  // 1
/// ```
///
/// `Store` is `@MainActor` and `Observable`: a SwiftUI view (or any
/// `withObservationTracking` observer) that reads ``state`` is told when it changes, inside the
/// transaction of the update that changed it. It is not an `ObservableObject`, since every
/// system Reflow supports has Observation, and a second, Combine-based notification would
/// invalidate views twice, the first time outside the update's animation.
///
/// Create a store once, where the app starts (an `App`'s `@State`, created once per scene
/// group), and pass it down as a plain property, or scoped (``StoreProtocol/viewStore(child:tag:)-(KeyPath<Model,ViewModel>,_)``).
/// In a `View`, `@State private var store = Store(…)` evaluates its initial value every time
/// the view's struct is made, and SwiftUI keeps only the first store: each later one is built
/// and dropped, and one made with ``init(state:action:environment:logger:)`` or
/// ``init(create:environment:logger:)-(Update<Model>,_,_)`` starts its first effects each time, which are then
/// cancelled as it goes. Where a view must own its store, make it once, for example in an
/// optional `@State` set from `.task { }`.
///
/// ## How `send` works
///
/// ``send(_:)`` runs the update synchronously. While the update runs, the store holds no state:
/// it moves the state out of its storage and hands it to the update, so that a model declared
/// with `state: consuming Self` mutates its collections in place instead of copying them. This
/// is what makes a keyed update in a list of a million items as fast as in a list of ten. An
/// ``InPlaceModelProtocol``'s update runs on the store's own storage instead, and the store
/// treats the state as absent meanwhile, just the same. Two rules follow:
///
/// - Reading ``state`` while an update runs is a programmer error and stops the program with a
///   message saying so. An update has its state as a parameter; it never needs the store.
/// - An action sent while an update, or the synchronous part of its effects, is being processed
///   is queued and runs after it, in order. Updates never interleave.
///
/// After the update, the store publishes the state (inside the update's transaction, if any),
/// logs, and starts the effects. Effects feed their actions back through ``send(_:)`` on the
/// main actor.
///
/// ## What is published
///
/// Observers (Observation, ``updates``) are told of the state after each action, except when
/// the store knows, without keeping a copy of the state, that it did not change: when the model
/// is a plain value with no references (compared with `==`, as copying it is free), or when the
/// action went to an absent child. A model that holds collections is published after every
/// other action: comparing would need the previous state, and holding it would make the update
/// copy what it changes.
///
/// Observation registers an observer when it reads ``state`` and tells it of the next change
/// once; an observer then reads the state again to hear of the one after. So the store tells
/// Observation of a change only when ``state`` was read since the last change it told of (or
/// when the update has a transaction): a burst of sends between two renders costs one
/// notification, and a store no view reads pays none.
///
/// ## Lifetime of effects
///
/// A store owns the effects it runs. Releasing the store cancels every effect still running,
/// and running effects hold the store weakly, so they never keep it alive. An effect started in
/// a child is cancelled when the child leaves the state. Nothing a cancelled or ended effect
/// sends, from any task, is delivered.
@MainActor
public final class Store<Model: ModelProtocol>: Observable {
    /// The model, or `nil` while an update owns it; ``hasState`` says which.
    ///
    /// The store takes the model out with `take()` and puts the next one back by initializing the
    /// field over its `nil` (``putState(_:)``): an assignment would destroy the `nil` first, and
    /// for a model of several fields that destroy went through the optional's generic value witness
    /// on every send.
    @usableFromInline @exclusivity(unchecked) var storage: Model?
    /// Whether ``storage`` holds the model: `false` only while an update owns it.
    ///
    /// Derivable from ``storage``, but kept: testing the optional itself goes through its value
    /// witnesses for a model of several fields.
    @usableFromInline @exclusivity(unchecked) var hasState = true

    /// The dependencies handed to every update.
    public let environment: Model.Environment

    /// A function that receives every action the store runs and every state it publishes.
    ///
    /// Set it to log a session, or leave it `nil` (the default) to pay nothing:
    ///
    /// ```swift
    /// store.logger = { event in print(event) }
    /// ```
    @exclusivity(unchecked) public var logger: ((StoreEvent<Model>) -> Void)? {
        didSet { updateSlowPath() }
    }

    @usableFromInline let registrar = ObservationRegistrar()
    /// Whether ``state`` was read since the last change was published: only then can an
    /// observer be waiting for the next one (see ``publish(transaction:)``).
    @usableFromInline @exclusivity(unchecked) var stateWasRead = false
    /// `\Store<Model>.state`, built once: forming a key path in generic code is costly, and
    /// every send needs it.
    @usableFromInline let stateKeyPath: KeyPath<Store, Model>
    /// Actions sent while an update is being processed, run after it in order.
    @usableFromInline @exclusivity(unchecked) var pending: [Model.Action] = []
    @usableFromInline @exclusivity(unchecked) var isProcessing = false
    @usableFromInline @exclusivity(unchecked) var effects = RunningEffects() {
        didSet { updateSlowPath() }
    }
    /// The test store's view into the runtime; `nil` in an app.
    @usableFromInline @exclusivity(unchecked) package var hooks: StoreHooks<Model>? {
        didSet { updateSlowPath() }
    }
    /// Whether an effect started in a child is running: then, after each action, the store
    /// checks that the child is still in the state.
    @inlinable var hasScopedEffects: Bool { effects.hasScopedEffects }
    /// Callers of ``waitForEffects()``, resumed when the last effect ends.
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    @usableFromInline @exclusivity(unchecked) var actionSubscribers = Subscribers<Model.Action>() {
        didSet { updateSlowPath() }
    }
    @usableFromInline @exclusivity(unchecked) var stateSubscribers = Subscribers<Model>() {
        didSet { updateSlowPath() }
    }
    /// The children its scoped stores observe, compared after each published change; `nil`
    /// until a scoped store is made.
    @usableFromInline var childObservers: ChildObservers<Model>? {
        didSet { updateSlowPath() }
    }
    /// Whether a send has more to do than update, publish and run effects: tell the test
    /// store's hooks, the logger or the action and state streams, the observers of scoped
    /// stores, or check that the children whose effects run are still there. Kept up to date by those properties' observers.
    ///
    /// One flag instead of a check of each: the four checks were a large part of a root send.
    @usableFromInline @exclusivity(unchecked) var needsSlowPath = false

    /// Creates a store with an initial state.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - environment: The dependencies handed to every update.
    ///   - logger: A function that receives every action and published state; see ``logger``.
    public init(
        state: consuming Model,
        environment: Model.Environment,
        logger: ((StoreEvent<Model>) -> Void)? = nil
    ) {
        self.storage = state
        self.environment = environment
        self.logger = logger
        self.stateKeyPath = \.state
        // Property observers do not run for the assignments of an initializer.
        updateSlowPath()
    }

    /// Recomputes ``needsSlowPath`` after one of the properties it summarizes changed.
    @usableFromInline
    func updateSlowPath() {
        needsSlowPath =
            hooks != nil || logger != nil || !actionSubscribers.isEmpty
            || !stateSubscribers.isEmpty || effects.hasScopedEffects || childObservers != nil
    }

    /// The observed children, made on first use.
    @usableFromInline func observedChildren() -> ChildObservers<Model> {
        if let childObservers {
            return childObservers
        }
        let observers = ChildObservers<Model>()
        childObservers = observers
        return observers
    }

    /// The current state, read without registering interest in it: what scoped stores read,
    /// registering interest in their own child instead.
    ///
    /// - Precondition: No update is running, as for ``state``.
    @inlinable var unobservedState: Model {
        guard hasState else {
            preconditionFailure(
                """
                Reflow: the state of a store scoped from Store<\(Model.self)> was read while an \
                update was running. The store moves its state into the update for the duration \
                of the call, so an update (or anything it calls synchronously) must use its \
                `state` parameter, never a store.
                """
            )
        }
        return storage.unsafelyUnwrapped
    }

    /// Creates a store with an initial state, then sends it a first action.
    ///
    /// Use the action to start loading, subscribe to a service, and so on.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - action: The action to send once the store exists.
    ///   - environment: The dependencies handed to every update.
    ///   - logger: A function that receives every action and published state, the first
    ///     action included; see ``logger``.
    public convenience init(
        state: consuming Model,
        action: Model.Action,
        environment: Model.Environment,
        logger: ((StoreEvent<Model>) -> Void)? = nil
    ) {
        self.init(state: state, environment: environment, logger: logger)
        send(action)
    }

    /// Creates a store from an initial update, then runs that update's effects.
    ///
    /// ```swift
    /// let store = Store(
    ///     create: Update(state: AppModel(), fx: .send(.appear)),
    ///     environment: AppEnvironment()
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - create: The initial state and the effects to run at once.
    ///   - environment: The dependencies handed to every update.
    ///   - logger: A function that receives every action and published state; see ``logger``.
    public convenience init(
        create: Update<Model>,
        environment: Model.Environment,
        logger: ((StoreEvent<Model>) -> Void)? = nil
    ) {
        self.init(state: create.state, environment: environment, logger: logger)
        isProcessing = true
        run(create.fx)
        drainPending()
        isProcessing = false
    }

    /// Creates a store from a function that makes the initial update from the environment,
    /// then runs that update's effects: the form ObservableStore spells
    /// `Store(create:environment:)`.
    ///
    /// ```swift
    /// let store = Store(
    ///     create: { environment in
    ///         Update(state: AppModel(theme: environment.defaultTheme), fx: .send(.appear))
    ///     },
    ///     environment: AppEnvironment()
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - create: Makes the initial state and the effects to run at once.
    ///   - environment: The dependencies handed to every update, and to `create`.
    ///   - logger: A function that receives every action and published state; see ``logger``.
    public convenience init(
        create: (Model.Environment) -> Update<Model>,
        environment: Model.Environment,
        logger: ((StoreEvent<Model>) -> Void)? = nil
    ) {
        self.init(create: create(environment), environment: environment, logger: logger)
    }

    deinit {
        effects.cancelAll()
        actionSubscribers.finishAll()
        stateSubscribers.finishAll()
    }

    /// The current state.
    ///
    /// Reading it from an observation-tracking context (a SwiftUI view's body,
    /// `withObservationTracking`) registers interest in it.
    ///
    /// - Precondition: No update is running. Reading the state from inside an update stops the
    ///   program: the store has moved its state into that update.
    public var state: Model {
        registrar.access(self, keyPath: stateKeyPath)
        stateWasRead = true
        guard hasState else {
            preconditionFailure(
                """
                Reflow: Store<\(Model.self)>.state was read while an update was running. \
                The store moves its state into the update for the duration of the call, \
                so an update (or anything it calls synchronously) must use its `state` \
                parameter, never the store.
                """
            )
        }
        return storage.unsafelyUnwrapped
    }

    /// Runs an action through the model's update, publishes the new state, then starts the
    /// effects.
    ///
    /// When `send` returns, ``state`` reflects the action and every action the synchronous
    /// effects fed back. An action sent while another one is being processed (from an effect,
    /// an observer or a logger) is queued and runs after it, in order.
    ///
    /// - Parameter action: The action to run.
    /// - Complexity: One call to the update, plus O(1) for the store itself: the state is
    ///   moved into the update, never copied.
    @inlinable
    public func send(_ action: Model.Action) {
        if isProcessing {
            pending.append(action)
            return
        }
        isProcessing = true
        process(action)
        drainPending()
        isProcessing = false
    }

    /// Runs an effect in this store, feeding back the actions it produces: the form
    /// ObservableStore spells `subscribe(to:)`.
    ///
    /// Use it to connect a source of actions that no update started, such as a notification
    /// stream set up when the app launches. The effect is bound to the store like any other:
    /// releasing the store cancels it.
    ///
    /// - Parameter fx: The effect to run.
    public func subscribe(to fx: Fx<Model.Action>) {
        guard !fx.isNone else { return }
        if isProcessing {
            run(fx)
            return
        }
        isProcessing = true
        run(fx)
        drainPending()
        isProcessing = false
    }

    /// The number of asynchronous effects this store is running.
    ///
    /// An effect is counted from the moment it starts until its operation returns or it is
    /// cancelled and its task has ended.
    public var runningEffectCount: Int { effects.count }

    /// Waits until the store runs no effect.
    ///
    /// Returns at once when no effect runs. Otherwise it returns when the last running effect
    /// ends, including the effects started by the actions they fed back. (A caller waiting here
    /// keeps the store alive meanwhile.) Use it where a program must not stop before its effects are done, such as a
    /// command-line tool saving before it exits:
    ///
    /// ```swift
    /// store.send(.save)
    /// await store.waitForEffects()
    /// ```
    ///
    /// An effect that never ends (a subscription, a timer) keeps it waiting: cancel such
    /// effects first.
    public func waitForEffects() async {
        guard effects.count > 0 else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    /// Every action the store runs from now on, in order.
    ///
    /// Each access returns a new stream; every stream receives every action sent after it was
    /// created. Streams finish when the store is released.
    public var actions: AsyncStream<Model.Action> {
        actionSubscribers.subscribe { [weak self] token in
            self?.actionSubscribers.remove(token)
        }
    }

    // MARK: - Processing

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
        if Model.updatesInPlace {
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
    // `@inlinable`, as the rest of the plain send path: `Model.updatesInPlace` is a constant of the
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
            let step = Model.update(state: &storage!, action: action, environment: environment)
            hasState = true
            commit(
                fx: step.fx, transaction: step.transaction,
                isUnchanged: step.leavesStateUnchanged || storage == previous)
        } else {
            let step = Model.update(state: &storage!, action: action, environment: environment)
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

    // MARK: - Effects

    @usableFromInline @inline(never)
    func run(_ fx: Fx<Model.Action>) {
        for operation in fx.operations {
            switch operation {
            case .send(let action):
                pending.append(action)
            case .cancel(let id):
                cancelEffects(id: id)
            case .run(let run):
                start(run)
            }
        }
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
            self.send(action)
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
        effects.insert(task, token: token, id: run.id, scope: run.scope)
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
        effects.otherScopedEffects.forEach(cancelIfDeparted)
        for group in effects.itemEffects.values {
            // An item can only have left its list if the list changed its structure (or is
            // another list): O(1) for a list no item left, whatever the number of effects.
            guard let stamp = listStamp(of: group) else {
                group.tokens.forEach(cancelDeparted)
                continue
            }
            guard !group.isUnchanged(stamp) else { continue }
            group.tokens.forEach(cancelIfDeparted)
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

extension Store where Model: Sendable {
    /// Every state the store publishes from now on, in order.
    ///
    /// Each access returns a new stream; every stream receives every state published after it
    /// was created. Streams finish when the store is released.
    ///
    /// A state waiting in a stream's buffer shares storage with the store's, so the next
    /// update copies the collections it touches: subscribe for logging and tests, not on a hot
    /// path.
    public var updates: AsyncStream<Model> {
        stateSubscribers.subscribe { [weak self] token in
            self?.stateSubscribers.remove(token)
        }
    }
}
