// A replay's checks of a journal's checkpoints, step after step. A journal with each step's
// changes keeps few states whole and rebuilds the others from the changes, which costs an
// encoding and a decoding of the whole state: the replay instead makes its own changes as it
// goes (`StepChanges`, a keyed list by the items that changed) and compares them with the
// recorded ones. Equal changes from equal states give equal states, so a checkpoint is rebuilt
// and compared whole only when the changes of a step since the last one checked differed.

/// Checks the states a replay of a journal reaches, from its start, one step after the other,
/// against the states the journal records at its checkpoints.
package struct JournalReplayCheck<Model: ModelProtocol> {
    /// What a check found at a step.
    package enum Finding {
        /// The step has no checkpoint: nothing to check.
        case none
        /// The state is the one recorded.
        case matched
        /// The state is not the one recorded, which is given.
        case differs(recorded: Model)
    }

    private let journal: Journal<Model>
    /// The replay's own changes, when the journal has changes to compare them with.
    private var changes: StepChangesFollower?
    /// Whether the replay's changes differed from the recorded ones since the last checkpoint
    /// compared whole.
    private var isUnsure = false

    /// Starts checking a replay from the journal's start.
    ///
    /// - Parameters:
    ///   - journal: The journal.
    ///   - start: The state the replay starts from: the journal's start.
    package init(_ journal: Journal<Model>, start: Model) {
        self.journal = journal
        if !journal.stepChanges.isEmpty {
            changes = StepChangesFollower(start: start)
        }
    }

    /// Checks the state the replay reached at a step, the step after the one checked before.
    ///
    /// - Complexity: An encoding of the state, its keyed lists' unchanged items aside; at a
    ///   checkpoint, a comparison of the state with the one kept there, or, when the replay's
    ///   changes differed from the recorded ones, with the one rebuilt there.
    package mutating func check(_ state: Model, at step: Int) -> Finding {
        let offset = step - journal.startStep
        if let edits = changes?.edits(to: state) {
            if edits != journal.stepChanges[offset - 1] { isUnsure = true }
        } else {
            changes = nil
            isUnsure = true
        }
        guard offset % journal.checkpointInterval == 0 else { return .none }
        let isKept = journal.indexOfCheckpoint(before: step).map {
            journal.checkpoints[$0].step == step
        }
        guard isKept == true || isUnsure else { return .matched }
        guard let recorded = journal.checkpoint(at: step) else { return .none }
        guard recorded == state else { return .differs(recorded: recorded) }
        isUnsure = false
        return .matched
    }
}

/// The changes of a state replayed step after step, as `StepChanges` makes them when a journal
/// is read.
final class StepChangesFollower {
    private let tracker = KeyedListTracker()
    private var previous: StateValue?

    init(start: some ModelProtocol) {
        guard let encodable = start as? any Encodable else { return }
        tracker.isBaseline = true
        previous = try? StateTreeEncoder(tracker: tracker).encode(encodable)
        tracker.endStep()
    }

    /// The edits from the state before to `state`; `nil` when a state does not encode.
    func edits(to state: some ModelProtocol) -> [StateEdit]? {
        guard let before = previous, let encodable = state as? any Encodable,
            let next = try? StateTreeEncoder(tracker: tracker).encode(encodable)
        else {
            previous = nil
            return nil
        }
        var edits: [StateEdit] = []
        if !StepChanges.compare(before, next, path: [], tracker: tracker, into: &edits) {
            guard let whole = try? StateTreeEncoder().encode(encodable) else {
                previous = nil
                return nil
            }
            edits = [.set([], whole)]
        }
        tracker.endStep()
        previous = next
        return edits
    }
}
