// Todos: a terminal todo app composed the Reflow way. An `AppModel` owns a keyed list of
// `TodoModel` children, runs their updates at each todo's place, persists the list
// through an effect in its environment, and is driven either by keys on a terminal or by one
// command per line on standard input. Run it with `swift run todos`.

import Reflow

/// One todo: a title and whether it is done, with its own actions and update.
///
/// A todo knows nothing about the list it is in. Its parent, ``AppModel``, keeps the todos in a
/// ``KeyedList``, runs a todo's actions at the todo's place (`at: todo(id)`, from
/// `Place.items(\Self.todos, tag: Action.todo)`) and handles ``Action/delete`` itself, since
/// only the list can remove an item.
struct TodoModel: ModelProtocol, Identifiable, Codable, Sendable {
    /// The number that identifies a todo; it never changes and is never reused in a file.
    typealias ID = Int

    /// What can happen to one todo.
    enum Action: Sendable, Equatable, Codable {
        /// Marks the todo done, or not done again.
        case toggle
        /// Replaces the title, as typed in a text field; control characters are dropped (see
        /// `String.asTitle`).
        case setTitle(String)
        /// Asks the parent to remove the todo.
        case delete
    }

    /// The todo's stable identifier.
    let id: ID
    /// What to do.
    var title: String
    /// Whether it is done.
    var isCompleted = false

    static func update(
        state: consuming TodoModel,
        action: Action,
        environment: Void
    ) -> Update<TodoModel> {
        switch action {
        case .toggle:
            state.isCompleted.toggle()
        case .setTitle(let title):
            state.title = title.asTitle
        case .delete:
            // The parent removes the todo; the todo itself does not change.
            break
        }
        return Update(state: state)
    }
}

extension TodoModel: CustomStringConvertible {
    /// The todo as a list line shows it: `#1 [x] "Buy milk"`.
    var description: String {
        "#\(id) [\(isCompleted ? "x" : " ")] \(title.debugDescription)"
    }
}
