import Reflow

/// A meeting's screen, pushed on the stack: it edits the meeting in a sheet, confirms its
/// deletion in an alert, and asks the app to start it. It closes itself when the meeting is
/// deleted.
struct DetailModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case editTapped
        case deleteTapped
        case startTapped
        case edit(PresentationAction<MeetingFormModel.Action>)
        case alert(PresentationAction<AlertAction>)
        case delegate(Delegate)
    }

    enum AlertAction: Sendable, Equatable {
        case confirmDeletion
    }

    enum Delegate: Sendable, Equatable {
        case changed(Meeting)
        case deleted(meetingID: Int)
        case start(Meeting)
    }

    /// What the screen shows over itself: the edit sheet or the deletion alert.
    enum Destination: Equatable {
        case edit(MeetingFormModel)
        case alert(AlertState<AlertAction>)
    }

    var meeting: Meeting
    var destination: Destination?

    static func update(
        state: consuming DetailModel,
        action: Action,
        environment: Void
    ) -> Update<DetailModel> {
        switch action {
        case .editTapped:
            state.destination = .edit(MeetingFormModel(draft: state.meeting))
            return Update(state: state)
        case .deleteTapped:
            state.destination = .alert(
                AlertState(
                    title: "Delete “\(state.meeting.title)”?",
                    message: "Its history goes with it."
                ) {
                    ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
                    ButtonState.cancel("Cancel")
                })
            return Update(state: state)
        case .startTapped:
            return Update(state: state, fx: .send(.delegate(.start(state.meeting))))
        case .edit(.presented(.delegate(.saved(let meeting)))):
            state.meeting = meeting
            return update(
                state: state, action: .presented(.delegate(.saved(meeting))), environment: (),
                child: \.destination, case: /Destination.edit, tag: Action.edit
            )
            .mergeFx(.send(.delegate(.changed(meeting))))
        case .edit(let action):
            return update(
                state: state, action: action, environment: (), child: \.destination,
                case: /Destination.edit, tag: Action.edit)
        case .alert(.presented(.confirmDeletion)):
            let id = state.meeting.id
            return update(
                state: state, action: .presented(.confirmDeletion), environment: (),
                child: \.destination, case: /Destination.alert, tag: Action.alert
            )
            .mergeFx(.merge(.send(.delegate(.deleted(meetingID: id))), .dismiss))
        case .alert(let action):
            return update(
                state: state, action: action, environment: (), child: \.destination,
                case: /Destination.alert, tag: Action.alert)
        case .delegate:
            return Update(state: state)
        }
    }
}
