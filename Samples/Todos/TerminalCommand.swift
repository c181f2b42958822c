/// What a key press asks the interactive session to do.
///
/// ``TerminalUI/handle(_:state:)`` decides, as a pure function; the session carries it out. An
/// action goes to the store as it is; a text edit goes through the field's
/// `Binding(state:send:tag:)`, which turns it into an action too.
enum TerminalCommand: Equatable, Sendable {
    /// Send an action to the store.
    case send(AppModel.Action)
    /// Write the "new todo" field.
    case setNewTodoTitle(String)
    /// Write a todo's title field.
    case setTitle(id: TodoModel.ID, String)
    /// Save and leave.
    /// Show the state after a recorded step (the history view).
    case travel(to: Int)
    /// Leave the history view: show the present again.
    case returnToPresent
    case quit
}
