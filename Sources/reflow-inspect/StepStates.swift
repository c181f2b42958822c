/// Every state the inspector can show, in order, each with what changed since the one before:
/// every step's, from the start and each entry's recorded changes (a journal written by a
/// Reflow that records them, or one with a checkpoint at every step), or else the checkpoints'.
///
/// The recorded changes are applied to the start, one step after the other, in place; at each
/// checkpoint the state reached is compared with the one recorded, and the recorded one is
/// shown from there on when they differ (a journal edited by hand, or encoded with other
/// strategies than the changes were).
extension InspectedJournal {
    /// One edit of a step's recorded changes (the library's `StateEdit`).
    enum Edit: Equatable {
        case set([PathComponent], JSONValue)
        case remove([PathComponent])
        case splice([PathComponent], at: Int, removing: Int, inserting: [JSONValue])
    }

    /// A member name or an array's index.
    enum PathComponent: Equatable {
        case key(String)
        case index(Int)

        var json: JSONValue {
            switch self {
            case .key(let key): .string(key)
            case .index(let index): .integer(index)
            }
        }
    }

    /// Whether the page shows every step's state, not only the checkpoints'.
    var hasEveryState: Bool {
        !checkpoints.isEmpty && (changes != nil || checkpointInterval == 1)
    }

    /// The steps from one state shown to the next.
    var stateStride: Int { hasEveryState ? 1 : checkpointInterval }

    /// The number of states shown.
    var stateCount: Int {
        hasEveryState ? entries.count + 1 : checkpoints.count
    }

    /// A state shown, and how it came from the one before.
    struct ShownState {
        /// The step.
        var step: Int
        var state: JSONValue
        /// The page's edits from the state before (the format of ``StatePatch``); `nil` for
        /// the first and for a state that must be held whole (it differs from what the edits
        /// give).
        var edits: [JSONValue]?
        /// What changed since the state before, at most ``StateDiff/limit``.
        var changes: [StateDiff.Change]
        /// The number of changes in all.
        var changeCount: Int
        /// The number of bytes of the state's JSON text (``JSONValue/byteCount``), kept up to
        /// date edit by edit rather than counted whole at each step.
        var byteCount: Int
    }

    /// Calls `body` with each state shown, in order, up to `last` when given.
    ///
    /// - Throws: A ``JournalFormatError`` when a step's changes do not apply to its state.
    func forEachState(
        through last: Int? = nil, _ body: (ShownState) -> Void
    ) throws(JournalFormatError) {
        guard let start = checkpoints.first else { return }
        let end = Swift.min(last ?? endStep, endStep)
        var size = start.byteCount
        body(
            ShownState(
                step: startStep, state: start, edits: nil, changes: [], changeCount: 0,
                byteCount: size))
        guard let changes else {
            // The checkpoints, and the differences between them.
            for index in checkpoints.indices.dropFirst() {
                let step = startStep + index * checkpointInterval
                guard step <= end else { return }
                let (list, count) = StateDiff.changes(
                    from: checkpoints[index - 1], to: checkpoints[index])
                body(
                    ShownState(
                        step: step, state: checkpoints[index],
                        edits: StatePatch.edits(
                            from: checkpoints[index - 1], to: checkpoints[index]),
                        changes: list, changeCount: count, byteCount: checkpoints[index].byteCount))
            }
            return
        }
        var state = start
        var step = startStep
        while step < end {
            step += 1
            let edits = changes[step - startStep - 1]
            var list: [StateDiff.Change] = []
            var count = 0
            for edit in edits {
                do throws(JournalFormatError) {
                    try state.apply(edit, noting: &list, count: &count, size: &size)
                } catch {
                    throw JournalFormatError(
                        "the changes of step \(step) do not apply to its state: \(error.reason)")
                }
            }
            var pageEdits: [JSONValue]? = edits.map(\.pageEdit)
            if let recorded = checkpoint(at: step), recorded != state {
                // The recorded state is the truth from here on: the page holds it whole.
                pageEdits = nil
                state = recorded
                size = recorded.byteCount
            }
            body(
                ShownState(
                    step: step, state: state, edits: pageEdits, changes: list, changeCount: count,
                    byteCount: size))
        }
    }
}

extension InspectedJournal.Edit {
    /// The edit as the page applies it: `["s", path, value]`, `["d", path]` or
    /// `["p", path, start, count, items]` (see ``StatePatch``).
    var pageEdit: JSONValue {
        switch self {
        case .set(let path, let value):
            .array([.string("s"), .array(path.map(\.json)), value])
        case .remove(let path):
            .array([.string("d"), .array(path.map(\.json))])
        case .splice(let path, let at, let removing, let inserting):
            .array([
                .string("p"), .array(path.map(\.json)), .integer(at), .integer(removing),
                .array(inserting),
            ])
        }
    }

