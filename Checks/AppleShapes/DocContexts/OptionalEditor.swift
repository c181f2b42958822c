import Reflow
import SwiftUI

// What "Optional and enum children" assumes of its sheet besides the editor (Editor.swift): its
// view, and the environment that hands the editor its dependencies.

struct AppEnvironment: Sendable {
    var editor = EditorModel.Environment()
}

struct EditorView: View {
    let store: ViewStore<EditorModel>

    var body: some View { Text(store.state.title) }
}
