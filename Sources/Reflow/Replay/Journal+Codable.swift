// A journal as JSON (or any other coder's format): its actions when they are Codable, and its
// states when the model is too. The states are written when the model's conformance is found at
// run time: one conditional conformance cannot ask for both, and a journal whose model is not
// Codable still writes its actions.

/// The version of the format ``Journal`` writes. A change that an older Reflow could not read
/// raises it.
///
/// - 1: a checkpoint every interval; since Reflow's step changes, each entry's `changes` too.
/// - 2: a journal with each entry's `changes` keeps the start and the checkpoints whose state
///   the changes before it outweigh, not every interval's; a change is an array (`["s", path,
///   value]`), not an object with member names. Version 1 is read as before.
private let journalFormatVersion = 2

/// The largest checkpoint interval a journal may have: a recording with a larger one traps, and
/// a journal that says it has one is refused. Continuing a journal (``Store``'s
/// `init(replaying:environment:limit:logger:)`) holds at least an interval of actions, so an
/// unbounded interval read from a file would allocate without bound.
let journalMaximumCheckpointInterval = 1_000_000

/// The largest step a journal may record, 2⁵³: far more actions than a store runs, small enough
/// that no sum of steps and counts overflows, and exact in every JSON reader.
let journalMaximumStep = 1 << 53

private enum JournalKey: String, CodingKey {
    case formatVersion, model, checkpointInterval, startStep, checkpoints, entries
}

private enum CheckpointKey: String, CodingKey {
    case step, state
}

private enum EntryKey: String, CodingKey {
    case step, action, effect, changes
}

extension Journal: Encodable where Model.Action: Encodable {
    /// Writes the journal: a format version, the model's type name, the checkpoint interval,
    /// the start step, the states it keeps when the model is `Encodable` (its ``checkpoints``),
    /// and the entries.
    ///
    /// ```json
    /// {
    ///   "formatVersion": 2,
    ///   "model": "AppModel",
    ///   "checkpointInterval": 100,
    ///   "startStep": 0,
    ///   "checkpoints": [{ "step": 0, "state": { … } }],
    ///   "entries": [
    ///     { "step": 1, "action": { … }, "changes": [["s", ["count"], 1]] },
    ///     { "step": 2, "action": { … }, "effect": { "step": 1, "id": "save", "isImmediate": false },
    ///       "changes": [] }
    ///   ]
    /// }
    /// ```
    ///
    /// An entry without an `effect` was sent by the user. When the model is `Encodable`, each
    /// entry also holds what its action changed in the state, as written: a list of edits, each
    /// `["s", path, value]` (set), `["d", path]` (remove a member) or
    /// `["p", path, index, count, [values]]` (splice an array), a path being the member names
    /// and indices from the state's root. Applied in order to the state before
    /// the step, they give the state after it, so that an inspector (`reflow-inspect`) shows
    /// every step's state and change, between checkpoints too. They are made with the shapes of
    /// `JSONEncoder`'s default strategies. They also rebuild the states of the checkpoints the
    /// journal does not keep whole, so that a long journal over a big state writes few states.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        let changes = Model.self is any Encodable.Type ? stepChanges : []
        var container = encoder.container(keyedBy: JournalKey.self)
        try container.encode(journalFormatVersion, forKey: .formatVersion)
        try container.encode("\(Model.self)", forKey: .model)
        try container.encode(checkpointInterval, forKey: .checkpointInterval)
        try container.encode(startStep, forKey: .startStep)
        // Found at run time: see the top of this file.
        if Model.self is any Encodable.Type, !checkpoints.isEmpty {
            var list = container.nestedUnkeyedContainer(forKey: .checkpoints)
            for checkpoint in checkpoints {
                var item = list.nestedContainer(keyedBy: CheckpointKey.self)
                try item.encode(checkpoint.step, forKey: .step)
                if let state = checkpoint.state as? any Encodable {
                    try item.encode(state, forKey: .state)
                }
            }
        }
        var list = container.nestedUnkeyedContainer(forKey: .entries)
        for (index, entry) in entries.enumerated() {
            var item = list.nestedContainer(keyedBy: EntryKey.self)
            try item.encode(entry.step, forKey: .step)
            try item.encode(entry.action, forKey: .action)
            if case .effect(let effect) = entry.origin {
                try item.encode(effect, forKey: .effect)
            }
            if !changes.isEmpty {
                try item.encode(changes[index], forKey: .changes)
            }
        }
    }
}

