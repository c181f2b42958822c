import Foundation

/// The fields of a todo file that ``SavedTodos`` does not know — at the top level and in each
/// todo — so that a save writes them back instead of dropping them: a file shared with a newer
/// version, or another tool, keeps what they added.
///
/// They are kept as ``JSONValue``s, by todo ID; a todo that was deleted loses its fields with
/// it. The file format reads them in the same pass as the known fields, and writes them in the
/// same pass too (see ``Reflow/PersistenceFormat/todoFile``): a file is parsed once, however
/// large.
struct UnknownFields: Equatable, Sendable {
    /// Fields of the top-level object other than `version`, `nextID` and `todos`.
    var topLevel: [String: JSONValue] = [:]
    /// Fields of each todo other than `id`, `title` and `isCompleted`, by the todo's ID.
    var todos: [TodoModel.ID: [String: JSONValue]] = [:]

    /// Whether there is nothing to keep.
    var isEmpty: Bool { topLevel.isEmpty && todos.isEmpty }

    /// The fields of the top-level object the file format knows.
    static let knownTopLevel: Set<String> = ["version", "nextID", "todos"]
    /// The fields of a todo the file format knows.
    static let knownInTodo: Set<String> = ["id", "title", "isCompleted"]

    /// No fields.
    init() {}
}

extension UnknownFields: Codable {
    /// The fields as a journal's state holds them, inside its one string.
    private struct Canonical: Codable {
        var topLevel: [String: JSONValue] = [:]
        var todos: [String: [String: JSONValue]] = [:]

        init(topLevel: [String: JSONValue], todos: [String: [String: JSONValue]]) {
            self.topLevel = topLevel
            self.todos = todos
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            topLevel = try container.decodeIfPresent(type(of: topLevel), forKey: .topLevel) ?? [:]
            todos = try container.decodeIfPresent(type(of: todos), forKey: .todos) ?? [:]
        }
    }

    /// Writes the fields as one string of JSON with sorted keys, for a session journal's
    /// states: equal fields give equal strings.
    func encode(to encoder: any Encoder) throws {
        let canonical = Canonical(
            topLevel: topLevel,
            todos: Dictionary(uniqueKeysWithValues: todos.map { (String($0.key), $0.value) }))
        let json = JSONEncoder()
        json.outputFormatting = [.sortedKeys]
        var container = encoder.singleValueContainer()
        try container.encode(String(decoding: try json.encode(canonical), as: UTF8.self))
    }

    /// Reads fields ``encode(to:)`` wrote.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let canonical = try JSONDecoder().decode(Canonical.self, from: Data(text.utf8))
        self.init()
        // A file's known fields are never unknown ones: the save would write them twice.
        topLevel = canonical.topLevel.filter { !Self.knownTopLevel.contains($0.key) }
        for (key, fields) in canonical.todos {
            let unknown = fields.filter { !Self.knownInTodo.contains($0.key) }
            if let id = TodoModel.ID(key), !unknown.isEmpty {
                todos[id] = unknown
            }
        }
    }
}
