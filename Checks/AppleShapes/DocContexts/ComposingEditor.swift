import Reflow
import SwiftUI

// What "Composing components" assumes: a parent that holds an editor, the editor's view, and an
// environment with the editor's dependencies.

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

struct AppEnvironment: Sendable {
    var editor = EditorModel.Environment()
}

struct AppModel: ModelProtocol {
    enum Action: Sendable {
        case editor(EditorModel.Action)
        case close
    }
    typealias Environment = AppEnvironment

    var editor = EditorModel()

    static func update(
        state: consuming AppModel, action: Action, environment: AppEnvironment
    ) -> Update<AppModel> {
        Update(state: state)
    }
}

struct EditorView: View {
    let state: EditorModel
    let send: @MainActor (EditorModel.Action) -> Void

    var body: some View { Text(state.title) }
}
