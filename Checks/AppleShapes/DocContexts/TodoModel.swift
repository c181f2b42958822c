import Reflow

// The todo item that README's list example, "Keyed lists" and "Observation and performance in
// SwiftUI" assume.

struct TodoModel: ModelProtocol, Identifiable {
    enum Action: Sendable {
        case toggle
        case setDone(Bool)
    }

    var id: Int
    var title = ""
    var isDone = false

    static func update(
        state: consuming TodoModel, action: Action, environment: Void
    ) -> Update<TodoModel> {
        switch action {
        case .toggle: state.isDone.toggle()
        case .setDone(let isDone): state.isDone = isDone
        }
        return Update(state: state)
    }
}
