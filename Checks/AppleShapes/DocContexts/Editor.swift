import Reflow

// An editor child, as several articles use it.

struct EditorModel: ModelProtocol {
    enum Action: Sendable { case setTitle(String) }
    struct Environment: Sendable {}

    var title = ""

    static func update(
        state: consuming EditorModel, action: Action, environment: Environment
    ) -> Update<EditorModel> {
        switch action {
        case .setTitle(let title): state.title = title
        }
        return Update(state: state)
    }
}
