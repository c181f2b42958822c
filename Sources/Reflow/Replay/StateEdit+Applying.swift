import Foundation

// Rebuilding a state from a journal's changes: the edits applied to the tree of the state
// before them, and a tree read back as the model. A journal with each step's changes keeps few
// whole states; the others are rebuilt this way (`Journal.checkpoint(at:)`).

/// Why an edit does not apply to a tree: the path leads nowhere, or to a value of another kind.
struct StateEditFailure: Error, CustomStringConvertible {
    var description: String
}

extension StateValue {
    /// Applies an edit in place.
    ///
    /// - Throws: A ``StateEditFailure`` saying where the edit does not apply; the tree is then
    ///   left as it was.
    mutating func apply(_ edit: StateEdit) throws(StateEditFailure) {
        switch edit {
        case .set(let path, let value):
            guard let last = path.last else {
                self = value
                return
            }
            let done = modify(at: path.dropLast()[...]) { parent -> Bool in
                // Bound out of `parent`, then `parent` emptied: changed in place, not copied.
                // (Matched alone, not in a tuple, which would hold a second reference.)
                switch last {
                case .key(let key):
                    guard case .object(var members) = parent else { return false }
                    parent = .null
                    members[key] = value
                    parent = .object(members)
                    return true
                case .index(let index):
                    guard case .array(var items) = parent, index < items.count else {
                        return false
                    }
                    parent = .null
                    items[index] = value
                    parent = .array(items)
                    return true
                }
            }
            guard done == true else {
                throw StateEditFailure(description: "no value to set at \(Self.text(of: path))")
            }
        case .remove(let path):
            guard case .key(let key) = path.last else {
                throw StateEditFailure(description: "a change removes an item by its index")
            }
            let done = modify(at: path.dropLast()[...]) { parent -> Bool in
                guard case .object(var members) = parent, members[key] != nil else {
                    return false
                }
                parent = .null
                members[key] = nil
                parent = .object(members)
                return true
            }
            guard done == true else {
                throw StateEditFailure(description: "no member to remove at \(Self.text(of: path))")
            }
        case .splice(let path, let at, let removing, let inserting):
            let done = modify(at: path[...]) { array -> Bool in
                guard case .array(var items) = array, at <= items.count,
                    removing <= items.count - at
                else { return false }
                array = .null
                items.replaceSubrange(at..<(at + removing), with: inserting)
                array = .array(items)
                return true
            }
            guard done == true else {
                throw StateEditFailure(
                    description: "no array of at least \(at + removing) items at "
                        + Self.text(of: path))
            }
        }
    }

    /// Calls `body` with the value at a path, in place; `nil` when the path leads to no value.
    private mutating func modify<Result>(
        at path: ArraySlice<StatePathComponent>, _ body: (inout StateValue) -> Result
    ) -> Result? {
        guard let first = path.first else { return body(&self) }
        // Bound out of `self`, then `self` emptied: the container is changed in place, not
        // copied. (Matched alone, not in a tuple, which would hold a second reference.)
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

    /// A path as the journal writes it: `["todos", 3, "title"]`.
    private static func text(of path: [StatePathComponent]) -> String {
        "["
            + path.map {
                switch $0 {
                case .key(let key): "\"\(key)\""
                case .index(let index): String(index)
                }
            }.joined(separator: ", ") + "]"
    }

    /// The number of values in the tree, containers included: what a state weighs against the
    /// changes that would rebuild it.
    ///
    /// - Complexity: O(*n*), *n* the values.
    var weight: Int {
        switch self {
        case .array(let items): items.reduce(1) { $0 + $1.weight }
        case .object(let members): members.values.reduce(1) { $0 + $1.weight }
        default: 1
        }
    }

    /// The model this tree is the encoding of, read back as `JSONDecoder` reads it with its
    /// default strategies: the shapes ``StateTreeEncoder`` writes. `nil` when the model is not
    /// `Decodable` or the tree does not decode as it.
    func decoded<Model>(as model: Model.Type) -> Model? {
        // Found at run time, as a journal's states are (see Journal+Codable.swift).
        guard let type = Model.self as? any Decodable.Type,
            let data = try? JSONEncoder().encode(self),
            let value = try? JSONDecoder().decode(type, from: data)
        else { return nil }
        return value as? Model
    }
}

extension StateEdit {
    /// The number of values the edit writes, and one for where: what it weighs against a state.
    var weight: Int {
        switch self {
        case .set(_, let value): 1 + value.weight
        case .remove: 1
        case .splice(_, _, _, let inserting): inserting.reduce(1) { $0 + $1.weight }
        }
    }
}
