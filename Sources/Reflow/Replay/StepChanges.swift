// What each step of a journal changed: the edits that turn the state before an action into the
// state after it, as the states are encoded. Made when a journal is read, by running the
// actions from its start, so that recording costs nothing more: an inspector then shows every
// step's state and change, not only the checkpoints'.

/// The changes of a journal's steps.
///
/// A state is encoded as a tree at each step and compared with the tree before it; a
/// ``KeyedList`` in it is not encoded whole at each step but followed by its change log: the
/// elements the action changed are encoded, and the list's order compared only when an element
/// was inserted, removed or moved. So a toggle in a list of 200,000 items costs the encoding of
/// one item and of the rest of the state.
enum StepChanges {
    /// The edits of each action's step, in order, from `start`; `nil` when the model is not
    /// `Encodable` or a state does not encode.
    ///
    /// - Complexity: One call to the update and one encoding of the state, its keyed lists
    ///   aside, an action.
    static func edits<Model: ModelProtocol>(
        from start: Model, actions: some Sequence<Model.Action>, environment: Model.Environment
    ) -> [[StateEdit]]? {
        var result: [[StateEdit]] = []
        let ran = run(from: start, actions: actions, environment: environment) { _, edits, _ in
            result.append(edits)
        }
        return ran ? result : nil
    }

    /// Runs the actions from `start`, and calls `body` after each with the state it led to,
    /// the edits of its step, and a function that weighs that state (``StateValue/weight``,
    /// a keyed list's items weighed by its first one); `false`, having stopped, when the model
    /// is not `Encodable` or a state does not encode.
    ///
    /// - Complexity: One call to the update and one encoding of the state, its keyed lists
    ///   aside, an action; weighing a state is linear in its size, its keyed lists aside.
    static func run<Model: ModelProtocol>(
        from start: Model, actions: some Sequence<Model.Action>, environment: Model.Environment,
        _ body: (_ state: Model, _ edits: [StateEdit], _ weight: () -> Int) -> Void
    ) -> Bool {
        guard let encodable = start as? any Encodable else { return false }
        let tracker = KeyedListTracker()
        let encoder = StateTreeEncoder(tracker: tracker)
        do {
            tracker.isBaseline = true
            var previous = try encoder.encode(encodable)
            tracker.endStep()
            var state = start
            for action in actions {
                Journal<Model>.run(CollectionOfOne(action), on: &state, environment)
                let encodable: any Encodable = state as! any Encodable
                let next = try encoder.encode(encodable)
                var edits: [StateEdit] = []
                if !compare(previous, next, path: [], tracker: tracker, into: &edits) {
                    // A list the tracker did not encode whole moved in the tree: the whole
                    // state instead.
                    edits = [.set([], try StateTreeEncoder().encode(encodable))]
                }
                body(state, edits, { next.weight + tracker.weightOfLists })
                tracker.endStep()
                previous = next
            }
            return true
        } catch {
            return false
        }
    }

