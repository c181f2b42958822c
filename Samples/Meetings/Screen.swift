import Reflow

/// A screen pushed on the stack: a meeting's screen, which shows the list's item by its ID, or
/// a recording.
enum Screen: ModelProtocol {
    /// A meeting's screen; its state is the list's ``MeetingItem``.
    case detail(meetingID: Meeting.ID)
    case record(RecordModel)

    enum Action: Sendable, Equatable {
        case record(RecordModel.Action)
    }

    static func update(
        state: consuming Screen,
        action: Action,
        environment: MeetingsModel.Environment
    ) -> Update<Screen> {
        switch action {
        case .record(let action):
            return update(
                state: state, action: action, environment: environment.record, child: \.self,
                case: /Screen.record, tag: Action.record)
        }
    }
}
