import Foundation

/// A journal as the inspector reads it: Reflow's journal format (`Journal+Codable.swift` in the
/// library), with actions and states kept as JSON trees, validated as the library validates it.
///
/// Nothing in the file is trusted: every step, interval and count is checked against the
/// others, with arithmetic that cannot overflow, before anything is indexed by it.
struct InspectedJournal {
    /// Which effect fed an action back, as the journal records it.
    struct Effect: Equatable {
        var step: Int?
        var id: String?
        var child: String?
        var isImmediate: Bool

        /// As the library's `RecordedEffect` describes itself: `the effect "save" in
        /// todos[id: 3], started at step 12`, or `Fx.send at step 12`.
        var description: String {
            if isImmediate {
                return "Fx.send" + (step.map { " at step \($0)" } ?? "")
            }
            var text = "the effect"
            if let id { text += " \"\(id)\"" }
            if let child { text += " in \(child)" }
            return text + (step.map { ", started at step \($0)" } ?? "")
        }
    }

    /// One action and where it came from.
    struct Entry {
        /// The step the action leads to.
        var step: Int
        var action: JSONValue
        /// `nil` for an action sent by the user.
        var effect: Effect?

        /// `sent by the user`, or `fed back by` the effect, as the library says it.
        var origin: String {
            effect.map { "fed back by \($0.description)" } ?? "sent by the user"
        }
    }

    /// The model's type name, as the app wrote it.
    var model: String
    var checkpointInterval: Int
    var startStep: Int
    var entries: [Entry]
    /// The states the journal keeps whole: at ``startStep``, then at increasing steps every
    /// ``checkpointInterval`` from it (each of them in a journal without changes, as version 1
    /// has; in a later one with changes, those whose state outweighs the changes before it).
    /// Empty for a journal written without states.
    var checkpoints: [JSONValue]
    /// The step of each of ``checkpoints``.
    var checkpointSteps: [Int]
    /// What each entry's action changed, as the library records it when the model is
    /// `Encodable`: the edits from the state before the step to the state after it; `nil` for a
    /// journal written without them (by an older Reflow, or without states).
    var changes: [[Edit]]?

    /// The step after the last action.
    var endStep: Int { startStep + entries.count }

    /// The state kept whole at a step, if any.
    func checkpoint(at step: Int) -> JSONValue? {
        var low = 0
        var high = checkpointSteps.count
        while low < high {
            let middle = (low + high) / 2
            if checkpointSteps[middle] < step {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < checkpointSteps.count && checkpointSteps[low] == step
            ? checkpoints[low] : nil
    }

    /// The number of checkpoint steps whose state the journal tells: every
    /// ``checkpointInterval``th from the start when its changes rebuild them, else those kept.
    var checkpointCount: Int {
        changes != nil && !checkpoints.isEmpty
            ? entries.count / checkpointInterval + 1 : checkpoints.count
    }

    /// The entry whose action leads to a step; `nil` for the start and for a step outside the
    /// journal.
    func entry(at step: Int) -> Entry? {
        let index = step - startStep - 1
        return entries.indices.contains(index) ? entries[index] : nil
    }
}

/// Why a file is not a journal the inspector reads.
struct JournalFormatError: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }

    init(_ reason: String) {
        self.reason = reason
    }
}

extension InspectedJournal {
    /// The largest step the page can show exactly: JavaScript's numbers are doubles.
    static let largestStep = 9_007_199_254_740_991

