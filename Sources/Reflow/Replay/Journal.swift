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
/// A journal keeps the state at every ``checkpointInterval``th step: its checkpoints. A replay
/// checks each one; a state between them is found by running the actions from the checkpoint
/// before it (``state(at:environment:)``). The first checkpoint is the journal's ``start``.
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

    /// The recorded states, every ``checkpointInterval`` steps from ``startStep``, oldest
    /// first. Empty only for a journal read from a file written without its states (a model that
    /// is not `Codable`).
    public let checkpoints: [Checkpoint]

    /// What each entry's action changed, as the edits of the encoded state (see
    /// `StepChanges`), one list an entry; empty when the journal does not have them (a model
    /// that is not `Encodable`, or a journal read from a file written without them). Written
    /// with the entries, for an inspector to show every step's state and change.
    let stepChanges: [[StateEdit]]

    /// Creates a journal from its parts, which must agree: entries numbered from
    /// `startStep + 1`, checkpoints at `startStep` and every `checkpointInterval` steps after it,
    /// and the changes of every entry or of none.
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

    /// The state recorded at a step, if the step has a checkpoint.
    ///
    /// - Parameter step: A step.
    /// - Returns: The state at `step`, or `nil` when no state was recorded there.
    /// - Complexity: O(1).
    public func checkpoint(at step: Int) -> Model? {
        let offset = step - startStep
        guard offset >= 0, offset % checkpointInterval == 0 else { return nil }
        let index = offset / checkpointInterval
        return index < checkpoints.count ? checkpoints[index].state : nil
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
    /// - Complexity: Fewer than ``checkpointInterval`` calls to the update.
    public func state(at step: Int, environment: Model.Environment) -> Model {
        precondition(
            steps.contains(step),
            "Reflow: step \(step) is not in the journal of \(Model.self), which holds steps \(steps)."
        )
        precondition(
            !checkpoints.isEmpty,
            "Reflow: the journal of \(Model.self) has no states: it was read from a file written "
                + "without them.")
        let index = Swift.min((step - startStep) / checkpointInterval, checkpoints.count - 1)
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
