import Reflow

/// A meeting in the list, with its screen's own state beside it: what it presents (the edit
/// sheet or the deletion alert).
///
/// The meeting is kept here once. The meeting's screen on the stack holds only its ID and
/// shows this item; its actions run this item's update in place, through the list's keyed
/// form, so an edit is the list's change with nothing to copy back.
struct MeetingItem: ModelProtocol, Identifiable {
    enum Action: Sendable, Equatable {
        case editTapped
        case deleteTapped
        case startTapped
        case edit(PresentationAction<MeetingFormModel.Action>)
        case alert(PresentationAction<AlertAction>)
        case delegate(Delegate)
    }

    /// What the deletion alert's buttons send.
    enum AlertAction: Sendable, Equatable {
        case confirmDeletion
    }

    /// What the item asks of the list: it cannot remove itself, nor push a screen.
    enum Delegate: Sendable, Equatable {
        case deleted
        case start
    }

    /// What the meeting's screen presents over itself.
    enum Destination: Equatable {
        case edit(MeetingFormModel)
        case alert(AlertState<AlertAction>)
    }

    /// The record, kept once: the list's row and the meeting's screen both show it.
    var meeting: Meeting
    /// What the meeting's screen presents, if anything.
    var destination: Destination?

    var id: Meeting.ID { meeting.id }

    static func update(
        state: consuming MeetingItem,
        action: Action,
        environment: Void
    ) -> Update<MeetingItem> {
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
            return Update(state: state, fx: .send(.delegate(.start)))
        case .edit(.presented(.delegate(.saved(let meeting)))):
            // The record itself changes: the list shows the new title at once.
            state.meeting = meeting
            return update(
                state: state, action: .presented(.delegate(.saved(meeting))), environment: (),
                child: \.destination, case: /Destination.edit, tag: Action.edit)
        case .edit(let action):
            return update(
                state: state, action: action, environment: (), child: \.destination,
                case: /Destination.edit, tag: Action.edit)
        case .alert(.presented(.confirmDeletion)):
            return update(
                state: state, action: .presented(.confirmDeletion), environment: (),
                child: \.destination, case: /Destination.alert, tag: Action.alert
            )
            .mergeFx(.send(.delegate(.deleted)))
        case .alert(let action):
            return update(
                state: state, action: action, environment: (), child: \.destination,
                case: /Destination.alert, tag: Action.alert)
        case .delegate:
            return Update(state: state)
        }
    }
}