    /// Reads and validates a journal.
    ///
    /// - Parameter data: The file's bytes.
    /// - Throws: A ``JournalFormatError`` that says what is wrong, and where.
    init(data: Data) throws(JournalFormatError) {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw JournalFormatError("it is not JSON (\(Self.reason(of: error)))")
        }
        guard let members = root.members else {
            throw JournalFormatError("it is not a JSON object")
        }
        guard let version = members["formatVersion"] else {
            throw JournalFormatError("it has no formatVersion")
        }
        guard let versionNumber = version.integerValue, (1...2).contains(versionNumber) else {
            throw JournalFormatError(
                "it is in format version \(version.brief(limit: 40)); this inspector reads "
                    + "versions 1 and 2")
        }
        model = members["model"]?.stringValue ?? "an unnamed model"
        guard let interval = members["checkpointInterval"]?.integerValue,
            (1...Self.largestStep).contains(interval)
        else {
            throw JournalFormatError("its checkpointInterval is missing or not a whole number ≥ 1")
        }
        guard let start = members["startStep"]?.integerValue,
            (0...Self.largestStep).contains(start)
        else {
            throw JournalFormatError("its startStep is missing or not a whole number ≥ 0")
        }
        checkpointInterval = interval
        startStep = start
        (entries, changes) = try Self.entries(members["entries"], startStep: start)
        guard start <= Self.largestStep - entries.count else {
            throw JournalFormatError("its steps go past \(Self.largestStep)")
        }
        // Version 1 has a checkpoint every interval; so has a later journal without changes.
        (checkpoints, checkpointSteps) = try Self.checkpoints(
            members["checkpoints"], startStep: start, endStep: start + entries.count,
            interval: interval, everyInterval: versionNumber == 1 || changes == nil)
        if checkpoints.isEmpty { changes = nil }
    }

    private static func entries(_ value: JSONValue?, startStep: Int) throws(JournalFormatError)
        -> ([Entry], [[Edit]]?)
    {
        guard case .array(let items)? = value else {
            throw JournalFormatError("it has no entries array")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        var changes: [[Edit]] = []
        for (index, item) in items.enumerated() {
            guard let members = item.members else {
                throw JournalFormatError("entry \(index) is not an object")
            }
            // Checked against the position, never used as an index.
            let expected = startStep.addingReportingOverflow(index + 1)
            guard !expected.overflow, let step = members["step"]?.integerValue,
                step == expected.partialValue
            else {
                throw JournalFormatError(
                    "entry \(index) is at step \(members["step"]?.brief(limit: 40) ?? "none"); "
                        + "expected \(expected.overflow ? "a step" : String(expected.partialValue))"
                )
            }
            guard let action = members["action"] else {
                throw JournalFormatError("entry \(index) has no action")
            }
            var effect: Effect?
            if let value = members["effect"], value != .null {
                effect = try Self.effect(value, entry: index)
            }
            // Every entry's changes, or none.
            switch members["changes"] {
            case nil, .null?:
                guard changes.isEmpty else {
                    throw JournalFormatError(
                        "entry \(index) has no changes, unlike the entries before it")
                }
            case .array(let edits)?:
                guard changes.count == index else {
                    throw JournalFormatError(
                        "entry \(index) has changes, unlike the entries before it")
                }
                var stepEdits: [Edit] = []
                for edit in edits {
                    do throws(JournalFormatError) {
                        stepEdits.append(try Edit(edit))
                    } catch {
                        throw JournalFormatError("entry \(index): \(error.reason)")
                    }
                }
                changes.append(stepEdits)
            case let other?:
                throw JournalFormatError(
                    "the changes of entry \(index) are not an array: \(other.brief(limit: 40))")
            }
            entries.append(Entry(step: step, action: action, effect: effect))
        }
        return (entries, changes.isEmpty ? nil : changes)
    }

    private static func effect(_ value: JSONValue, entry: Int) throws(JournalFormatError) -> Effect
    {
        guard let members = value.members else {
            throw JournalFormatError("the effect of entry \(entry) is not an object")
        }
        func optional<T>(_ key: String, _ read: (JSONValue) -> T?) throws(JournalFormatError)
            -> T?
        {
            guard let value = members[key], value != .null else { return nil }
            guard let read = read(value) else {
                throw JournalFormatError("the effect of entry \(entry) has an invalid \(key)")
            }
            return read
        }
        let isImmediate: Bool
        switch members["isImmediate"] {
        case .bool(let value)?: isImmediate = value
        case nil: isImmediate = false
        default:
            throw JournalFormatError("the effect of entry \(entry) has an invalid isImmediate")
        }
        return Effect(
            step: try optional("step") { $0.integerValue },
            id: try optional("id") { $0.stringValue },
            child: try optional("child") { $0.stringValue },
            isImmediate: isImmediate)
    }

    private static func checkpoints(
        _ value: JSONValue?, startStep: Int, endStep: Int, interval: Int, everyInterval: Bool
    ) throws(JournalFormatError) -> ([JSONValue], [Int]) {
        guard let value, value != .null else { return ([], []) }
        guard case .array(let items) = value else {
            throw JournalFormatError("its checkpoints are not an array")
        }
        guard !items.isEmpty else {
            throw JournalFormatError("its checkpoints are empty; the first is the journal's start")
        }
        var states: [JSONValue] = []
        var steps: [Int] = []
        var expected = startStep
        for (index, item) in items.enumerated() {
            guard let members = item.members else {
                throw JournalFormatError("checkpoint \(index) is not an object")
            }
            let step = members["step"]?.integerValue
            if everyInterval || index == 0 {
                guard let step, step == expected, step <= endStep else {
                    throw JournalFormatError(
                        "checkpoint \(index) is at step \(members["step"]?.brief(limit: 40) ?? "none"); "
                            + "expected step \(expected), every \(interval) steps from the start "
                            + "step \(startStep) to the last step \(endStep)")
                }
            } else {
                // Compared before subtracting: the steps are from 0 to the largest step.
                guard let step, step >= expected, step <= endStep,
                    (step - startStep) % interval == 0
                else {
                    throw JournalFormatError(
                        "checkpoint \(index) is at step \(members["step"]?.brief(limit: 40) ?? "none"); "
                            + "expected a step from \(expected) to the last step \(endStep), a "
                            + "multiple of \(interval) steps from the start step \(startStep)")
                }
            }
            guard let state = members["state"] else {
                throw JournalFormatError("checkpoint \(index) has no state")
            }
            states.append(state)
            steps.append(step!)
            // Past the end, the next checkpoint is refused above; no overflow either way.
            expected = step! > endStep - interval ? endStep + 1 : step! + interval
        }
        return (states, steps)
    }

    private static func reason(of error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            return context.underlyingError.map { "\($0.localizedDescription)" }
                ?? context.debugDescription
        }
        return "\(error.localizedDescription)"
    }
}
