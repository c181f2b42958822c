/// A description of side effects an update asks the ``Store`` to run.
///
/// Effects are values: building one runs nothing. The store runs them after it has published the
/// state the update produced, and feeds every action they produce back through
/// ``Store/send(_:)`` on the main actor. Effects are built on Swift concurrency; they need no
/// Combine.
///
/// ```swift
/// case .refresh:
///     return Update(
///         state: state,
///         fx: .task { .loaded(await environment.api.fetchItems()) }
///             .cancellable(id: "refresh", cancelInFlight: true)
///     )
/// ```
///
/// The lifetime of an effect is bound to its store: a store that is released cancels every effect
/// it still runs, and a running effect never keeps its store alive.
public struct Fx<Action: Sendable>: Sendable {
    /// One unit of work inside an effect.
    @usableFromInline package enum Operation: Sendable {
        /// Feed an action back at once, after the current update.
        case send(Action)
        /// Start an asynchronous operation.
        case run(Run)
        /// Cancel every running operation that carries this identifier.
        case cancel(EffectID)
        /// Feed an action back at once, after the current update, if every child on `scope`
        /// (a path from the model that runs the effect) is still there then: a dismissal sent
        /// for one presentation does not reach another made in its place meanwhile. When the
        /// action is dropped and nothing is at `slot` (the place the child was presented in)
        /// either, the drop is reported: no other presentation took the child's place.
        case sendWhilePresent(Action, scope: [ChildLink], slot: [ChildLink]?)
        /// End the presentation of the component that returned it; see ``Fx/dismiss``. `scope`
        /// is the path from the model that holds it to that component.
        case dismiss(scope: [ChildLink])
    }

    /// An asynchronous operation and how to cancel it.
    @usableFromInline package struct Run: Sendable {
        /// The identifier the operation can be cancelled by, if any.
        package var id: EffectID?
        /// Whether starting this operation cancels the running ones with the same identifier.
        package var cancelInFlight: Bool
        /// The priority of the task that runs the operation.
        package var priority: TaskPriority?
        /// The operation itself.
        package var body: @Sendable (Send<Action>) async -> Void
        /// The children the operation was started in, outermost first; empty for an effect of
        /// the root model. The store cancels the operation when one of them leaves the state.
        package var scope: [ChildLink] = []
    }

    /// The operations, in the order they run; `nil` for no effect.
    ///
    /// An optional array rather than an empty one: `nil` is a null pointer, which the update and
    /// the store pass around without retaining or releasing anything, and most updates have no
    /// effect (BENCHMARKS.md, Decisions: "Empty Fx holds no array").
    @usableFromInline var storage: [Operation]?

    /// The operations, in the order they run.
    @inlinable package var operations: [Operation] { storage ?? [] }

    @inlinable package init(operations: [Operation]) {
        self.storage = operations.isEmpty ? nil : operations
    }

    @inlinable init(storage: [Operation]?) {
        self.storage = storage
    }

    /// No effect.
    @inlinable public static var none: Fx { Fx(storage: nil) }

    /// Whether this effect does nothing: no action to send, no operation to run or cancel.
    ///
    /// Tests of an update use it to check that an action asked for no effect.
    @inlinable public var isNone: Bool { storage == nil }

    /// An effect that feeds an action back at once.
    ///
    /// The action runs synchronously, in the same ``Store/send(_:)`` call, after the update that
    /// returned this effect and after any action queued before it.
    ///
    /// - Parameter action: The action to send.
    /// - Returns: The effect.
    public static func send(_ action: Action) -> Fx {
        Fx(operations: [.send(action)])
    }

    // A form of its own, not a default argument: see `run(_:)`.
    /// An effect that runs one asynchronous operation and feeds back the action it returns.
    ///
    /// ```swift
    /// .task { .loaded(await environment.store.load()) }
    /// ```
    ///
    /// The operation's task has no explicit priority; ``task(priority:_:)`` sets one.
    ///
    /// - Parameter operation: The work to do, returning the action to send back.
    /// - Returns: The effect.
    @inline(never)
    public static func task(_ operation: @escaping @Sendable () async -> Action) -> Fx {
        task(priority: nil, operation)
    }

