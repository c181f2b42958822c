import Foundation

/// The fields of a todo file that ``SavedTodos`` does not know — at the top level and in each
/// todo — so that a save writes them back instead of dropping them: a file shared with a newer
/// version, or another tool, keeps what they added.
///
/// They are kept as JSON values, by todo ID; a todo that was deleted loses its fields with it.
/// `@unchecked Sendable` because the values are immutable JSON values (strings, numbers,
/// booleans, `NSNull`, and arrays and dictionaries of them) that nothing mutates after parsing.
struct UnknownFields: @unchecked Sendable {
    /// Fields of the top-level object other than `version`, `nextID` and `todos`.
    var topLevel: [String: Any] = [:]
    /// Fields of each todo other than `id`, `title` and `isCompleted`, by the todo's ID.
    var todos: [TodoModel.ID: [String: Any]] = [:]

    /// Whether there is nothing to keep.
    var isEmpty: Bool { topLevel.isEmpty && todos.isEmpty }

    private static let knownTopLevel: Set<String> = ["version", "nextID", "todos"]
    private static let knownInTodo: Set<String> = ["id", "title", "isCompleted"]

    /// No fields.
    init() {}

    /// The unknown fields of a file's JSON, which has already decoded as ``SavedTodos``.
    ///
    /// - Parameter data: The file's contents.
    init(in data: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return }
        topLevel = object.filter { !Self.knownTopLevel.contains($0.key) }
        for case let todo as [String: Any] in object["todos"] as? [Any] ?? [] {
            guard let id = todo["id"] as? Int else { continue }
            let extra = todo.filter { !Self.knownInTodo.contains($0.key) }
            if !extra.isEmpty { todos[id] = extra }
        }
    }

    /// The JSON of a ``SavedTodos``, with these fields added back where they were.
    ///
    /// - Parameter encoded: The todos as `JSONEncoder` wrote them.
    /// - Returns: `encoded` itself when there is nothing to add; otherwise the same JSON with
    ///   the fields, pretty-printed with sorted keys.
    func addingFields(to encoded: Data) throws -> Data {
        guard !isEmpty,
            var object = try JSONSerialization.jsonObject(with: encoded) as? [String: Any]
        else { return encoded }
        object.merge(topLevel) { known, _ in known }
        if let list = object["todos"] as? [[String: Any]] {
            object["todos"] = list.map { todo in
                guard let id = todo["id"] as? Int, let extra = todos[id] else { return todo }
                return todo.merging(extra) { known, _ in known }
            }
        }
        return try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }
}

extension UnknownFields: Equatable {
    /// Whether two sets of fields hold the same JSON values.
    static func == (lhs: UnknownFields, rhs: UnknownFields) -> Bool {
        if lhs.isEmpty && rhs.isEmpty { return true }
        return lhs.canonicalJSON == rhs.canonicalJSON
    }

    /// The fields as JSON with sorted keys: equal fields give equal bytes.
    fileprivate var canonicalJSON: Data? {
        let byTodo = Dictionary(uniqueKeysWithValues: todos.map { (String($0.key), $0.value) })
        return try? JSONSerialization.data(
            withJSONObject: ["topLevel": topLevel, "todos": byTodo], options: [.sortedKeys])
    }
}

extension UnknownFields: Codable {
    /// Writes the fields as one string of JSON, for a session journal's states.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(decoding: canonicalJSON ?? Data("{}".utf8), as: UTF8.self))
    }

    /// Reads fields ``encode(to:)`` wrote.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        self.init()
        guard
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
                as? [String: Any]
        else { return }
        topLevel = object["topLevel"] as? [String: Any] ?? [:]
        for (key, value) in object["todos"] as? [String: Any] ?? [:] {
            if let id = TodoModel.ID(key), let fields = value as? [String: Any] {
                todos[id] = fields
            }
        }
    }
}
