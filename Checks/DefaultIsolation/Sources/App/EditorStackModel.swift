import Reflow

/// A stack of editors a view pushes by value: `StackAction` carries the pushed screen, whose
/// `ModelProtocol` conformance is main-actor isolated under Xcode 26's defaults.
struct EditorStackModel: ModelProtocol {
    enum Action: Equatable, Sendable {
        case path(StackAction<MeetingEditorModel>)
    }

    var path = StackState<MeetingEditorModel>()
    var pushes = 0

    static let path = Place.stack(\Self.path, tag: Action.path)

    static func update(
        state: consuming EditorStackModel, action: Action, environment: Void
    ) -> Update<EditorStackModel> {
        switch action {
        case .path(.push(let id, let editor)):
            // The parent sees the push before the stack's place applies it.
            state.pushes += 1
            return update(
                state: state, action: .push(id: id, state: editor), environment: (), at: path)
        case .path(let action):
            return update(state: state, action: action, environment: (), at: path)
        }
    }
}
