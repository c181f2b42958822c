import Reflow

// What "Navigation" assumes: a form that a parent presents, whose save and cancel close it.

struct FormModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case setTitle(String)
        case saveTapped
        case cancelTapped
        case other
    }

    var title = ""

    static func update(
        state: consuming FormModel, action: Action, environment: Void
    ) -> Update<FormModel> {
        switch action {
        case .setTitle(let title):
            state.title = title
            return Update(state: state)
        case .saveTapped, .cancelTapped:
            return Update(state: state, fx: .dismiss)
        case .other:
            return Update(state: state)
        }
    }
}
