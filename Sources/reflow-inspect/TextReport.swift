/// The inspector's plain-text output, for terminals and CI logs: one step (`--step N`) and the
/// journal's counts (`--summary`).
enum TextReport {
    /// A step: its action, who sent it, what it changed, and the state after it.
    static func step(_ step: Int, of journal: InspectedJournal, report: ReplayReport?)
        throws(JournalFormatError) -> String
    {
        var lines: [String] = []
        let range = "\(journal.startStep)…\(journal.endStep)"
        if let entry = journal.entry(at: step) {
            lines.append(
                "Step \(step) of \(range): \(ActionLabel.text(of: entry.action, limit: 400))")
            lines.append("Action: \(ActionLabel.name(of: entry.action))")
            lines.append("Origin: \(entry.origin).")
        } else {
            lines.append("Step \(step) of \(range): the start of the recording")
        }
        if report?.firstDifferingStep == step {
            lines.append("Replay: the first step whose state differs from the recording.")
            if let message = report?.message { lines.append("  \(message)") }
        }
        guard journal.hasEveryState || journal.checkpoint(at: step) != nil else {
            lines.append(
                "Changes and state: unknown; the journal holds the state every "
                    + "\(journal.checkpointInterval) steps only\(journal.checkpoints.isEmpty ? " (none here)" : "")."
            )
            return lines.joined(separator: "\n")
        }
        var found: InspectedJournal.ShownState?
        try journal.forEachState(through: step) { shown in
            if shown.step == step { found = shown }
        }
        guard let shown = found else { return lines.joined(separator: "\n") }
        if step > journal.startStep {
            lines += changeLines(of: shown, in: journal)
        }
        lines.append(step > journal.startStep ? "State after step \(step):" : "State:")
        lines += StateOutline.lines(of: shown.state)
        return lines.joined(separator: "\n")
    }

    /// What changed at a step the journal holds the state of: every step's, from the changes it
    /// records, or a checkpoint's since the one before.
    private static func changeLines(
        of shown: InspectedJournal.ShownState, in journal: InspectedJournal
    ) -> [String] {
        let step = shown.step
        let previous = step - journal.stateStride
        let since = journal.stateStride == 1 ? "" : " since step \(previous)"
        guard shown.changeCount > 0 else { return ["Changes\(since): none."] }
        var lines = ["Changes\(since) (\(shown.changeCount)):"]
        lines += shown.changes.map { "  " + $0.line }
        if shown.changeCount > shown.changes.count {
            lines.append("  … and \(shown.changeCount - shown.changes.count) more")
        }
        return lines
    }

    /// The journal's counts: actions by origin and by name, checkpoints.
    static func summary(of journal: InspectedJournal, report: ReplayReport?) -> String {
        let fedBack = journal.entries.filter { $0.effect != nil }.count
        var lines = [
            "Journal of \(journal.model): \(journal.entries.count) actions, steps "
                + "\(journal.startStep)…\(journal.endStep)",
            "  sent by the user: \(journal.entries.count - fedBack)",
            "  fed back by effects: \(fedBack)",
            "  checkpoints: \(journal.checkpointCount), every \(journal.checkpointInterval) "
                + (journal.checkpointInterval == 1 ? "step" : "steps"),
            "  states shown: "
                + (journal.hasEveryState
                    ? "every step's"
                    : journal.checkpoints.isEmpty ? "none" : "the checkpoints' only"),
        ]
        if let report {
            lines.append(
                "  replay: "
                    + (report.firstDifferingStep.map { "first differs at step \($0)" }
                        ?? "matched every checkpoint"))
        }
        var counts: [String: Int] = [:]
        for entry in journal.entries { counts[ActionLabel.name(of: entry.action), default: 0] += 1 }
        if !counts.isEmpty {
            lines.append("  actions by name:")
            let width = counts.keys.map(\.count).max() ?? 0
            for (name, count) in counts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
                lines.append(
                    "    " + name + String(repeating: " ", count: width - name.count + 2)
                        + String(count))
            }
        }
        return lines.joined(separator: "\n")
    }
}
