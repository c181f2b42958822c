import Reflow

/// A meeting's screen, pushed over the list: it keeps the meeting's ID and what it presents (the
/// edit sheet or the deletion alert).
///
/// The meeting itself is kept once, in the list. The form that runs this screen joins it in, so
/// an edit is the list's change with nothing to copy back, a deletion removes it from the list
/// and pops the screen, and what the screen presents goes with the screen when it is popped.
struct MeetingDetail: RecordScreen {
    typealias Record = Meeting

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

    /// What the screen asks of the app: it cannot push a screen.
    enum Delegate: Sendable, Equatable {
        case start
    }

    /// What the meeting's screen presents over itself.
    enum Destination: Equatable {
        case edit(MeetingFormModel)
        case alert(AlertState<AlertAction>)
    }

    /// Which meeting the screen shows.
    let recordID: Meeting.ID
    /// What the screen presents, if anything.
    var destination: Destination?

    // The edit sheet and the deletion alert, presented from the screen's own destination.
    static let edit = Place.presented(
        \Joined<MeetingDetail>.screen.destination, case: /Destination.edit, tag: Action.edit)
    static let alert = Place.presented(
        \Joined<MeetingDetail>.screen.destination, case: /Destination.alert, tag: Action.alert)

    static func update(
        state: consuming Joined<MeetingDetail>,
        action: Action,
        environment: Void
    ) -> Update<Joined<MeetingDetail>> {
        switch action {
        case .editTapped:
            state.screen.destination = .edit(MeetingFormModel(draft: state.record))
            return Update(state: state)
        case .deleteTapped:
            state.screen.destination = .alert(
                AlertState(
                    title: "Delete “\(state.record.title)”?",
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
            state.record = meeting
            return Joined.update(
                state: state, action: .presented(.delegate(.saved(meeting))), environment: (),
                at: edit)
        case .edit(let action):
            return Joined.update(state: state, action: action, environment: (), at: edit)
        case .alert(.presented(.confirmDeletion)):
            // The meeting goes from the list, and this screen with it: the form removes the
            // record and pops the screen.
            state.deleteRecord()
            return Joined.update(
                state: state, action: .presented(.confirmDeletion), environment: (), at: alert)
        case .alert(let action):
            return Joined.update(state: state, action: action, environment: (), at: alert)
        case .delegate:
            return Update(state: state)
        }
    }
}
