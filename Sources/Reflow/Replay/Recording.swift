/// What a recording store keeps: its actions in a ring, the state they start from, and what it
/// needs to tell where the action it runs came from.
///
/// A recording keeps no state but the one at its start (and, when it goes on from a journal
/// read back, the journal's checkpoints): every other state is found by running the actions
/// from there through the update, which is pure. A state kept every so many steps would share
/// its storage with the store's, so the next update that writes to a list would copy the list:
/// a copy of the whole list every interval, each kept by its checkpoint. The start state costs
/// one copy, once. The journal's checkpoints are made when it is read
/// (``journal(environment:present:)``), and the start moves on by running the actions the
/// recording drops on it (``dropOldest(environment:)``): about one more call to the update a
/// send, once the recording holds its limit.
///
/// A value in the store's own field, there whether the store records or not (``isActive``), and
/// changed in place: the send path reaches it with no reference to retain and no copy (as an
/// optional, each read of it copied the whole value: BENCHMARKS.md, Decisions: "Recording in the
/// store's own field"). The parts a send touches are `@inlinable`, as the store's send path is,
/// so that they are specialized for the model (see `Store.process(_:)`).
@usableFromInline struct Recording<Model: ModelProtocol> {
    /// Whether the store records: `false` for the value a store that does not record holds.
    @usableFromInline let isActive: Bool
    /// The number of steps from one checkpoint to the next.
    @usableFromInline let checkpointInterval: Int
    /// The step of the oldest action kept, less one: the step of the first checkpoint.
    @usableFromInline var startStep: Int
    /// The actions, oldest first.
    @usableFromInline var actions: Ring<Model.Action>
    /// The steps of the actions that effects fed back, in order, from `fedBackHead` on, and
    /// which effect: kept apart from the actions, so that recording a user's action writes the
    /// action alone (BENCHMARKS.md, Decisions: "Recording in the store's own field").
    @usableFromInline var fedBack: [(step: Int, effect: EffectRecord)] = []
    /// The index of the first of `fedBack` still in the journal.
    @usableFromInline var fedBackHead = 0
    /// The states at `startStep` and every `checkpointInterval` steps after it, oldest first:
    /// the start state alone for a recording that started from a store, and the checkpoints of
    /// the journal it goes on from for one that did not. A ring too, since the oldest goes with
    /// the oldest actions.
    @usableFromInline var checkpoints: Ring<Model>
    /// Whether an action is being run: its update's effects start at its step.
    @usableFromInline var isInStep = false

    /// The index in the store's queue of the queued action being run, `nil` for an action sent
    /// directly; the store sets it while it runs its queue.
    @usableFromInline var pendingIndex: Int?
    /// The effects that queued actions, with their index in the store's queue, in order, from
    /// `queuedHead` on. An action queued without one was sent to the store while it was busy:
    /// the user's.
    @usableFromInline var queued: [(index: Int, effect: EffectRecord)] = []
    /// The index of the first of `queued` not yet run.
    var queuedHead = 0
    /// The effect feeding back the action the store is about to run directly, if any.
    @usableFromInline var deliveringEffect: EffectRecord?
    /// Whether any action's origin is to be looked up: it was queued or fed back.
    @inlinable var mayHaveEffect: Bool { pendingIndex != nil || deliveringEffect != nil }

    /// Where the store travelled to, while it shows a recorded step instead of the present.
    var travel: Travel<Model>? {
        didSet { isTravelling = travel != nil }
    }
    /// Whether the store shows a recorded step: actions sent are ignored meanwhile. Kept apart
    /// from `travel`, so that a send tests a flag.
    @usableFromInline private(set) var isTravelling = false

    /// What a store that does not record holds.
    init() {
        isActive = false
        checkpointInterval = 1
        startStep = 0
        actions = Ring(capacity: 0)
        checkpoints = Ring(capacity: 0)
    }

