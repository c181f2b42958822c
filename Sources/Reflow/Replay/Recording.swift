/// What a recording store keeps: its actions in a ring, its checkpoints, and what it needs to
/// tell where the action it runs came from.
///
/// A value in the store's own field, changed in place: the send path reaches it with no
/// reference to retain. The parts a send touches are `@inlinable`, as the store's send path is,
/// so that they are specialized for the model (see `Store.process(_:)`).
@usableFromInline struct Recording<Model: ModelProtocol> {
    /// The number of steps from one checkpoint to the next.
    let checkpointInterval: Int
    /// The step of the oldest action kept, less one: the step of the first checkpoint.
    var startStep: Int
    /// The actions, oldest first.
    @usableFromInline var actions: Ring<RecordedAction<Model.Action>>
    /// The states at `startStep` and every `checkpointInterval` steps after it, by step.
    var checkpoints: [Int: Model]
    /// The actions until the next checkpoint.
    @usableFromInline var untilCheckpoint: Int
    /// Whether an action is being run: its update's effects start at its step.
    @usableFromInline var isInStep = false

    /// The index in the store's queue of the queued action being run, `nil` for an action sent
    /// directly; the store sets it while it runs its queue.
    @usableFromInline var pendingIndex: Int?
    /// The effects that queued actions, by their index in the store's queue. An action queued
    /// without one was sent to the store while it was busy: the user's.
    var queuedEffects: [Int: EffectRecord] = [:]
    /// The effect feeding back the action the store is about to run directly, if any.
    @usableFromInline var deliveringEffect: EffectRecord?
    /// The records of the running effects, by the store's token.
    var runningEffects: [UInt64: EffectRecord] = [:]
    /// Whether any action's origin is to be looked up: it was queued or fed back.
    @inlinable var mayHaveEffect: Bool { pendingIndex != nil || deliveringEffect != nil }

    /// Where the store travelled to, while it shows a recorded step instead of the present.
    var travel: Travel<Model>? {
        didSet { isTravelling = travel != nil }
    }
    /// Whether the store shows a recorded step: actions sent are ignored meanwhile. Kept apart
    /// from `travel`, so that a send tests a flag.
    @usableFromInline private(set) var isTravelling = false

    /// A recording that starts from a state.
    ///
    /// - Precondition: `checkpointInterval` is at least 1 and `limit` at least
    ///   `checkpointInterval`.
    init(start: Model, checkpointInterval: Int, limit: Int) {
        precondition(
            checkpointInterval >= 1,
            "Reflow: a recording's checkpoint interval must be at least 1, not \(checkpointInterval)."
        )
        precondition(
            limit >= checkpointInterval,
            """
            Reflow: a recording's limit (\(limit)) must be at least its checkpoint interval \
            (\(checkpointInterval)): it drops its oldest actions a checkpoint interval at a time.
            """)
        self.checkpointInterval = checkpointInterval
        self.startStep = 0
        self.actions = Ring(capacity: limit)
        self.checkpoints = [0: start]
        self.untilCheckpoint = checkpointInterval
    }

    /// A recording that goes on from the end of a journal.
    ///
    /// - Parameters:
    ///   - journal: The journal, with its states.
    ///   - end: The state at the journal's end.
    ///   - limit: The most actions kept; raised to the journal's length if shorter.
    init(continuing journal: Journal<Model>, end: Model, limit: Int) {
        self.init(
            start: journal.start ?? end, checkpointInterval: journal.checkpointInterval,
            limit: Swift.max(limit, journal.entries.count, journal.checkpointInterval))
        startStep = journal.startStep
        checkpoints = Dictionary(
            uniqueKeysWithValues: journal.checkpoints.map { ($0.step, $0.state) })
        for entry in journal.entries {
            let effect: EffectRecord? =
                switch entry.origin {
                case .user: nil
                case .effect(let effect): EffectRecord(effect)
                }
            actions.append(RecordedAction(action: entry.action, effect: effect))
        }
        let sinceCheckpoint = journal.entries.count % checkpointInterval
        untilCheckpoint = checkpointInterval - sinceCheckpoint
        if sinceCheckpoint == 0 {
            checkpoints[endStep] = end
        }
    }

    /// The step after the last action.
    var endStep: Int { startStep + actions.count }

    /// Every recorded step.
    var steps: ClosedRange<Int> { startStep...endStep }

    // MARK: - Recording a send

