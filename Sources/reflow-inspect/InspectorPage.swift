/// The inspector's page: one self-contained HTML file showing a journal.
///
/// The journal is placed in the page as JSON, its strings escaped so that none can end the
/// `<script type="application/json">` element holding it; the page's script reads it with
/// `JSON.parse` and builds every element with `textContent`. Diffs are computed here, once, and
/// the page computes nothing per step but the tree it shows, so moving between steps stays fast
/// however long the journal.
enum InspectorPage {
    /// How many states apart the page holds a state whole; the page rebuilds one in between from
    /// the one before it, so this bounds the edits it applies for a step.
    static let keyframeInterval = 32

    /// The page for a journal.
    ///
    /// - Parameters:
    ///   - journal: The journal.
    ///   - name: The journal's file name, for the title.
    ///   - report: A verifying replay's report, if any.
    static func html(for journal: InspectedJournal, name: String, report: ReplayReport?) -> String {
        var data = ""
        data.reserveCapacity(journal.checkpoints.count * 256)
        data += "{\"file\":"
        JSONValue.writeString(name, to: &data)
        data += ",\"model\":"
        JSONValue.writeString(journal.model, to: &data)
        data += ",\"startStep\":\(journal.startStep),\"endStep\":\(journal.endStep)"
        data += ",\"interval\":\(journal.checkpointInterval),\"entries\":["
        for (index, entry) in journal.entries.enumerated() {
            if index > 0 { data += "," }
            data += "["
            JSONValue.writeString(ActionLabel.name(of: entry.action), to: &data)
            data += ","
            JSONValue.writeString(ActionLabel.text(of: entry.action), to: &data)
            data += entry.effect == nil ? ",0," : ",1,"
            JSONValue.writeString(entry.origin, to: &data)
            data += ","
            entry.action.write(to: &data)
            data += "]"
        }
        // Every `keyframeInterval`th state whole, the others as the edits from the one before:
        // a long journal's page stays a few times the size of one state per keyframe.
        data += "],\"keyframeInterval\":\(keyframeInterval),\"states\":["
        var sizes: [Int] = []
        sizes.reserveCapacity(journal.checkpoints.count)
        for (index, state) in journal.checkpoints.enumerated() {
            if index > 0 { data += "," }
            let text = state.json
            sizes.append(text.utf8.count)
            if index % keyframeInterval == 0 {
                data += text
            } else {
                JSONValue.array(
                    StatePatch.edits(from: journal.checkpoints[index - 1], to: state)
                ).write(to: &data)
            }
        }
        data += "],\"sizes\":[" + sizes.map(String.init).joined(separator: ",") + "]"
        data += ",\"changes\":[null"
        for index in journal.checkpoints.indices.dropFirst() {
            let (changes, count) = StateDiff.changes(
                from: journal.checkpoints[index - 1], to: journal.checkpoints[index])
            data += ",{\"count\":\(count),\"list\":["
            for (position, change) in changes.enumerated() {
                data += position > 0 ? ",[" : "["
                JSONValue.array(change.path.map { .string($0) }).write(to: &data)
                data += ","
                JSONValue.writeString(change.kind.rawValue, to: &data)
                data += ","
                JSONValue.writeString(change.old?.brief() ?? "", to: &data)
                data += ","
                JSONValue.writeString(change.new?.brief() ?? "", to: &data)
                data += "]"
            }
            data += "]}"
        }
        data += "],\"report\":"
        if let report, let step = report.firstDifferingStep {
            data += "{\"step\":\(step),\"message\":"
            JSONValue.writeString(report.message ?? "", to: &data)
            data += "}"
        } else {
            data += "null"
        }
        data += "}"
        return fill(title: "\(name) — Reflow inspector", data: data)
    }

    /// The template with its title and data placed, each exactly once.
    private static func fill(title: String, data: String) -> String {
        let parts = template.components(separatedBy: "{{TITLE}}")
        precondition(parts.count == 2, "the template has one {{TITLE}}")
        let rest = parts[1].components(separatedBy: "{{DATA}}")
        precondition(rest.count == 2, "the template has one {{DATA}}")
        return parts[0] + escapedText(title) + rest[0] + data + rest[1]
    }

    /// Text escaped for HTML: it reads as the same characters, never as markup.
    static func escapedText(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