    /// A recording that starts from a state.
    ///
    /// - Precondition: `checkpointInterval` is from 1 to 1,000,000 and `limit` at least
    ///   `checkpointInterval`.
    init(start: Model, checkpointInterval: Int, limit: Int) {
        precondition(
            (1...journalMaximumCheckpointInterval).contains(checkpointInterval),
            """
            Reflow: a recording's checkpoint interval must be from 1 to \
            \(journalMaximumCheckpointInterval), not \(checkpointInterval): a journal with a larger \
            one could not be read back.
            """)
        precondition(
            limit >= checkpointInterval,
            """
            Reflow: a recording's limit (\(limit)) must be at least its checkpoint interval \
            (\(checkpointInterval)): it drops its oldest actions a checkpoint interval at a time.
            """)
        self.isActive = true
        self.checkpointInterval = checkpointInterval
        self.startStep = 0
        self.actions = Ring(capacity: limit)
        // The most checkpoints kept: one at the start and one every interval of the limit.
        self.checkpoints = Ring(capacity: limit / checkpointInterval + 1)
        checkpoints.append(start)
    }

    /// A recording that goes on from the end of a journal, keeping its states from the start
    /// for as long as they are every checkpoint interval.
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
        checkpoints.removeFirst(1)
        // The states at the start and every interval after it, as far as the journal holds
        // them all: a journal with each step's changes holds few, and the actions from the last
        // one kept here give the others.
        for (index, checkpoint) in journal.checkpoints.enumerated()
        where checkpoint.step == startStep + index * checkpointInterval {
            checkpoints.append(checkpoint.state)
        }
        for entry in journal.entries {
            if case .effect(let effect) = entry.origin {
                fedBack.append((entry.step, EffectRecord(effect)))
            }
            actions.append(entry.action)
        }
    }

    /// The step after the last action.
    @inlinable var endStep: Int { startStep + actions.count }

    /// Every recorded step.
    var steps: ClosedRange<Int> { startStep...endStep }

    // MARK: - Recording a send

    /// Records an action the store is about to run.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - environment: The store's environment, to move the start on when the recording is
    ///     full (``dropOldest(environment:)``).
    @inlinable @inline(__always)
    mutating func begin(_ action: Model.Action, environment: Model.Environment) {
        if mayHaveEffect {
            noteEffect()
        }
        if actions.count == actions.capacity {
            dropOldest(environment: environment)
        }
        actions.append(action)
        isInStep = true
    }

    /// Ends the step of the action just run.
    @inlinable @inline(__always)
    mutating func end() {
        isInStep = false
    }

    /// Notes the effect that fed back the action about to run, if any.
    @usableFromInline
    mutating func noteEffect() {
        var effect: EffectRecord?
        if let index = pendingIndex {
            while queuedHead < queued.count, queued[queuedHead].index < index {
                queuedHead += 1
            }
            if queuedHead < queued.count, queued[queuedHead].index == index {
                effect = queued[queuedHead].effect
                queuedHead += 1
            }
        } else {
            effect = deliveringEffect
            deliveringEffect = nil
        }
        if let effect {
            fedBack.append((endStep + 1, effect))
        }
    }

    /// Drops the oldest checkpoint interval's actions, and the state at their start: the
    /// recording then starts at the next checkpoint's step, with the state kept there or, when
    /// none is, the start state with the dropped actions run on it.
    ///
    /// The start state is the recording's own once the store's state has changed, so the
    /// actions run on it in place, copying nothing.
    // `@inlinable`, so that it is specialized for the model; out of line, as it runs once an
    // interval.
    @inlinable @inline(never)
    mutating func dropOldest(environment: Model.Environment) {
        if checkpoints.count > 1 {
            checkpoints.removeFirst(1)
        } else {
            // Written out rather than `Journal.run`, so that it is specialized for the model:
            // it runs an update a send, amortized, once the recording is full.
            let oldest = actions
            let count = checkpointInterval
            checkpoints.modifyFirst { state in
                RuntimeIssue.silenced {
                    for offset in 0..<count {
                        let step = Model._update(
                            state: &state, action: oldest[offset], environment: environment)
                        withExtendedLifetime(step) {}
                    }
                }
            }
        }
        actions.removeFirst(checkpointInterval)
        startStep += checkpointInterval
        while fedBackHead < fedBack.count, fedBack[fedBackHead].step <= startStep {
            fedBackHead += 1
        }
        // Compacted once half of it is gone: amortized O(1) a send.
        if fedBackHead > 64, fedBackHead * 2 > fedBack.count {
            fedBack.removeFirst(fedBackHead)
            fedBackHead = 0
        }
    }

    // MARK: - Effects

    /// Notes that the action just queued at `index` was fed back by an effect.
    mutating func queue(at index: Int, from effect: EffectRecord) {
        queued.append((index, effect))
    }

    /// Notes that the action just queued at `index` is fed back at once by the update running.
    mutating func queueImmediate(at index: Int) {
        queue(
            at: index,
            from: EffectRecord(RecordedEffect(step: isInStep ? endStep : nil, isImmediate: true)))
    }

    /// Forgets the queue's effects once the store has run its queue, which then starts again.
    @inlinable
    mutating func queueRan() {
        pendingIndex = nil
        if !queued.isEmpty {
            forgetQueue()
        }
    }

    @usableFromInline
    mutating func forgetQueue() {
        queued.removeAll(keepingCapacity: true)
        queuedHead = 0
    }

    /// The record of an effect starting now.
    func recordOfEffect(id: EffectID?, scope: [ChildLink]) -> EffectRecord {
        EffectRecord(
            RecordedEffect(
                step: isInStep ? endStep : nil, id: id?.recordedName, child: scope.recordedName))
    }

    // MARK: - The journal

    /// The journal so far, its checkpoints made by running the actions from the states kept.
    ///
    /// When the model is `Codable`, the journal holds what each step changed, and those changes
    /// rebuild any state from the one before: it keeps the start, and a state at a checkpoint
    /// step only once the changes since the last one kept outweigh it (``StateValue/weight``),
    /// so that a long journal over a big state holds and writes few whole states. Otherwise it
    /// keeps the state at every checkpoint step.
    ///
    /// - Parameters:
    ///   - environment: The dependencies handed to the update.
    ///   - present: The store's state at the last step, when it has one (no update is running):
    ///     a state the actions do not lead to is reported, as the update is then not pure.
    /// - Complexity: O(*n*) calls to the update, *n* the actions kept, and a copy of each state
    ///   kept; when the model is `Codable`, an encoding of the state at each step, its keyed
    ///   lists aside (`StepChanges`), and a weighing of it at each checkpoint step.
    func journal(environment: Model.Environment, present: Model?) -> Journal<Model> {
        var next = fedBackHead
        let entries = (0..<actions.count).map { offset in
            let step = startStep + offset + 1
            var origin = ActionOrigin.user
            if next < fedBack.count, fedBack[next].step == step {
                origin = .effect(fedBack[next].effect.effect)
                next += 1
            }
            return JournalEntry(step: step, action: actions[offset], origin: origin)
        }
        let (checkpoints, changes, end) =
            journalWithChanges(entries, environment: environment)
            ?? journalWithoutChanges(environment: environment)
        if let present, end != present {
            RuntimeIssue.report(
                """
                Store<\(Model.self)>'s journal: its actions from step \(startStep) do not lead to \
                the state the store holds. \(Model.self).update must be pure (its state, its \
                action and its environment only: no clock, random number or global read in it) \
                for the journal to replay, travel and show every step.
                """)
        }
        return Journal(
            checkpointInterval: checkpointInterval, startStep: startStep, entries: entries,
            checkpoints: checkpoints, stepChanges: changes)
    }

    /// How many states the changes since the last state a journal keeps must outweigh
    /// (``StateValue/weight``) before it keeps another whole, at a checkpoint.
    ///
    /// A state kept only speeds up rebuilding the checkpoints after it: one is rebuilt from the
    /// last state kept before it and the changes since, at most this many states' worth. The
    /// page of an inspector keeps its own, for moving between steps fast. Four: a long journal
    /// of a small state (Todos) holds a fifth of its weight in states, not a half.
    static var changesPerStateKept: Int { 4 }

    /// The checkpoints of a journal with each step's changes, the changes, and the state at
    /// the last step: the actions run once from the start, the state encoded at each step.
    /// `nil` when the model is not `Encodable` or a state does not encode.
    private func journalWithChanges(
        _ entries: [JournalEntry<Model.Action>], environment: Model.Environment
    ) -> (checkpoints: [Journal<Model>.Checkpoint], changes: [[StateEdit]], end: Model)? {
        // Found at run time: a journal rebuilds its states from the changes by decoding them,
        // so one of a model that is only `Encodable` keeps every checkpoint's.
        let rebuilds = Model.self is any Decodable.Type
        var checkpoints = [Journal.Checkpoint(step: startStep, state: self.checkpoints[0])]
        var changes: [[StateEdit]] = []
        changes.reserveCapacity(entries.count)
        var end = self.checkpoints[0]
        var weightSinceKept = 0
        let ran = StepChanges.run(
            from: end, actions: entries.lazy.map(\.action), environment: environment
        ) { state, edits, weight in
            changes.append(edits)
            weightSinceKept += edits.reduce(0) { $0 + $1.weight }
            let offset = changes.count
            if offset % checkpointInterval == 0,
                !rebuilds || weightSinceKept >= Self.changesPerStateKept * weight()
            {
                // A state the recording keeps costs nothing more; another, a copy.
                let index = offset / checkpointInterval
                checkpoints.append(
                    Journal.Checkpoint(
                        step: startStep + offset,
                        state: index < self.checkpoints.count ? self.checkpoints[index] : state))
                weightSinceKept = 0
            }
            if offset == entries.count {
                end = state
            }
        }
        return ran ? (checkpoints, changes, end) : nil
    }

    /// The checkpoints of a journal without changes, a state every checkpoint interval, and
    /// the state at the last step.
    private func journalWithoutChanges(environment: Model.Environment)
        -> (checkpoints: [Journal<Model>.Checkpoint], changes: [[StateEdit]], end: Model)
    {
        var checkpoints = (0..<self.checkpoints.count).map { index in
            Journal.Checkpoint(
                step: startStep + index * checkpointInterval, state: self.checkpoints[index])
        }
        var state = checkpoints[checkpoints.count - 1].state
        var offset = (checkpoints.count - 1) * checkpointInterval
        while offset < actions.count {
            let end = Swift.min(offset + checkpointInterval, actions.count)
            run(&state, from: startStep + offset, to: startStep + end, environment: environment)
            offset = end
            if offset % checkpointInterval == 0 {
                checkpoints.append(Journal.Checkpoint(step: startStep + offset, state: state))
            }
        }
        return (checkpoints, [], state)
    }

    /// The last checkpoint at or before a step, and its step.
    func checkpoint(before step: Int) -> (step: Int, state: Model) {
        let index = Swift.min((step - startStep) / checkpointInterval, checkpoints.count - 1)
        return (startStep + index * checkpointInterval, checkpoints[index])
    }

    /// Runs the actions from one step to a later one on `state`, the state at the first.
    func run(_ state: inout Model, from: Int, to step: Int, environment: Model.Environment) {
        let offsets = (from - startStep)..<(step - startStep)
        Journal.run(offsets.lazy.map { actions[$0] }, on: &state, environment)
    }
}

/// A ``RecordedEffect``, shared by every action the effect feeds back.
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