    /// Appends the edits from `old` to `new`; `false` when a tracked list must be written whole
    /// and the tracker cannot.
    static func compare(
        _ old: StateValue, _ new: StateValue, path: [StatePathComponent],
        tracker: KeyedListTracker, into edits: inout [StateEdit]
    ) -> Bool {
        switch (old, new) {
        case (.trackedList(let before, _), .trackedList(let after, _)) where before == after:
            guard let list = tracker.lists[after] else { return false }
            for edit in list.edits {
                edits.append(edit.prefixed(by: path))
            }
            return true
        case (.object(let before), .object(let after)):
            guard before != after else { return true }
            for key in before.keys.sorted() {
                if let now = after[key] {
                    guard
                        compare(
                            before[key]!, now, path: path + [.key(key)], tracker: tracker,
                            into: &edits)
                    else { return false }
                } else {
                    edits.append(.remove(path + [.key(key)]))
                }
            }
            for key in after.keys.sorted() where before[key] == nil {
                guard let value = tracker.resolved(after[key]!) else { return false }
                edits.append(.set(path + [.key(key)], value))
            }
            return true
        case (.array(let before), .array(let after)):
            guard before != after else { return true }
            if let dropped = droppedFromFront(before, after) {
                // A bounded history: its oldest items dropped, new ones appended.
                let kept = before.count - dropped
                edits.append(.splice(path, at: 0, removing: dropped, inserting: []))
                var appended: [StateValue] = []
                for value in after[kept...] {
                    guard let value = tracker.resolved(value) else { return false }
                    appended.append(value)
                }
                edits.append(.splice(path, at: kept, removing: 0, inserting: appended))
                return true
            }
            if before.count == after.count {
                for index in before.indices {
                    guard
                        compare(
                            before[index], after[index], path: path + [.index(index)],
                            tracker: tracker, into: &edits)
                    else { return false }
                }
                return true
            }
            let shorter = Swift.min(before.count, after.count)
            var prefix = 0
            while prefix < shorter, before[prefix] == after[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < shorter - prefix,
                before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
            {
                suffix += 1
            }
            var inserted: [StateValue] = []
            for value in after[prefix..<(after.count - suffix)] {
                guard let value = tracker.resolved(value) else { return false }
                inserted.append(value)
            }
            edits.append(
                .splice(
                    path, at: prefix, removing: before.count - suffix - prefix,
                    inserting: inserted))
            return true
        default:
            guard old != new else { return true }
            guard let value = tracker.resolved(new) else { return false }
            edits.append(.set(path, value))
            return true
        }
    }
}

extension StepChanges {
    /// How many items a bounded history dropped from its front (at most four), when `after` is
    /// `before` without them and with items appended; `nil` otherwise. Compared item by item,
    /// such an array would have every item changed.
    static func droppedFromFront(_ before: [StateValue], _ after: [StateValue]) -> Int? {
        // An array that kept its first item only had items appended or changed.
        guard before.first != after.first else { return nil }
        for dropped in stride(from: 1, through: Swift.min(4, before.count), by: 1)
        where after.count >= before.count - dropped {
            if before[dropped...].elementsEqual(after[..<(before.count - dropped)]) {
                return dropped
            }
        }
        return nil
    }
}

extension StateEdit {
    /// The edit with its path under `prefix`.
    func prefixed(by prefix: [StatePathComponent]) -> StateEdit {
        guard !prefix.isEmpty else { return self }
        switch self {
        case .set(let path, let value): return .set(prefix + path, value)
        case .remove(let path): return .remove(prefix + path)
        case .splice(let path, let at, let removing, let inserting):
            return .splice(prefix + path, at: at, removing: removing, inserting: inserting)
        }
    }
}

/// Follows the keyed lists of a state from one step's encoding to the next by their change
/// logs (``KeyedList/changedIDs(since:)``): a list is encoded as a placeholder, with the edits
/// from its encoding at the step before.
final class KeyedListTracker {
    /// A list followed at one coding path.
    class Tracked {
        /// The placeholder's number.
        let number: Int
        /// The edits since the last step, their paths from the list.
        var edits: [StateEdit] = []
        /// The list whole, when it was first seen at this step (it has no edits).
        var whole: StateValue?
        /// Whether the list was encoded at the current step.
        var isSeen = true
        /// The number of steps that changed the list since it was first seen.
        var revision = 0
        /// The number of elements, at the current step.
        var count = 0
        /// The weight of one element (``StateValue/weight``, the first one's), 0 until the
        /// list has one.
        var elementWeight = 0

        init(number: Int) {
            self.number = number
        }
    }

    /// A list of elements with IDs of one type.
    final class TrackedList<ID: Hashable>: Tracked {
        /// The point of the list's change log at the last step.
        var mark: KeyedListChangeMark
        /// The IDs of the list at the last step, in order.
        var ids: [ID]

        init(number: Int, mark: KeyedListChangeMark, ids: [ID]) {
            self.mark = mark
            self.ids = ids
            super.init(number: number)
        }
    }

    /// The lists, by the text of their coding path.
    private var byPath: [String: Tracked] = [:]
    /// The lists, by their placeholder's number.
    private(set) var lists: [Int: Tracked] = [:]
    private var nextNumber = 0
    /// Whether the state encoded is the start's, compared with nothing: its lists are not
    /// encoded whole.
    var isBaseline = false

    /// The weight of the lists followed at the current step, each weighed as its number of
    /// elements times the weight of its first.
    var weightOfLists: Int {
        lists.values.reduce(0) { $0 + 1 + $1.count * $1.elementWeight }
    }