    /// An effect that runs one asynchronous operation, in a task of the given priority, and
    /// feeds back the action it returns.
    ///
    /// ```swift
    /// .task(priority: .background) { .indexed(await environment.index.rebuild()) }
    /// ```
    ///
    /// - Parameters:
    ///   - priority: The priority of the task that runs the operation; `nil` for none.
    ///   - operation: The work to do, returning the action to send back.
    /// - Returns: The effect.
    public static func task(
        priority: TaskPriority?,
        _ operation: @escaping @Sendable () async -> Action
    ) -> Fx {
        run(priority: priority) { send in
            let action = await operation()
            await send(action)
        }
    }

    // A form of its own rather than a default argument: a default `priority: TaskPriority? = nil`
    // is evaluated in the caller, and `TaskPriority` is resilient, so every update with a `.run`
    // case would look up `Optional<TaskPriority>`'s metadata and make room for it on the stack on
    // every call, whichever case ran. `@inline(never)`, so that the `nil` is not built in the
    // caller again (BENCHMARKS.md, Decisions: "Run without a priority as a form of its own").
    /// An effect that runs a long-lived asynchronous operation that may send many actions.
    ///
    /// ```swift
    /// .run { send in
    ///     for await tick in environment.clock.ticks() {
    ///         await send(.tick(tick))
    ///     }
    /// }
    /// ```
    ///
    /// The operation should check for cancellation (`Task.isCancelled`, or a cancellable
    /// `await`): a cancelled operation's sends are ignored. Its task has no explicit priority;
    /// ``run(priority:_:)`` sets one.
    ///
    /// - Parameter operation: The work to do; it receives a ``Send`` to feed actions back with.
    /// - Returns: The effect.
    @inline(never)
    public static func run(_ operation: @escaping @Sendable (Send<Action>) async -> Void) -> Fx {
        run(priority: nil, operation)
    }

