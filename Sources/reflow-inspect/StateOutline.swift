/// A state as lines of text, for `--step N`: a member's value on its own line, an object's
/// members indented under its name, an array's elements one a line, each named as the changes
/// name it (`todos[id: 2]` for an element with an `id`, `undoStack[3]` otherwise).
enum StateOutline {
    /// The most lines written: the state of a long list still prints a screenful, and the page
    /// shows it whole.
    static let limit = 200

    /// The lines of `state`, each indented by two spaces a level, at most `limit`, and a last
    /// line that says how many more there were.
    static func lines(of state: JSONValue, limit: Int = limit) -> [String] {
        var outline = Outline(limit: limit)
        if let members = state.members {
            outline.writeMembers(members, depth: 1)
        } else {
            outline.append(depth: 1, state.brief())
        }
        if outline.count > limit {
            outline.lines.append(
                "  … and \(outline.count - limit) more lines; the page shows the whole state")
        }
        return outline.lines
    }

    /// The lines written so far, and how many there are in all.
    private struct Outline {
        let limit: Int
        var lines: [String] = []
        var count = 0

        mutating func append(depth: Int, _ text: @autoclosure () -> String) {
            count += 1
            if count <= limit {
                lines.append(String(repeating: "  ", count: depth) + text())
            }
        }

        mutating func writeMembers(_ members: [String: JSONValue], depth: Int) {
            for key in members.keys.sorted() {
                write(members[key]!, name: key, depth: depth)
            }
        }

        mutating func write(_ value: JSONValue, name: String, depth: Int) {
            switch value {
            case .object(let members) where !members.isEmpty:
                append(depth: depth, "\(name):")
                writeMembers(members, depth: depth + 1)
            case .array(let elements) where !elements.isEmpty:
                append(
                    depth: depth,
                    "\(name): \(elements.count) \(elements.count == 1 ? "element" : "elements")")
                // Named only for the lines written: a long list prints a screenful of them.
                let ids = StateDiff.ids(of: elements)
                for (index, element) in elements.enumerated() {
                    append(
                        depth: depth + 1,
                        "\(ids.map { "[id: \($0[index])]" } ?? "[\(index)]") \(element.brief())")
                }
            default:
                append(depth: depth, "\(name): \(value.brief())")
            }
        }
    }
}
