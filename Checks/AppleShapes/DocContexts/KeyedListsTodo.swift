import Reflow
import SwiftUI

// What "Keyed lists" assumes of its todos: an item model, the environment that hands it its
// dependencies, and a row view.

struct TodoModel: ModelProtocol, Identifiable {
    enum Action: Sendable { case toggle }
    struct Environment: Sendable {}

    var id: Int
    var title: String
    var isDone = false

    static func update(
        state: consuming TodoModel, action: Action, environment: Environment
    ) -> Update<TodoModel> {
        state.isDone.toggle()
        return Update(state: state)
    }
}

struct AppEnvironment: Sendable {
    var todo = TodoModel.Environment()
}

struct TodoRow: View {
    let store: ViewStore<TodoModel>

    var body: some View { Text(store.state.title) }
}
