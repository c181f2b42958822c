import Reflow
import SwiftUI

// What "Composing components" assumes besides the editor (Editor.swift): a parent that holds it,
// its view, and an environment with the editor's dependencies.

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