extension Journal: Decodable where Model.Action: Decodable {
    /// Reads a journal ``encode(to:)`` wrote, in this format version or an earlier one.
    ///
    /// A journal read for a model that is not `Decodable`, or written without states, has no
    /// ``checkpoints``. A file that is not a journal this version of Reflow reads, or whose
    /// parts disagree (steps out of order, checkpoints that are not at the interval, or missing
    /// where no changes rebuild them), throws a `DecodingError` that says what is wrong, and
    /// where; so does an action or a state that the app's types no longer decode. Each step's
    /// changes are applied to the state before it, from the last state kept: a change that does
    /// not apply throws an error naming its step. (Changes that apply but do not lead to the
    /// state the session had, edited or recorded by another version of the app, are what a
    /// replay finds: ``firstDivergence(environment:)``.)
    ///
    /// Every number the journal holds is checked, so that no file makes a replay allocate
    /// without bound or overflow: the checkpoint interval is from 1 to 1,000,000, the start step
    /// from 0 to 2⁵³, and an effect that fed an action back started at a step from 0 to the
    /// step before that action's. A number out of bounds throws a `DecodingError` naming its
    /// field.
    ///
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JournalKey.self)
        guard let version = try container.decodeIfPresent(Int.self, forKey: .formatVersion) else {
            throw DecodingError.dataCorruptedError(
                forKey: .formatVersion, in: container,
                debugDescription: "Not a Reflow journal: it has no formatVersion.")
        }
        guard (1...journalFormatVersion).contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: .formatVersion, in: container,
                debugDescription: """
                    The journal is in format version \(version); this version of Reflow reads \
                    versions 1 to \(journalFormatVersion).
                    """)
        }
        let interval = try container.decode(Int.self, forKey: .checkpointInterval)
        guard (1...journalMaximumCheckpointInterval).contains(interval) else {
            throw DecodingError.dataCorruptedError(
                forKey: .checkpointInterval, in: container,
                debugDescription: """
                    The checkpoint interval is \(interval); it must be from 1 to \
                    \(journalMaximumCheckpointInterval).
                    """)
        }
        let startStep = try container.decode(Int.self, forKey: .startStep)
        guard (0...journalMaximumStep).contains(startStep) else {
            throw DecodingError.dataCorruptedError(
                forKey: .startStep, in: container,
                debugDescription: """
                    The start step is \(startStep); it must be from 0 to \(journalMaximumStep).
                    """)
        }
        let (entries, changes) = try Self.decodeEntries(from: container, startStep: startStep)
        // Version 1 has a checkpoint every interval; so does a later journal without changes,
        // which has nothing else to rebuild its states from.
        let checkpoints = try Self.decodeCheckpoints(
            from: container, startStep: startStep, endStep: startStep + entries.count,
            interval: interval, everyInterval: version == 1 || changes.isEmpty)
        if !checkpoints.isEmpty, !changes.isEmpty {
            try Self.checkChanges(changes, from: checkpoints, startStep: startStep, in: container)
        }
        self.init(
            checkpointInterval: interval, startStep: startStep, entries: entries,
            checkpoints: checkpoints, stepChanges: checkpoints.isEmpty ? [] : changes)
    }

    /// The entries, each at the step after the one before it, and their changes: of every
    /// entry, or of none.
    private static func decodeEntries(
        from container: KeyedDecodingContainer<JournalKey>, startStep: Int
    ) throws -> ([JournalEntry<Model.Action>], [[StateEdit]]) {
        var list = try container.nestedUnkeyedContainer(forKey: .entries)
        var entries: [JournalEntry<Model.Action>] = []
        var changes: [[StateEdit]] = []
        while !list.isAtEnd {
            let item = try list.nestedContainer(keyedBy: EntryKey.self)
            let step = try item.decode(Int.self, forKey: .step)
            let expected = startStep + entries.count + 1
            guard step == expected else {
                throw DecodingError.dataCorruptedError(
                    forKey: .step, in: item,
                    debugDescription:
                        "Entry \(entries.count) is at step \(step); expected \(expected).")
            }
            let action = try item.decode(Model.Action.self, forKey: .action)
            let effect = try item.decodeIfPresent(RecordedEffect.self, forKey: .effect)
            // The update at an effect's step returned it, so its actions come at later steps.
            if let started = effect?.step, !(0..<step).contains(started) {
                throw DecodingError.dataCorruptedError(
                    forKey: .effect, in: item,
                    debugDescription: """
                        Entry \(entries.count), at step \(step), was fed back by an effect \
                        started at step \(started); it must have started at a step from 0 to \
                        \(step - 1).
                        """)
            }
            // The changes of every entry or of none: a journal written by this version has
            // them when its model is Encodable, one written before has none.
            let edits = try item.decodeIfPresent([StateEdit].self, forKey: .changes)
            guard entries.isEmpty || (edits != nil) == (changes.count == entries.count) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .changes, in: item,
                    debugDescription: """
                        Entry \(entries.count), at step \(step), \(edits == nil ? "has no" : "has") \
                        changes, unlike the entries before it: every entry has them, or none.
                        """)
            }
            if let edits {
                changes.append(edits)
            }
            entries.append(
                JournalEntry(
                    step: step, action: action, origin: effect.map { .effect($0) } ?? .user))
        }
        return (entries, changes)
    }

    /// The checkpoints, at the start step and at increasing steps every `interval` after it
    /// (each of them when `everyInterval`), when the model is `Decodable` and the journal has
    /// them.
    private static func decodeCheckpoints(
        from container: KeyedDecodingContainer<JournalKey>,
        startStep: Int,
        endStep: Int,
        interval: Int,
        everyInterval: Bool
    ) throws -> [Checkpoint] {
        // Found at run time: see the top of this file.
        guard let stateType = Model.self as? any Decodable.Type,
            container.contains(.checkpoints)
        else { return [] }
        var list = try container.nestedUnkeyedContainer(forKey: .checkpoints)
        var checkpoints: [Checkpoint] = []
        while !list.isAtEnd {
            let item = try list.nestedContainer(keyedBy: CheckpointKey.self)
            let step = try item.decode(Int.self, forKey: .step)
            if everyInterval || checkpoints.isEmpty {
                let expected = startStep + checkpoints.count * interval
                guard step == expected, step <= endStep else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .step, in: item,
                        debugDescription: """
                            Checkpoint \(checkpoints.count) is at step \(step); expected step \
                            \(expected), every \(interval) steps from the start step \
                            \(startStep) to the last step \(endStep).
                            """)
                }
            } else {
                // Compared before subtracting: no number read can overflow.
                let last = checkpoints[checkpoints.count - 1].step
                guard step > last, step <= endStep, (step - startStep) % interval == 0 else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .step, in: item,
                        debugDescription: """
                            Checkpoint \(checkpoints.count) is at step \(step); expected a step \
                            after \(last), a multiple of \(interval) steps from the start step \
                            \(startStep), up to the last step \(endStep).
                            """)
                }
            }
            let state = try item.decode(stateType, forKey: .state)
            guard let state = state as? Model else {
                throw DecodingError.dataCorruptedError(
                    forKey: .state, in: item,
                    debugDescription: "The state did not decode as \(Model.self).")
            }
            checkpoints.append(Checkpoint(step: step, state: state))
        }
        guard !checkpoints.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .checkpoints, in: container,
                debugDescription: "The checkpoints are empty; the first is the journal's start.")
        }
        return checkpoints
    }

    /// Checks that each step's changes apply to the state before it, from the last state kept;
    /// throws naming the first step where they do not.
    ///
    /// - Complexity: An encoding of each state kept, and the changes applied in place.
    private static func checkChanges(
        _ changes: [[StateEdit]], from checkpoints: [Checkpoint], startStep: Int,
        in container: KeyedDecodingContainer<JournalKey>
    ) throws {
        // The states are Encodable, as they were Decodable (found at run time, as above); a
        // model that is one and not the other is not checked.
        let encoder = StateTreeEncoder()
        guard let start = checkpoints[0].state as? any Encodable,
            var tree = try? encoder.encode(start)
        else { return }
        var next = 1
        for (offset, edits) in changes.enumerated() {
            let step = startStep + offset + 1
            for edit in edits {
                do {
                    try tree.apply(edit)
                } catch {
                    throw DecodingError.dataCorruptedError(
                        forKey: .entries, in: container,
                        debugDescription: """
                            The changes of step \(step) do not apply to the state before it: \
                            \(error.description).
                            """)
                }
            }
            if next < checkpoints.count, checkpoints[next].step == step {
                // The state kept is what the steps after it are rebuilt from. One the changes do
                // not lead to (edited, or recorded by another version) is not refused here: a
                // replay checks it, and reports the step.
                let encodable = checkpoints[next].state as! any Encodable
                guard let kept = try? encoder.encode(encodable) else { return }
                tree = kept
                next += 1
            }
        }
    }
}