    /// Reads an edit as the library writes it: `["s", path, value]`, `["d", path]` or
    /// `["p", path, index, count, items]`, or, in format version 1, an object with member names.
    init(_ value: JSONValue) throws(JournalFormatError) {
        if case .array(let items) = value {
            try self.init(items)
            return
        }
        guard let members = value.members else {
            throw JournalFormatError("a change is not an array or an object")
        }
        func path(_ key: String) throws(JournalFormatError) -> [InspectedJournal.PathComponent]? {
            guard let value = members[key] else { return nil }
            return try Self.path(value)
        }
        if let target = try path("set") {
            guard let value = members["to"] else { throw JournalFormatError("a set has no value") }
            self = .set(target, value)
        } else if let target = try path("remove") {
            guard !target.isEmpty else { throw JournalFormatError("a change removes the state") }
            self = .remove(target)
        } else if let target = try path("splice") {
            guard let at = members["at"]?.integerValue, at >= 0,
                let removing = members["removing"]?.integerValue, removing >= 0,
                case .array(let inserting)? = members["inserting"]
            else {
                throw JournalFormatError("a splice needs an index, a count and the items inserted")
            }
            self = .splice(target, at: at, removing: removing, inserting: inserting)
        } else {
            throw JournalFormatError("a change is none of set, remove and splice")
        }
    }
}

extension InspectedJournal.Edit {
    /// Reads an edit written as an array.
    private init(_ items: [JSONValue]) throws(JournalFormatError) {
        guard items.count >= 2, let kind = items[0].stringValue else {
            throw JournalFormatError("a change has no kind and path")
        }
        let path = try Self.path(items[1])
        switch (kind, items.count) {
        case ("s", 3):
            self = .set(path, items[2])
        case ("d", 2):
            guard !path.isEmpty else { throw JournalFormatError("a change removes the state") }
            self = .remove(path)
        case ("p", 5):
            guard let at = items[2].integerValue, at >= 0, let removing = items[3].integerValue,
                removing >= 0, case .array(let inserting) = items[4]
            else {
                throw JournalFormatError("a splice needs an index, a count and the items inserted")
            }
            self = .splice(path, at: at, removing: removing, inserting: inserting)
        default:
            throw JournalFormatError(
                "a change is none of set, remove and splice: \(JSONValue.array(items).brief(limit: 40))"
            )
        }
    }

    /// Reads a change's path: member names and indices.
    private static func path(_ value: JSONValue) throws(JournalFormatError)
        -> [InspectedJournal.PathComponent]
    {
        guard case .array(let items) = value else {
            throw JournalFormatError("a change's path is not an array")
        }
        var path: [InspectedJournal.PathComponent] = []
        for item in items {
            if let key = item.stringValue {
                path.append(.key(key))
            } else if let index = item.integerValue, index >= 0 {
                path.append(.index(index))
            } else {
                throw JournalFormatError("a change's path holds \(item.brief(limit: 40))")
            }
        }
        return path
    }
}

