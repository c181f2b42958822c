/// The edits that turn one state into the next, so the page can hold a long journal's states as
/// a few whole ones and the small changes between them, and rebuild any state exactly.
///
/// An edit is a JSON array: `["s", path, value]` sets the value at a path (`[]`, the root, replaces
/// the state), `["d", path]` removes an object's member, and `["p", path, start, count, items]`
/// splices the array at a path. A path holds member names and array indices.
enum StatePatch {
    /// The edits from `old` to `new`.
    static func edits(from old: JSONValue, to new: JSONValue) -> [JSONValue] {
        var edits: [JSONValue] = []
        compare(old, new, path: [], into: &edits)
        return edits
    }

    /// How many items a bounded history dropped from its front (at most four), when `after`
    /// is `before` without them and with items appended; `nil` otherwise.
    static func droppedFromFront(_ before: [JSONValue], _ after: [JSONValue]) -> Int? {
        // An array that kept its first item only had items appended or changed.
        guard before.first != after.first else { return nil }
        for dropped in stride(from: 1, through: min(4, before.count), by: 1)
        where after.count >= before.count - dropped {
            if before[dropped...].elementsEqual(after[..<(before.count - dropped)]) {
                return dropped
            }
        }
        return nil
    }

    private static func set(_ path: [JSONValue], _ value: JSONValue) -> JSONValue {
        .array([.string("s"), .array(path), value])
    }

    private static func splice(
        _ path: [JSONValue], _ start: Int, _ count: Int, _ items: ArraySlice<JSONValue>
    ) -> JSONValue {
        .array([.string("p"), .array(path), .integer(start), .integer(count), .array(Array(items))])
    }

    private static func compare(
        _ old: JSONValue, _ new: JSONValue, path: [JSONValue], into edits: inout [JSONValue]
    ) {
        guard old != new else { return }
        switch (old, new) {
        case (.object(let before), .object(let after)):
            for (key, was) in before {
                if let now = after[key] {
                    compare(was, now, path: path + [.string(key)], into: &edits)
                } else {
                    edits.append(.array([.string("d"), .array(path + [.string(key)])]))
                }
            }
            for (key, now) in after where before[key] == nil {
                edits.append(set(path + [.string(key)], now))
            }
        case (.array(let before), .array(let after)):
            compareArrays(before, after, path: path, into: &edits)
        default:
            edits.append(set(path, new))
        }
    }

    private static func compareArrays(
        _ before: [JSONValue], _ after: [JSONValue], path: [JSONValue],
        into edits: inout [JSONValue]
    ) {
        if let dropped = droppedFromFront(before, after) {
            let kept = before.count - dropped
            edits.append(splice(path, 0, dropped, []))
            edits.append(splice(path, kept, 0, after[kept...]))
            return
        }
        if before.count == after.count {
            for index in before.indices {
                compare(before[index], after[index], path: path + [.integer(index)], into: &edits)
            }
            return
        }
        let shorter = min(before.count, after.count)
        var prefix = 0
        while prefix < shorter, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix,
            before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
        {
            suffix += 1
        }
        edits.append(
            splice(
                path, prefix, before.count - suffix - prefix,
                after[prefix..<(after.count - suffix)]))
    }
}
