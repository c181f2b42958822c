/// Where a replay of a ``Journal`` first differs from what the journal recorded: the checkpoint
/// whose state the update did not produce, the action that led to it, and the fields that differ.
///
/// ``Journal/firstDivergence(environment:)`` finds it. A journal someone edited, or one recorded
/// by a version of the app whose update behaved differently, diverges; a journal the same update
/// recorded does not.
///
/// ```swift
/// if let divergence = journal.firstDivergence(environment: AppEnvironment()) {
///     print(divergence)  // step 100, .toggle(id: 3), sent by the user: …
///     exit(1)
/// }
/// ```
public struct JournalDivergence<Model: ModelProtocol> {
    /// The entry whose step has the checkpoint that differs: the action that led to it.
    public let entry: JournalEntry<Model.Action>

    /// The last step before ``entry``'s whose recorded state the replay produced: the
    /// checkpoint before, or the journal's start. With a checkpoint every step, it is the step
    /// just before, and ``entry``'s action made the difference.
    public let lastMatchingStep: Int

    /// The state the journal recorded at ``entry``'s step.
    public let recorded: Model

    /// The state the update produced at that step.
    public let replayed: Model

    /// The step whose recorded state differs from the replayed one.
    public var step: Int { entry.step }

    /// The fields that differ, one `path: recorded → replayed` line each, in field order:
    /// `todos[0].title: "Milk" → "Oat milk"`.
    ///
    /// - Complexity: O(*n*) in the size of the states, by reflection.
    public var differences: [String] { Diff.lines(from: recorded, to: replayed) }
}

extension JournalDivergence: CustomStringConvertible {
    /// The divergence in words: the step, its action and where it came from, the steps since
    /// the last state that matched when there were several, and the fields that differ (the
    /// first 20, then how many more).
    public var description: String {
        let action = "\(Diff.render(entry.action)), \(entry.origin)"
        let since =
            lastMatchingStep == step - 1
            ? ""
            : " (the state matched at step \(lastMatchingStep); one of the steps since made the "
                + "difference)"
        let differences = self.differences
        let shown = differences.prefix(Self.differencesShown).map { "  \($0)" }
        let more =
            differences.count > Self.differencesShown
            ? ["  … and \(differences.count - Self.differencesShown) more"] : []
        return "step \(step), \(action): the state is not the recorded one\(since) "
            + "(recorded → replayed):\n" + (shown + more).joined(separator: "\n")
    }

    /// The most differences ``description`` lists; ``differences`` has them all.
    private static var differencesShown: Int { 20 }
}

extension JournalDivergence: Sendable where Model: Sendable {}

extension Journal {
    /// Replays the journal through the update, from its start, and returns the first
    /// checkpoint whose recorded state the update did not produce; `nil` when every one
    /// matches.
    ///
    /// A journal read from a file is whatever the file holds: its checkpoints may have been
    /// edited, or recorded by another version of the app. Check it before you show its states
    /// (``Store/travel(to:)`` shows them as recorded):
    ///
    /// ```swift
    /// let journal = try JSONDecoder().decode(Journal<AppModel>.self, from: data)
    /// if let divergence = journal.firstDivergence(environment: AppEnvironment()) {
    ///     print("The session does not replay: \(divergence)")
    /// }
    /// ```
    ///
    /// As in ``state(at:environment:)``, the effects the updates return are not run (the
    /// journal holds the actions they fed back) and the runtime issues are not reported again.
    /// A journal without states (its model is not `Codable`) has nothing to check.
    ///
    /// - Parameter environment: The dependencies handed to the update.
    /// - Returns: Where the replay first differs, or `nil`.
    /// - Complexity: One call to the update per entry, and a comparison per checkpoint whose
    ///   state the journal keeps. A journal with each step's changes is checked by them: the
    ///   state is encoded at each step, its keyed lists' unchanged items aside, and its changes
    ///   compared with the recorded ones; a checkpoint is rebuilt (see ``checkpoint(at:)``) and
    ///   compared whole only after they differ.
    public func firstDivergence(environment: Model.Environment) -> JournalDivergence<Model>? {
        guard var state = start else { return nil }
        var matched = startStep
        var check = JournalReplayCheck(self, start: state)
        return RuntimeIssue.silenced {
            for entry in entries {
                _ = Model._update(state: &state, action: entry.action, environment: environment)
                switch check.check(state, at: entry.step) {
                case .none: continue
                case .matched: matched = entry.step
                case .differs(let recorded):
                    return JournalDivergence(
                        entry: entry, lastMatchingStep: matched, recorded: recorded,
                        replayed: state)
                }
            }
            return nil
        }
    }
}
