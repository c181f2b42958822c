import Reflow

/// The contents of a todo file: the todos in display order and the next ID to give out, as the
/// app keeps them in its ``AppModel/file``.
///
/// The file is Reflow's JSON format for a document (``Reflow/PersistenceFormat/jsonDocument``):
/// a newer version's fields are kept and written back, a newer format is refused, the list is
/// written in bounded memory, and ``validate()`` checks what is read, in the file and in a
/// session journal's states alike.
///
/// ```json
/// {
///   "nextID" : 3,
///   "todos" : [ { "id" : 1, "isCompleted" : false, "title" : "Buy milk" } ],
///   "version" : 1
/// }
/// ```
struct SavedTodos: JSONDocument, Equatable, Sendable {
    /// The format version this sample writes.
    static let version = 1
    /// The list the file holds.
    static var list: WritableKeyPath<SavedTodos, KeyedList<TodoModel>> { \.todos }

    /// The ID the next new todo gets; larger than every ID in ``todos``.
    var nextID: TodoModel.ID = 1
    /// The todos, in display order, by ID.
    var todos = KeyedList<TodoModel>()
    /// The fields of the loaded file that this sample does not know, written back on save.
    var unknownFields = UnknownFields<TodoModel>()

    /// Refuses contents whose IDs are out of range: adding a todo takes ``nextID`` and counts
    /// on, so the largest ID cannot be handed out, and no todo may hold an ID to come.
    func validate() throws(InvalidDocument) {
        guard nextID > 0, nextID < TodoModel.ID.max else {
            throw InvalidDocument("its next ID \(nextID) is out of range", field: "nextID")
        }
        for todo in todos where todo.id <= 0 || todo.id >= nextID {
            throw InvalidDocument(
                "todo ID \(todo.id) is out of range (next ID is \(nextID))", field: "todos")
        }
    }
}

extension PersistenceFormat where Value == SavedTodos {
    /// The todo file's format.
    static var todoFile: PersistenceFormat { .jsonDocument }
}
