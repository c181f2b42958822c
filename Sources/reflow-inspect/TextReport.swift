/// The inspector's plain-text output, for terminals and CI logs: one step (`--step N`) and the
/// journal's counts (`--summary`).
enum TextReport {
    /// A step: its action, who sent it, and what it changed.
    static func step(_ step: Int, of journal: InspectedJournal, report: ReplayReport?) -> String {
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
        lines += changeLines(at: step, of: journal)
        return lines.joined(separator: "\n")
    }

    /// What changed at a step, when the journal holds the states to tell.
    static func changeLines(at step: Int, of journal: InspectedJournal) -> [String] {
        guard step > journal.startStep else { return [] }
        guard let new = journal.checkpoint(at: step) else {
            return [
                "Changes: unknown; the journal holds the state every "
                    + "\(journal.checkpointInterval) steps only\(journal.checkpoints.isEmpty ? " (none here)" : "")."
            ]
        }
        let previous = step - journal.checkpointInterval
        guard let old = journal.checkpoint(at: previous) else { return [] }
        let (changes, count) = StateDiff.changes(from: old, to: new)
        let since = journal.checkpointInterval == 1 ? "" : " since step \(previous)"
        guard count > 0 else { return ["Changes\(since): none."] }
        var lines = ["Changes\(since) (\(count)):"]
        lines += changes.map { "  " + $0.line }
        if count > changes.count { lines.append("  … and \(count - changes.count) more") }
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
            "  checkpoints: \(journal.checkpoints.count), every \(journal.checkpointInterval) "
                + (journal.checkpointInterval == 1 ? "step" : "steps"),
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
