import Reflow

/// The contents of a todo file: the todos in display order and the next ID to give out, as the
/// app keeps them in its ``AppModel/file``.
///
/// Its own `Codable` conformance writes every field, the unknown ones too, for a session
/// journal's states; the file is written by ``Reflow/PersistenceFormat/todoFile``.
///
/// On disk it is JSON (see ``Reflow/PersistenceFormat/todoFile``):
///
/// ```json
/// {
///   "nextID" : 3,
///   "todos" : [ { "id" : 1, "isCompleted" : false, "title" : "Buy milk" } ],
///   "version" : 1
/// }
/// ```
struct SavedTodos: Codable, Equatable, Sendable {
    /// The format version this sample writes.
    static let currentVersion = 1

    /// The format version written.
    var version = SavedTodos.currentVersion
    /// The ID the next new todo gets; larger than every ID in ``todos``.
    var nextID: TodoModel.ID = 1
    /// The todos, in display order, by ID.
    var todos = KeyedList<TodoModel>()
    /// The fields of the loaded file that this sample does not know, written back on save.
    var unknownFields = UnknownFields()
}

extension SavedTodos {
    /// Why contents cannot be used, or `nil` when they can: the one set of checks for the file
    /// (``Reflow/PersistenceFormat/todoFile``) and for a session journal's states, so that a
    /// journal cannot hold a list the file would refuse (a next ID that overflows, an ID
    /// repeated).
    static func problem(
        version: Int, nextID: TodoModel.ID, todos: some Sequence<TodoModel>
    ) -> String? {
        problemAndField(version: version, nextID: nextID, todos: todos)?.reason
    }

    /// ``problem(version:nextID:todos:)``, with the field it is about.
    private static func problemAndField(
        version: Int, nextID: TodoModel.ID, todos: some Sequence<TodoModel>
    ) -> (reason: String, field: CodingKeys)? {
        if version > SavedTodos.currentVersion {
            return ("it was written by a newer version (format \(version))", .version)
        }
        if version < 1 {
            return ("its format version \(version) is not valid", .version)
        }
        // Adding a todo takes `nextID` and counts on: the largest ID cannot be handed out.
        guard nextID > 0, nextID < TodoModel.ID.max else {
            return ("its next ID \(nextID) is out of range", .nextID)
        }
        var seen = Set<TodoModel.ID>()
        for todo in todos {
            guard seen.insert(todo.id).inserted else {
                return ("two todos have the ID \(todo.id)", .todos)
            }
            guard todo.id > 0, todo.id < nextID else {
                return ("todo ID \(todo.id) is out of range (next ID is \(nextID))", .todos)
            }
        }
        return nil
    }

    private enum CodingKeys: String, CodingKey {
        case version, nextID, todos, unknownFields
    }

    /// Reads the contents as a journal's state holds them, checked as the file is.
    ///
    /// - Throws: A `DecodingError` with the file's reason when the contents cannot be used.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        nextID = try container.decode(TodoModel.ID.self, forKey: .nextID)
        todos = try container.decode(KeyedList<TodoModel>.self, forKey: .todos)
        unknownFields = try container.decode(UnknownFields.self, forKey: .unknownFields)
        if let problem = Self.problemAndField(version: version, nextID: nextID, todos: todos) {
            throw DecodingError.dataCorruptedError(
                forKey: problem.field, in: container, debugDescription: problem.reason)
        }
    }
}
