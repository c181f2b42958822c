/// A recorded session of a ``Store``: every action it ran, in order, where each came from, and
/// the state at regular steps.
///
/// Every change of a Reflow app is an action run through a pure update, and effects feed back
/// nothing but actions. So the actions a store ran, and the state it started from, are the whole
/// session: run them through the same update and every state comes back, exactly. A journal
/// keeps them, so that a session can be replayed as a test (ReflowTesting's
/// `TestStore.replay(_:environment:)`), written to a file and read back (below), and travelled
/// through (``Store/travel(to:)``). See <doc:RecordingAndReplayingSessions>.
///
/// ```swift
/// store.startRecording(checkpointInterval: 100, limit: 10_000)
/// // … the app runs …
/// if let journal = store.journal {
///     try JSONEncoder().encode(journal).write(to: url)
/// }
/// ```
///
/// ## Steps
///
/// Step 0 is the state the recording started from; step *n* is the state after the *n*th action.
/// Each entry holds the step its action leads to (``JournalEntry/step``), the action, and its
/// ``ActionOrigin``: sent to the store, or fed back by an effect (which one, in which child).
///
/// ## Checkpoints
///
/// A journal has a state at every ``checkpointInterval``th step from its start: its
/// checkpoints. A replay checks each one (``checkpoint(at:)``); a state between them is found
/// by running the actions from the checkpoint before it (``state(at:environment:)``). The first
/// checkpoint is the journal's ``start``.
///
/// A journal of a `Codable` model also holds what each step changed, which rebuilds any state
/// from the one before. So it keeps few of its checkpoints' states whole (``checkpoints``): the
/// start, and a state again only once the changes since the last one kept outweigh it. The
/// others are rebuilt from the changes when asked for. A journal of 10,000 keyed toggles over a
/// list of 200,000 items keeps one state, not a hundred. A journal of a model that is not
/// `Codable` keeps every checkpoint's state.
///
/// A recording holds at most the number of actions its store was given as a limit. Past it,
/// the oldest actions are dropped a checkpoint interval at a time, and the journal then starts
/// at the next checkpoint's step (``startStep`` is no longer 0), so it always starts from a
/// known state.
///
/// ## Codable
///
/// A journal is `Encodable` and `Decodable` when its model's actions are; its states are
/// written too when the model is `Codable`. A journal of a model that is not has no states once
/// read back: it replays from a state the caller gives. A journal whose actions are not
/// `Codable` works the same in memory.
public struct Journal<Model: ModelProtocol> {
    /// The state at a recorded step.
    public struct Checkpoint {
        /// The step.
        public var step: Int
        /// The state the store was in at that step.
        public var state: Model

        /// Creates a checkpoint.
        ///
        /// - Parameters:
        ///   - step: The step.
        ///   - state: The state at that step.
        public init(step: Int, state: Model) {
            self.step = step
            self.state = state
        }
    }

    /// The number of steps from one checkpoint to the next.
    public let checkpointInterval: Int

    /// The step the journal starts at: 0, unless the recording dropped its oldest actions.
    public let startStep: Int

    /// The actions, in the order the store ran them; the first leads to step ``startStep`` + 1.
    public let entries: [JournalEntry<Model.Action>]

    /// The states the journal keeps whole, oldest first: the state at ``startStep``, then
    /// states at some of the steps every ``checkpointInterval`` from it. At every such step for
    /// a journal without each step's changes; for one with them, only where the changes since
    /// the state kept before outweigh a state (see ``checkpoint(at:)`` for the others). Empty
    /// only for a journal read from a file written without its states (a model that is not
    /// `Codable`).
    public let checkpoints: [Checkpoint]

    /// What each entry's action changed, as the edits of the encoded state (see
    /// `StepChanges`), one list an entry; empty when the journal does not have them (a model
    /// that is not `Encodable`, or a journal read from a file written without them). Written
    /// with the entries, for an inspector to show every step's state and change.
    let stepChanges: [[StateEdit]]

    /// Creates a journal from its parts, which must agree: entries numbered from
    /// `startStep + 1`; checkpoints at `startStep` and at increasing steps every
    /// `checkpointInterval` after it, at each of them when there are no changes; and the changes
    /// of every entry or of none, which lead from each checkpoint to the next.
    init(
        checkpointInterval: Int,
        startStep: Int,
        entries: [JournalEntry<Model.Action>],
        checkpoints: [Checkpoint],
        stepChanges: [[StateEdit]] = []
    ) {
        precondition(stepChanges.isEmpty || stepChanges.count == entries.count)
        self.checkpointInterval = checkpointInterval
        self.startStep = startStep
        self.entries = entries
        self.checkpoints = checkpoints
        self.stepChanges = stepChanges
    }

