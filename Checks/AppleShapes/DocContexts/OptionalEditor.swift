import Reflow
import SwiftUI

// What "Optional and enum children" assumes of its sheet: an editor model and view, and the
// environment that hands the editor its dependencies.

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

struct EditorView: View {
    let store: ViewStore<EditorModel>

    var body: some View { Text(store.state.title) }
}
