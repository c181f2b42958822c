/// What changed between two states, field by field, as the test store's diff reads
/// (`todos[id: 1].isCompleted: false → true`).
///
/// Arrays whose elements are all objects with distinct `id`s (a `KeyedList`, an `IdentifiedArray`)
/// are compared by ID, so an insertion reads as one added item, not as every item after it changed.
enum StateDiff {
    /// One change.
    struct Change: Equatable {
        enum Kind: String { case changed, added, removed, reordered }
        /// The path from the state's root: keys, `[id: 3]` or `[2]`.
        var path: [String]
        var kind: Kind
        var old: JSONValue?
        var new: JSONValue?

        /// The path as text: `todos[id: 1].isCompleted`, or `state` for the root.
        var pathText: String { StateDiff.text(of: path) }

        /// `path: old → new`, the line the test store would print.
        var line: String {
            switch kind {
            case .changed: "\(pathText): \(old!.brief()) → \(new!.brief())"
            case .added: "\(pathText): added \(new!.brief())"
            case .removed: "\(pathText): removed \(old!.brief())"
            case .reordered: "\(pathText): order \(old!.brief()) → \(new!.brief())"
            }
        }
    }

    /// The most changes kept for one step: a step that rewrote a huge state still reads, and
    /// the page stays small.
    static let limit = 200

    /// The changes from `old` to `new`, at most ``limit``, and how many there were in all.
    static func changes(from old: JSONValue, to new: JSONValue) -> (
        changes: [Change], count: Int
    ) {
        var changes: [Change] = []
        var count = 0
        compare(old, new, path: [], into: &changes, count: &count)
        return (changes, count)
    }

    /// A path as text: keys joined by dots, subscripts appended.
    static func text(of path: [String]) -> String {
        guard !path.isEmpty else { return "state" }
        var text = ""
        for component in path {
            if !text.isEmpty && !component.hasPrefix("[") { text += "." }
            text += component
        }
        return text
    }

    /// The IDs of an array's elements, when each is an object with a distinct scalar `id`.
    static func ids(of values: [JSONValue]) -> [String]? {
        var ids: [String] = []
        var seen: Set<String> = []
        for value in values {
            guard let id = value.members?["id"] else { return nil }
            let key: String
            switch id {
            case .integer, .number, .string, .bool: key = id.brief(limit: 60)
            default: return nil
            }
            guard seen.insert(key).inserted else { return nil }
            ids.append(key)
        }
        return ids
    }

    private static func record(_ change: Change, into changes: inout [Change], count: inout Int) {
        count += 1
        if changes.count < limit { changes.append(change) }
    }

    private static func compare(
        _ old: JSONValue, _ new: JSONValue, path: [String], into changes: inout [Change],
        count: inout Int
    ) {
        guard old != new else { return }
        switch (old, new) {
        case (.object(let before), .object(let after)):
            for key in Set(before.keys).union(after.keys).sorted() {
                switch (before[key], after[key]) {
                case (let was?, let now?):
                    compare(was, now, path: path + [key], into: &changes, count: &count)
                case (let was?, nil):
                    record(
                        Change(path: path + [key], kind: .removed, old: was), into: &changes,
                        count: &count)
                case (nil, let now?):
                    record(
                        Change(path: path + [key], kind: .added, new: now), into: &changes,
                        count: &count)
                case (nil, nil): break
                }
            }
        case (.array(let before), .array(let after)):
            if let oldIDs = ids(of: before), let newIDs = ids(of: after) {
                compareKeyed(
                    before, oldIDs, after, newIDs, path: path, into: &changes, count: &count)
            } else if let dropped = StatePatch.droppedFromFront(before, after) {
                // A bounded history: its oldest items dropped, new ones appended.
                for index in 0..<dropped {
                    record(
                        Change(path: path + ["[\(index)]"], kind: .removed, old: before[index]),
                        into: &changes, count: &count)
                }
                for index in (before.count - dropped)..<after.count {
                    record(
                        Change(path: path + ["[\(index)]"], kind: .added, new: after[index]),
                        into: &changes, count: &count)
                }
            } else {
                for index in 0..<max(before.count, after.count) {
                    let itemPath = path + ["[\(index)]"]
                    if index >= after.count {
                        record(
                            Change(path: itemPath, kind: .removed, old: before[index]),
                            into: &changes, count: &count)
                    } else if index >= before.count {
                        record(
                            Change(path: itemPath, kind: .added, new: after[index]),
                            into: &changes, count: &count)
                    } else {
                        compare(
                            before[index], after[index], path: itemPath, into: &changes,
                            count: &count)
                    }
                }
            }
        default:
            record(
                Change(path: path, kind: .changed, old: old, new: new), into: &changes,
                count: &count)
        }
    }

    private static func compareKeyed(
        _ before: [JSONValue], _ oldIDs: [String], _ after: [JSONValue], _ newIDs: [String],
        path: [String], into changes: inout [Change], count: inout Int
    ) {
        let oldIndex = Dictionary(uniqueKeysWithValues: zip(oldIDs, before.indices))
        let newSet = Set(newIDs)
        for (id, value) in zip(oldIDs, before) where !newSet.contains(id) {
            record(
                Change(path: path + ["[id: \(id)]"], kind: .removed, old: value), into: &changes,
                count: &count)
        }
        for (id, value) in zip(newIDs, after) {
            if let index = oldIndex[id] {
                compare(
                    before[index], value, path: path + ["[id: \(id)]"], into: &changes,
                    count: &count)
            } else {
                record(
                    Change(path: path + ["[id: \(id)]"], kind: .added, new: value),
                    into: &changes, count: &count)
            }
        }
        let kept = oldIDs.filter(newSet.contains)
        let keptNew = newIDs.filter { oldIndex[$0] != nil }
        if kept != keptNew {
            record(
                Change(
                    path: path, kind: .reordered, old: .array(kept.map { .string($0) }),
                    new: .array(keptNew.map { .string($0) })), into: &changes, count: &count)
        }
    }
}