extension JSONValue {
    /// Applies an edit in place, appending what it changed, and keeping `size`, the bytes of
    /// the value's JSON text, up to date: counting what the edit removes and adds, not the
    /// whole value.
    mutating func apply(
        _ edit: InspectedJournal.Edit, noting changes: inout [StateDiff.Change], count: inout Int,
        size: inout Int
    ) throws(JournalFormatError) {
        switch edit {
        case .set(let path, let value):
            guard let last = path.last else {
                note(
                    StateDiff.changes(from: self, to: value), under: [], into: &changes,
                    count: &count)
                self = value
                size = value.byteCount
                return
            }
            let names = self.names(of: path, newElement: value)
            let done = modify(at: path.dropLast()[...]) { parent -> Bool in
                // Bound out of `parent`, then `parent` emptied: the container is changed in
                // place, not copied.
                switch last {
                case .key(let key):
                    guard case .object(var members) = parent else { return false }
                    parent = .null
                    if let old = members[key] {
                        note(
                            StateDiff.changes(from: old, to: value), under: names, into: &changes,
                            count: &count)
                        size += value.byteCount - old.byteCount
                    } else {
                        // The member, and a comma before it unless it is the only one.
                        size +=
                            JSONValue.byteCount(ofMember: key, value) + (members.isEmpty ? 0 : 1)
                        note(
                            (
                                changes: [StateDiff.Change(path: [], kind: .added, new: value)],
                                count: 1
                            ),
                            under: names, into: &changes, count: &count)
                    }
                    members[key] = value
                    parent = .object(members)
                    return true
                case .index(let index):
                    guard case .array(var items) = parent, index < items.count else { return false }
                    parent = .null
                    note(
                        StateDiff.changes(from: items[index], to: value), under: names,
                        into: &changes, count: &count)
                    size += value.byteCount - items[index].byteCount
                    items[index] = value
                    parent = .array(items)
                    return true
                }
            }
            guard done == true else { throw JournalFormatError("no value at \(text(of: path))") }
        case .remove(let path):
            guard case .key(let key) = path.last else {
                throw JournalFormatError("a change removes an item by its index")
            }
            let names = self.names(of: path)
            let done = modify(at: path.dropLast()[...]) { parent -> Bool in
                guard case .object(var members) = parent, let old = members[key] else {
                    return false
                }
                parent = .null
                note(
                    (changes: [StateDiff.Change(path: [], kind: .removed, old: old)], count: 1),
                    under: names, into: &changes, count: &count)
                size -= JSONValue.byteCount(ofMember: key, old) + (members.count > 1 ? 1 : 0)
                members[key] = nil
                parent = .object(members)
                return true
            }
            guard done == true else { throw JournalFormatError("no member at \(text(of: path))") }
        case .splice(let path, let at, let removing, let inserting):
            let names = self.names(of: path)
            let done = modify(at: path[...]) { array -> Bool in
                guard case .array(var items) = array, at <= items.count,
                    removing <= items.count - at
                else { return false }
                let old = array
                array = .null
                let commasBefore = Swift.max(items.count - 1, 0)
                size -= items[at..<(at + removing)].reduce(0) { $0 + $1.byteCount }
                items.replaceSubrange(at..<(at + removing), with: inserting)
                size +=
                    inserting.reduce(0) { $0 + $1.byteCount } + Swift.max(items.count - 1, 0)
                    - commasBefore
                let new = JSONValue.array(items)
                note(
                    StateDiff.changes(from: old, to: new), under: names, into: &changes,
                    count: &count)
                array = new
                return true
            }
            guard done == true else {
                throw JournalFormatError(
                    "no array with \(at + removing) items at \(text(of: path))")
            }
        }
    }

    /// Calls `body` with the value at a path, in place; `nil` when the path leads to no value.
    mutating func modify<Result>(
        at path: ArraySlice<InspectedJournal.PathComponent>, _ body: (inout JSONValue) -> Result
    ) -> Result? {
        guard let first = path.first else { return body(&self) }
        switch first {
        case .key(let key):
            guard case .object(var members) = self, members[key] != nil else { return nil }
            self = .null
            let result = members[key]!.modify(at: path.dropFirst(), body)
            self = .object(members)
            return result
        case .index(let index):
            guard case .array(var items) = self, index < items.count else { return nil }
            self = .null
            let result = items[index].modify(at: path.dropFirst(), body)
            self = .array(items)
            return result
        }
    }

    /// The names of a path's components as the diff writes them: an array's item by its ID
    /// (`[id: 3]`) when it is an object with one, else by its index.
    func names(of path: [InspectedJournal.PathComponent], newElement: JSONValue? = nil)
        -> [String]
    {
        var names: [String] = []
        var node: JSONValue? = self
        for (offset, component) in path.enumerated() {
            switch component {
            case .key(let key):
                names.append(key)
                node = node?.members?[key]
            case .index(let index):
                var item: JSONValue?
                if case .array(let items)? = node, index < items.count { item = items[index] }
                let isLast = offset == path.count - 1
                if let id = Self.id(of: item),
                    !isLast || newElement == nil || Self.id(of: newElement) == id
                {
                    names.append("[id: \(id)]")
                } else {
                    names.append("[\(index)]")
                }
                node = item
            }
        }
        return names
    }

    /// The `id` of an object, as the diff names a keyed item.
    private static func id(of value: JSONValue?) -> String? {
        guard let id = value?.members?["id"] else { return nil }
        switch id {
        case .integer, .number, .string, .bool: return id.brief(limit: 60)
        default: return nil
        }
    }

    private func text(of path: [InspectedJournal.PathComponent]) -> String {
        StateDiff.text(of: names(of: path))
    }
}

/// Appends changes found under a path, keeping at most ``StateDiff/limit``.
private func note(
    _ found: (changes: [StateDiff.Change], count: Int), under path: [String],
    into changes: inout [StateDiff.Change], count: inout Int
) {
    count += found.count
    for var change in found.changes where changes.count < StateDiff.limit {
        change.path = path + change.path
        changes.append(change)
    }
}