    /// An effect that runs a long-lived asynchronous operation, in a task of the given
    /// priority, that may send many actions.
    ///
    /// ```swift
    /// .run(priority: .utility) { send in
    ///     for await change in environment.files.changes() {
    ///         await send(.fileChanged(change))
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - priority: The priority of the task that runs the operation; `nil` for none.
    ///   - operation: The work to do; it receives a ``Send`` to feed actions back with.
    /// - Returns: The effect.
    public static func run(
        priority: TaskPriority?,
        _ operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> Fx {
        Fx(operations: [
            .run(Run(id: nil, cancelInFlight: false, priority: priority, body: operation))
        ])
    }

    /// An effect that runs several effects, in order of their operations.
    ///
    /// - Parameter effects: The effects to merge.
    /// - Returns: One effect running all of them.
    public static func merge(_ effects: Fx...) -> Fx {
        merge(effects)
    }

    /// An effect that runs a collection of effects.
    ///
    /// - Parameter effects: The effects to merge.
    /// - Returns: One effect running all of them.
    public static func merge<Effects: Sequence>(_ effects: Effects) -> Fx
    where Effects.Element == Fx {
        Fx(operations: effects.flatMap(\.operations))
    }

    /// An effect that cancels every running effect marked with an identifier.
    ///
    /// Sending this effect cancels what ``cancellable(id:cancelInFlight:)`` marked with `id` and
    /// is still running in the same store. Actions those effects send afterwards are dropped.
    ///
    /// - Parameter id: The identifier given to ``cancellable(id:cancelInFlight:)``.
    /// - Returns: The effect.
    public static func cancel(id: some Hashable) -> Fx {
        Fx(operations: [.cancel(EffectID(id))])
    }

    /// Returns this effect followed by another one.
    ///
    /// - Parameter other: The effect to run after this one.
    /// - Returns: One effect running both.
    public func merge(_ other: Fx) -> Fx {
        if isNone { return other }
        if other.isNone { return self }
        return Fx(operations: operations + other.operations)
    }

    /// Marks the asynchronous operations of this effect as cancellable by an identifier.
    ///
    /// ```swift
    /// .run { send in ... }
    ///     .cancellable(id: SearchID(), cancelInFlight: true)
    /// ```
    ///
    /// - Parameters:
    ///   - id: Any hashable value; ``cancel(id:)`` with an equal value cancels them. It need
    ///     not be `Sendable`, and its `Hashable` conformance may be main-actor isolated (as every
    ///     conformance is in a module with default main-actor isolation): identifiers are only
    ///     compared by the store, on the main actor.
    ///   - cancelInFlight: Whether starting this effect first cancels the running effects with
    ///     the same identifier (for debouncing and "latest request wins"). `false` by default.
    /// - Returns: The marked effect.
    public func cancellable(id: some Hashable, cancelInFlight: Bool = false) -> Fx {
        let id = EffectID(id)
        return Fx(
            operations: operations.map { operation in
                guard case .run(var run) = operation else { return operation }
                run.id = id
                run.cancelInFlight = cancelInFlight
                return .run(run)
            })
    }

    /// Transforms the actions this effect produces.
    ///
    /// A parent uses it to tag a child's effects with the parent's action:
    ///
    /// ```swift
    /// childUpdate.fx.map(AppModel.Action.child)
    /// ```
    ///
    /// `transform` runs where the actions are: at once, in the caller's context, for actions
    /// the effect sends synchronously, and on the main actor, as the store receives them, for
    /// actions its asynchronous operations send. It never runs in an effect's task.
    ///
    /// - Parameter transform: The function from this effect's actions to the new ones.
    /// - Returns: An effect that produces the transformed actions.
    /// - Complexity: O(1) for an effect that does nothing; otherwise O(*n*) in its operations.
    public func map<NewAction: Sendable>(
        _ transform: @escaping @Sendable (Action) -> NewAction
    ) -> Fx<NewAction> {
        tagged({ transform })
    }

    /// Transforms the actions this effect produces with a function that may use main-actor
    /// isolated conformances; the cursors tag their children's effects with it.
    ///
    /// `transform` is called synchronously here for actions sent at once, so it runs in the
    /// caller's isolation, and on the main actor for actions the asynchronous operations send
    /// (through ``Send``, whose sink is main-actor isolated). It is never called anywhere else,
    /// which is what makes holding a non-`Sendable` function in a `Sendable` effect safe; see
    /// `MainActorFunction`.
    ///
    /// - Parameters:
    ///   - makeTransform: Makes the function; called only when the effect does something, so
    ///     that a tag capturing a key (a keyed child's ID) is allocated only then.
    ///   - makeStep: Makes the link to the child the effect was started in, likewise.
    @inlinable
    package func tagged<NewAction: Sendable>(
        _ makeTransform: () -> (Action) -> NewAction,
        child makeStep: () -> ChildLink? = { nil }
    ) -> Fx<NewAction> {
        // Inlined so that the common case, a child update with no effect, costs one check in
        // the caller's specialized code instead of an unspecialized call.
        if isNone { return Fx<NewAction>(storage: nil) }
        return taggedOperations(makeTransform(), child: makeStep())
    }

    /// The work of ``tagged(_:child:)`` for an effect that does something.
    @usableFromInline
    func taggedOperations<NewAction: Sendable>(
        _ transform: @escaping (Action) -> NewAction,
        child step: ChildLink?
    ) -> Fx<NewAction> {
        let onMainActor = MainActorFunction(transform)
        return Fx<NewAction>(
            operations: operations.map { operation in
                switch operation {
                case .send(let action):
                    return .send(transform(action))
                case .cancel(let id):
                    return .cancel(step.map { EffectID(id, in: $0.identity) } ?? id)
                case .sendWhilePresent(let action, let scope, let slot):
                    return .sendWhilePresent(
                        transform(action), scope: step.map { [$0] + scope } ?? scope,
                        slot: slot.map { slot in step.map { [$0] + slot } ?? slot })
                case .dismiss(let scope):
                    // Passed up until a presentation form turns it into its parent's action.
                    return .dismiss(scope: step.map { [$0] + scope } ?? scope)
                case .run(let run):
                    let body = run.body
                    var scope = run.scope
                    if let step {
                        scope.insert(step, at: 0)
                    }
                    return .run(
                        Fx<NewAction>.Run(
                            id: step.flatMap { step in
                                run.id.map { EffectID($0, in: step.identity) }
                            }
                                ?? run.id,
                            cancelInFlight: run.cancelInFlight,
                            priority: run.priority,
                            body: { send in await body(send.map(onMainActor)) },
                            scope: scope
                        ))
                }
            })
    }
}

extension Fx {
    /// An effect that cancels the effects a child started with an identifier.
    ///
    /// A child's identifiers are its own (see ``EffectScope``); its parent names the child to
    /// cancel one of them:
    ///
    /// ```swift
    /// .cancel(id: "save", in: .child(\AppModel.todos, id: id))
    /// ```
    ///
    /// - Parameters:
    ///   - id: The identifier the child gave ``cancellable(id:cancelInFlight:)``.
    ///   - scope: The child, from this effect's model.
    /// - Returns: The effect.
    public static func cancel(id: some Hashable, in scope: EffectScope) -> Fx {
        var scoped = EffectID(id)
        for child in scope.path.reversed() {
            scoped = EffectID(scoped, in: child)
        }
        return Fx(operations: [.cancel(scoped)])
    }
}

extension Fx {
    /// An effect that ends the presentation of the component whose update returns it: a sheet,
    /// an alert, a screen on a stack.
    ///
    /// ```swift
    /// case .saveTapped:
    ///     return Update(state: state, fx: .merge(.send(.delegate(.save(state.draft))), .dismiss))
    /// ```
    ///
    /// The parent's presentation form (see ``PresentationAction``) turns it into the parent's
    /// action `.dismiss`, sent at once: it is logged, a test receives it, the parent can react
    /// to it, and the form clears the child's state, which ends the child's effects. Through a
    /// child form that presents nothing, it passes up to the nearest presentation. An effect
    /// that wants to dismiss later sends an action whose update returns `.dismiss`.
    ///
    /// The dismissal belongs to the presentation that asked: if another child of another
    /// identity takes its place before the action runs (the parent presents a follow-up alert,
    /// or the next item, in the same slot), the action is dropped and the new presentation
    /// stays. If the child left and nothing took its place (the parent cleared it in the same
    /// action), the action is dropped too, and a ``RuntimeIssue`` says so. A record screen's
    /// dismissal is for the screen alone: it pops or dismisses the screen whatever the parent
    /// did to its record in the same action.
    ///
    /// A root store that receives it reports a ``RuntimeIssue``, since nothing presents the
    /// root; a test store records it instead, and ends the screen's effects, so that a screen
    /// tested alone shows it asked to close and behaves as it would presented.
    public static var dismiss: Fx { Fx(operations: [.dismiss(scope: [])]) }

