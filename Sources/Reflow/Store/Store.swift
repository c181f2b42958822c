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
/// group), and pass it down as a plain property, or scoped (``StoreProtocol/viewStore(child:tag:)-(KeyPath<Model,Child>,_)``).
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
///
/// ## Recording
///
/// A store can record a ``Journal`` of the actions it runs, with where each came from and the
/// state at regular steps (``startRecording(checkpointInterval:limit:)``), show any recorded
/// step (``travel(to:)``) and return to the present: see <doc:RecordingAndReplayingSessions>.
@MainActor
public final class Store<Model: ModelProtocol>: Observable {
    /// The model, or `nil` while an update owns it; ``hasState`` says which.
    ///
    /// The store takes the model out with `take()` and puts the next one back by initializing the
    /// field over its `nil` (``putState(_:)``): an assignment would destroy the `nil` first, and
    /// for a model of several fields that destroy goes through the optional's generic value witness
    /// on every send (BENCHMARKS.md, Decisions: "State put back over the empty optional").
    @usableFromInline @exclusivity(unchecked) var storage: Model?
    /// Whether ``storage`` holds the model: `false` only while an update owns it.
    ///
    /// Derivable from ``storage``, but kept: testing the optional itself goes through its value
    /// witnesses for a model of several fields (BENCHMARKS.md, Decisions: "Presence flag beside
    /// the state").
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
    /// For the actions in ``pending`` sent for a child (a dismissal), by place in the queue: the
    /// path to that child, which must still be there when the action runs. Empty almost always.
    @usableFromInline @exclusivity(unchecked) var pendingScopes: [Int: PendingScope] = [:]
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
    var idleWaiters: [CheckedContinuation<Void, Never>] = []
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
    /// The journal being recorded, and where the store travelled to; an inactive value when not
    /// recording.
    ///
    /// No property observer: a recording send changes it in place, and `startRecording` and
    /// `stopRecording` update ``needsSlowPath`` themselves.
    @usableFromInline @exclusivity(unchecked) var recording = Recording<Model>()
    /// Whether a send has more to do than update, publish and run effects: record the action,
    /// tell the test store's hooks, the logger or the action stream of it, or do what
    /// ``needsSlowPublish`` says. Kept up to date by those properties' observers.
    ///
    /// One flag instead of a check of each: the four checks are a large part of a root send
    /// (BENCHMARKS.md, Decisions: "One flag for the slow path").
    @usableFromInline @exclusivity(unchecked) var needsSlowPath = false
    /// Whether a published change has more to do than run the effects: tell the logger and the
    /// state streams, the observers of scoped stores, or check that the children whose effects
    /// run are still there. Part of ``needsSlowPath``, apart so that a recording send (or the
    /// test store's) skips that work (BENCHMARKS.md, Decisions: "Slow publish apart").
    @usableFromInline @exclusivity(unchecked) var needsSlowPublish = false

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

    /// Recomputes ``needsSlowPath`` and ``needsSlowPublish`` after one of the properties they
    /// summarize changed.
    @usableFromInline
    func updateSlowPath() {
        needsSlowPublish =
            logger != nil || !stateSubscribers.isEmpty || effects.hasScopedEffects
            || childObservers != nil
        needsSlowPath =
            needsSlowPublish || hooks != nil || !actionSubscribers.isEmpty || recording.isActive
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