    /// Records an action the store is about to run.
    @inlinable
    mutating func begin(_ action: Model.Action) {
        let effect = mayHaveEffect ? takeEffect() : nil
        if actions.count == actions.capacity {
            dropOldest()
        }
        actions.append(RecordedAction(action: action, effect: effect))
        isInStep = true
    }

    /// Ends the step of the action just run; returns whether its state is to be kept as a
    /// checkpoint (``checkpoint(_:)``).
    @inlinable
    mutating func end() -> Bool {
        // Not in a step: the recording started while the action ran.
        guard isInStep else { return false }
        isInStep = false
        untilCheckpoint -= 1
        return untilCheckpoint == 0
    }

    /// Keeps the state at the step just ended.
    ///
    /// The state shares its storage with the store's, so the next update copies the
    /// collections it changes: a checkpoint costs a copy of what the next update touches.
    @usableFromInline
    mutating func checkpoint(_ state: Model) {
        checkpoints[endStep] = state
        untilCheckpoint = checkpointInterval
    }

    /// The effect that fed back the action about to run, if any.
    @usableFromInline
    mutating func takeEffect() -> EffectRecord? {
        if let index = pendingIndex {
            return queuedEffects.removeValue(forKey: index)
        }
        defer { deliveringEffect = nil }
        return deliveringEffect
    }

    /// Drops the oldest checkpoint interval's actions, and the checkpoint at their start: the
    /// recording then starts at the next checkpoint.
    @usableFromInline
    mutating func dropOldest() {
        checkpoints[startStep] = nil
        actions.removeFirst(checkpointInterval)
        startStep += checkpointInterval
    }

    // MARK: - Effects

    /// Notes that the action just queued at `index` is fed back at once by the update running.
    mutating func queueImmediate(at index: Int) {
        queuedEffects[index] = EffectRecord(
            RecordedEffect(step: isInStep ? endStep : nil, isImmediate: true))
    }

    /// Notes an effect starting, and which.
    mutating func effectStarted(_ token: UInt64, id: EffectID?, scope: [ChildLink]) {
        runningEffects[token] = EffectRecord(
            RecordedEffect(
                step: isInStep ? endStep : nil, id: id?.recordedName, child: scope.recordedName))
    }

    // MARK: - The journal

    /// The journal so far.
    ///
    /// - Complexity: O(*n*) in the actions kept.
    var journal: Journal<Model> {
        let entries = (0..<actions.count).map { offset in
            let recorded = actions[offset]
            return JournalEntry(
                step: startStep + offset + 1, action: recorded.action,
                origin: recorded.effect.map { .effect($0.effect) } ?? .user)
        }
        let checkpoints = stride(from: startStep, through: endStep, by: checkpointInterval)
            .compactMap { step in
                self.checkpoints[step].map { Journal.Checkpoint(step: step, state: $0) }
            }
        return Journal(
            checkpointInterval: checkpointInterval, startStep: startStep, entries: entries,
            checkpoints: checkpoints)
    }

    /// The step of the last checkpoint at or before a step.
    func checkpointStep(before step: Int) -> Int {
        startStep + (step - startStep) / checkpointInterval * checkpointInterval
    }

    /// Runs the actions from one step to a later one on `state`, the state at the first.
    func run(_ state: inout Model, from: Int, to step: Int, environment: Model.Environment) {
        let offsets = (from - startStep)..<(step - startStep)
        Journal.run(offsets.lazy.map { actions[$0].action }, on: &state, environment)
    }
}

/// An action as a recording keeps it: the action, and the effect that fed it back, `nil` for an
/// action sent to the store.
@usableFromInline struct RecordedAction<Action> {
    @usableFromInline var action: Action
    @usableFromInline var effect: EffectRecord?

    @inlinable init(action: Action, effect: EffectRecord?) {
        self.action = action
        self.effect = effect
    }
}

/// A ``RecordedEffect`` shared by every action the effect feeds back, in one word of each
/// recorded action (`nil` for the user's).
@usableFromInline final class EffectRecord: Sendable {
    let effect: RecordedEffect

    init(_ effect: RecordedEffect) {
        self.effect = effect
    }
}

/// Where a store travelled to: the step it shows, the present it left, and what its effects fed
/// back meanwhile, delivered on its return.
struct Travel<Model: ModelProtocol> {
    /// The step the store shows.
    var step: Int
    /// The state the store had when it left the present.
    var present: Model
    /// The actions effects fed back while the store travelled, and which effect.
    var fedBack: [(action: Model.Action, effect: EffectRecord)] = []
}