    /// The step after the last action: the present of the recording.
    public var endStep: Int { startStep + entries.count }

    /// Every recorded step, from ``startStep`` to ``endStep``.
    public var steps: ClosedRange<Int> { startStep...endStep }

    /// The state the journal starts from, at ``startStep``; `nil` for a journal read without
    /// its states.
    public var start: Model? { checkpoints.first?.state }

    /// The state recorded at a checkpoint step: kept whole, or rebuilt from the state kept
    /// before it and the changes recorded since.
    ///
    /// Every ``checkpointInterval``th step from ``startStep`` is a checkpoint step. Its state
    /// is one of ``checkpoints``, or, in a journal with each step's changes, the last state kept
    /// before it with the recorded changes applied, read back as `JSONDecoder` reads with its
    /// default strategies: what the session recorded, not what the update produces now.
    ///
    /// - Parameter step: A step.
    /// - Returns: The state at `step`, or `nil` when `step` is not a checkpoint step of the
    ///   journal, or no state was recorded there.
    /// - Complexity: O(log *k*), *k* the states kept, for a state kept; for one rebuilt, an
    ///   encoding of the state kept before it and a decoding of the state, and the changes
    ///   since.
    public func checkpoint(at step: Int) -> Model? {
        let offset = step - startStep
        guard steps.contains(step), offset % checkpointInterval == 0,
            let index = indexOfCheckpoint(before: step)
        else { return nil }
        let kept = checkpoints[index]
        guard kept.step != step else { return kept.state }
        guard !stepChanges.isEmpty, let encodable = kept.state as? any Encodable,
            var tree = try? StateTreeEncoder().encode(encodable)
        else { return nil }
        for edits in stepChanges[(kept.step - startStep)..<offset] {
            for edit in edits {
                guard (try? tree.apply(edit)) != nil else { return nil }
            }
        }
        return tree.decoded(as: Model.self)
    }

    /// The index in ``checkpoints`` of the last state kept at or before a step; `nil` when
    /// there is none.
    func indexOfCheckpoint(before step: Int) -> Int? {
        var low = 0
        var high = checkpoints.count
        while low < high {
            let middle = (low + high) / 2
            if checkpoints[middle].step <= step {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low > 0 ? low - 1 : nil
    }

    /// The state at any recorded step, found by running the actions since the checkpoint before
    /// it through the update.
    ///
    /// ```swift
    /// let state = journal.state(at: 42, environment: AppEnvironment())
    /// ```
    ///
    /// The effects the updates return are not run, and the runtime issues they report (already
    /// reported when the session ran) are not reported again.
    ///
    /// - Parameters:
    ///   - step: A step of ``steps``.
    ///   - environment: The dependencies handed to the update.
    /// - Returns: The state at `step`.
    /// - Precondition: The journal has its states, and `step` is one of its ``steps``.
    /// - Complexity: As many calls to the update as there are steps since the last state the
    ///   journal keeps before `step` (fewer than ``checkpointInterval`` when it keeps every
    ///   checkpoint's).
    public func state(at step: Int, environment: Model.Environment) -> Model {
        precondition(
            steps.contains(step),
            "Reflow: step \(step) is not in the journal of \(Model.self), which holds steps \(steps)."
        )
        precondition(
            !checkpoints.isEmpty,
            "Reflow: the journal of \(Model.self) has no states: it was read from a file written "
                + "without them.")
        let index = indexOfCheckpoint(before: step)!
        var state = checkpoints[index].state
        let first = checkpoints[index].step - startStep
        Self.run(entries[first..<(step - startStep)].lazy.map(\.action), on: &state, environment)
        return state
    }

    /// Runs actions through the update, without their effects and with the runtime issues they
    /// report silenced: a session is replayed, not run again.
    @usableFromInline
    static func run(
        _ actions: some Sequence<Model.Action>,
        on state: inout Model,
        _ environment: Model.Environment
    ) {
        RuntimeIssue.silenced {
            for action in actions {
                _ = Model._update(state: &state, action: action, environment: environment)
            }
        }
    }
}

extension Journal: Sendable where Model: Sendable {}

extension Journal.Checkpoint: Sendable where Model: Sendable {}

extension Journal.Checkpoint: Equatable {}

extension Journal: Equatable where Model.Action: Equatable {}
