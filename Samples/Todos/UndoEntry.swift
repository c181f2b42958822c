/// How to take back one change to the todo list.
///
/// Each entry stores only what the change touched, so recording it costs O(1) for a change to
/// one todo, whatever the length of the list.
enum UndoEntry: Equatable, Sendable, Codable {
    /// A todo at a position in the list.
    struct Placed: Equatable, Sendable, Codable {
        /// Where the todo was.
        var position: Int
        /// The todo.
        var todo: TodoModel
    }

    /// Take back an addition: remove the todo with this ID.
    case remove(TodoModel.ID)
    /// Take back a change to a todo: put back this earlier version of it. `isTitleEdit` lets
    /// consecutive title edits of one todo (one keystroke each) undo together.
    case restore(TodoModel, isTitleEdit: Bool)
    /// Take back a removal: insert these todos back where they were, in ascending positions.
    case insert([Placed])
}