    /// Forgets the lists the step did not encode, and readies the others for the next.
    func endStep() {
        isBaseline = false
        for (path, list) in byPath where !list.isSeen {
            byPath[path] = nil
            lists[list.number] = nil
        }
        for list in byPath.values {
            list.isSeen = false
        }
    }

    /// A tree with its placeholders replaced by their lists; `nil` when a list is not at hand.
    func resolved(_ value: StateValue) -> StateValue? {
        switch value {
        case .trackedList(let number, _): return lists[number]?.whole
        case .array(let items):
            var resolved: [StateValue] = []
            resolved.reserveCapacity(items.count)
            for item in items {
                guard let item = self.resolved(item) else { return nil }
                resolved.append(item)
            }
            return .array(resolved)
        case .object(let members):
            var resolved: [String: StateValue] = [:]
            for (key, member) in members {
                guard let member = self.resolved(member) else { return nil }
                resolved[key] = member
            }
            return .object(resolved)
        default: return value
        }
    }

    /// Encodes a keyed list as a placeholder, with its edits since the step before.
    func encode<Element: Identifiable & Encodable>(
        _ list: KeyedList<Element>, into encoding: TreeEncoding
    ) throws {
        let path = encoding.codingPath.map { $0.intValue.map { "#\($0)" } ?? $0.stringValue }
            .joined(separator: "\u{1F}")
        let encoder = StateTreeEncoder()
        let tracked: TrackedList<Element.ID>
        if let known = byPath[path] as? TrackedList<Element.ID> {
            tracked = known
            tracked.whole = nil
            tracked.edits = try edits(of: list, since: tracked, encoder: encoder)
        } else {
            nextNumber += 1
            tracked = TrackedList(number: nextNumber, mark: list.changeMark, ids: list.ids)
            if let replaced = byPath[path] {
                lists[replaced.number] = nil
            }
            byPath[path] = tracked
            lists[tracked.number] = tracked
            tracked.whole = isBaseline ? nil : try encoder.encode(list.elements)
        }
        tracked.isSeen = true
        tracked.mark = list.changeMark
        tracked.count = list.storage.count
        if tracked.elementWeight == 0, let first = list.storage.first {
            tracked.elementWeight = try encoder.encode(first).weight
        }
        if !tracked.edits.isEmpty {
            tracked.revision += 1
        }
        encoding.node.content = .value(
            .trackedList(tracked.number, revision: tracked.revision))
    }

    /// The edits from the list as it was at the last step to the list now, their paths from the
    /// list; `tracked.ids` becomes the list's IDs.
    private func edits<Element: Identifiable & Encodable>(
        of list: KeyedList<Element>, since tracked: TrackedList<Element.ID>,
        encoder: StateTreeEncoder
    ) throws -> [StateEdit] {
        guard let changed = list.changedIDs(since: tracked.mark) else {
            tracked.ids = list.ids
            return [.set([], try encoder.encode(list.elements))]
        }
        guard !changed.isEmpty else { return [] }
        var positions: [Int] = []
        var moved = list.storage.count != tracked.ids.count
        for id in changed where !moved {
            if let position = list.positions[id], tracked.ids[position] == id {
                positions.append(position)
            } else {
                moved = true
            }
        }
        var edits: [StateEdit] = []
        var changedRange = 0..<0
        if moved {
            // Inserted, removed or moved: one splice from the first ID out of place to the last.
            let ids = list.ids
            let old = tracked.ids
            let shorter = Swift.min(old.count, ids.count)
            var prefix = 0
            while prefix < shorter, old[prefix] == ids[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < shorter - prefix,
                old[old.count - 1 - suffix] == ids[ids.count - 1 - suffix]
            {
                suffix += 1
            }
            changedRange = prefix..<(ids.count - suffix)
            edits.append(
                .splice(
                    [], at: prefix, removing: old.count - suffix - prefix,
                    inserting: try list.storage[changedRange].map { try encoder.encode($0) }))
            tracked.ids = ids
            positions = changed.compactMap { list.positions[$0] }
        }
        for position in Set(positions).sorted() where !changedRange.contains(position) {
            edits.append(.set([.index(position)], try encoder.encode(list.storage[position])))
        }
        return edits
    }
}
