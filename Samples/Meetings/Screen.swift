import Reflow

/// The screens the navigation stack can show, one case each; its update runs the case's
/// screen, one line a case.
enum Screen: ModelProtocol {
    case detail(DetailModel)
    case record(RecordModel)

    enum Action: Sendable, Equatable {
        case detail(DetailModel.Action)
        case record(RecordModel.Action)
    }

    static func update(
        state: consuming Screen,
        action: Action,
        environment: MeetingsModel.Environment
    ) -> Update<Screen> {
        switch action {
        case .detail(let action):
            return update(
                state: state, action: action, environment: (), child: \.self,
                case: /Screen.detail, tag: Action.detail)
        case .record(let action):
            return update(
                state: state, action: action, environment: environment.record, child: \.self,
                case: /Screen.record, tag: Action.record)
        }
    }
}
