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