    // `@inlinable`, and reading the operations only when there are some: every send to a
    // presented child or a screen asks it, and most have no effect. Unspecialized, it built an
    // empty array's metadata and searched it through a generic `contains(where:)`
    // (BENCHMARKS.md, Decisions: "Dismissal looked for only in an effect").
    /// Whether this effect asks to end its component's presentation (see ``dismiss``).
    @inlinable
    public var dismisses: Bool {
        guard let storage else { return false }
        for operation in storage {
            if case .dismiss = operation { return true }
        }
        return false
    }

    /// This effect without its ``dismiss`` operations: for a presentation form that ended the
    /// presentation itself.
    @inlinable
    func removingDismissals() -> Fx {
        guard dismisses else { return self }
        return Fx(
            operations: operations.filter { operation in
                if case .dismiss = operation { return false }
                return true
            })
    }

    /// This effect with its ``dismiss`` operations replaced by an action sent at once, while
    /// the component that asked is still the one presented.
    ///
    /// The action is dropped if the component left the state (or another one, of another
    /// identity, took its place) before it runs: a dismissal ends only the presentation it was
    /// sent for. A drop is reported unless something else is at `slot` by then: another
    /// presentation took the component's place.
    ///
    /// - Parameters:
    ///   - action: Makes the action that stands for the dismissal.
    ///   - slot: Finds the place the component is presented in, whatever is there; `nil` when
    ///     the scope's first link finds the place (a stack's element by its ID).
    ///   - scope: The path to the component the dismissal is for, in place of the path the
    ///     effect recorded; `nil` keeps that path.
    @inlinable
    func replacingDismiss(
        with action: () -> Action, slot: () -> ChildLink? = { nil },
        scope: () -> [ChildLink]? = { nil }
    ) -> Fx {
        guard dismisses else { return self }
        let dismissal = action()
        let slotLink = slot()
        let newScope = scope()
        return Fx(
            operations: operations.map { operation in
                guard case .dismiss(let recorded) = operation else { return operation }
                let scope = newScope ?? recorded
                guard let first = scope.first else { return .send(dismissal) }
                return .sendWhilePresent(dismissal, scope: scope, slot: [slotLink ?? first])
            })
    }
}
