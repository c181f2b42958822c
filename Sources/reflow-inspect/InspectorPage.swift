/// The inspector's page: one self-contained HTML file showing a journal.
///
/// The journal is placed in the page as JSON, its strings escaped so that none can end the
/// `<script type="application/json">` element holding it; the page's script reads it with
/// `JSON.parse` and builds every element with `textContent`. Diffs are computed here, once, and
/// the page computes nothing per step but the tree it shows, so moving between steps stays fast
/// however long the journal. A journal with each step's changes (a model that is `Encodable`,
/// recorded by this version of Reflow) shows every step's state; an older one, its checkpoints'.
enum InspectorPage {
    /// The page for a journal.
    ///
    /// - Parameters:
    ///   - journal: The journal.
    ///   - name: The journal's file name, for the title.
    ///   - report: A verifying replay's report, if any.
    /// - Throws: A ``JournalFormatError`` when a step's recorded changes do not apply.
    static func html(for journal: InspectedJournal, name: String, report: ReplayReport?)
        throws(JournalFormatError) -> String
    {
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
        // The states shown (every step's, when the journal tells them): some whole, the
        // others as the edits from the one before, a state whole again once the edits since
        // the last whole one are as long as it. A long journal's page stays about twice the
        // size of its edits, and a state is rebuilt from one whole state and edits no longer.
        data += "],\"stride\":\(journal.stateStride),\"states\":["
        var keyframes: [Int] = []
        var changes = ""
        var index = 0
        var keyframeSize = 0
        var editSize = 0
        // The chart's line: the size of the state at each checkpoint step.
        var sizes: [String] = []
        try journal.forEachState { shown in
            if (shown.step - journal.startStep) % journal.checkpointInterval == 0 {
                sizes.append(String(shown.byteCount))
            }
            if index > 0 { data += "," }
            var written = false
            if let edits = shown.edits {
                let text = JSONValue.array(edits).json
                if editSize + text.utf8.count < keyframeSize {
                    data += text
                    editSize += text.utf8.count
                    written = true
                }
            }
            if !written {
                let text = shown.state.json
                data += text
                keyframes.append(index)
                keyframeSize = Swift.max(text.utf8.count, 64)
                editSize = 0
            }
            changes += index == 0 ? "null" : ","
            if index > 0 {
                changes += "{\"count\":\(shown.changeCount),\"list\":["
                for (position, change) in shown.changes.enumerated() {
                    changes += position > 0 ? ",[" : "["
                    JSONValue.array(change.path.map { .string($0) }).write(to: &changes)
                    changes += ","
                    JSONValue.writeString(change.kind.rawValue, to: &changes)
                    changes += ","
                    JSONValue.writeString(change.old?.brief() ?? "", to: &changes)
                    changes += ","
                    JSONValue.writeString(change.new?.brief() ?? "", to: &changes)
                    changes += "]"
                }
                changes += "]}"
            }
            index += 1
        }
        data += "],\"keyframes\":[" + keyframes.map(String.init).joined(separator: ",") + "]"
        data += ",\"sizes\":[" + sizes.joined(separator: ",") + "]"
        data += ",\"sizeStride\":\(journal.checkpointInterval)"
        data += ",\"checkpointInterval\":\(journal.checkpointInterval)"
        data += ",\"checkpointCount\":\(journal.checkpointCount)"
        data += ",\"changes\":[" + changes + "]"
        data += ",\"report\":"
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
