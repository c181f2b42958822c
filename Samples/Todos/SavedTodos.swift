/// The contents of a todo file: the todos in display order and the next ID to give out.
///
/// On disk it is JSON:
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

    /// The format version of the file.
    var version = SavedTodos.currentVersion
    /// The ID the next new todo gets; larger than every ID in ``todos``.
    var nextID: TodoModel.ID
    /// The todos, in display order.
    var todos: [TodoModel]

    /// Why these contents cannot be used, or `nil` when they can.
    var problem: String? {
        if version > SavedTodos.currentVersion {
            return "it was written by a newer version (format \(version))"
        }
        if version < 1 {
            return "its format version \(version) is not valid"
        }
        // Adding a todo takes `nextID` and counts on: the largest ID cannot be handed out.
        guard nextID > 0, nextID < TodoModel.ID.max else {
            return "its next ID \(nextID) is out of range"
        }
        var seen = Set<TodoModel.ID>()
        for todo in todos {
            guard seen.insert(todo.id).inserted else {
                return "two todos have the ID \(todo.id)"
            }
            guard todo.id > 0, todo.id < nextID else {
                return "todo ID \(todo.id) is out of range (next ID is \(nextID))"
            }
        }
        return nil
    }
}
