import Foundation
import Reflow

// What "Keyed lists" assumes of its list edits: a list of todos whose view hands over SwiftUI's
// `onDelete` and `onMove` as actions.

struct TodoListModel: ModelProtocol {
    enum Action: Sendable {
        case delete(IndexSet)
        case move(IndexSet, Int)
        case clear
    }

    var todos: KeyedList<TodoModel> = []

    static func update(
        state: consuming TodoListModel, action: Action, environment: Void
    ) -> Update<TodoListModel> {
        Update(state: state)
    }
}
