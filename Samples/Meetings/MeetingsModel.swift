import Reflow

/// The app: a list of meetings, a sheet to add one, and a stack of screens (a meeting's
/// detail, then its recording) pushed over the list.
struct MeetingsModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case addTapped
        case openTapped(meetingID: Meeting.ID)
        case add(PresentationAction<MeetingFormModel.Action>)
        /// Something happened on a meeting's screen: it runs on the list's item.
        case meeting(id: Meeting.ID, action: MeetingItem.Action)
        case path(StackAction<Screen.Action>)
    }

    struct Environment: Sendable {
        var record: RecordModel.Environment
    }

    /// The meetings, each with its screen's state: the one place a meeting is kept.
    var meetings: KeyedList<MeetingItem> = []
    var add: MeetingFormModel?
    var path = StackState<Screen>()
    var nextID = 1

    static func update(
        state: consuming MeetingsModel,
        action: Action,
        environment: Environment
    ) -> Update<MeetingsModel> {
        switch action {
        case .addTapped:
            state.add = MeetingFormModel(draft: Meeting(id: state.nextID, title: "", duration: 5))
            return Update(state: state)
        case .openTapped(let id):
            guard state.meetings[id: id] != nil else { return Update(state: state) }
            state.path.append(.detail(meetingID: id))
            return Update(state: state)
        case .add(.presented(.delegate(.saved(let meeting)))):
            state.meetings.append(MeetingItem(meeting: meeting))
            state.nextID = max(state.nextID, meeting.id + 1)
            return update(
                state: state, action: .presented(.delegate(.saved(meeting))), environment: (),
                child: \.add, tag: Action.add)
        case .add(let action):
            return update(
                state: state, action: action, environment: (), child: \.add, tag: Action.add)
        case .meeting(let id, .delegate(.deleted)):
            // The meeting's screens go with it.
            for screen in state.path.ids where state.path[id: screen] == .detail(meetingID: id) {
                state.path.pop(from: screen)
                break
            }
            state.meetings.remove(id: id)
            return Update(state: state)
        case .meeting(let id, .delegate(.start)):
            guard let meeting = state.meetings[id: id]?.meeting else {
                return Update(state: state)
            }
            let screen = state.path.append(.record(RecordModel(meeting: meeting)))
            return Update(
                state: state, fx: .send(.path(.element(id: screen, action: .record(.start)))))
        case .meeting(let id, let action):
            return update(
                state: state, action: action, environment: (), child: \.meetings, id: id,
                tag: Action.meeting)
        case .path(.element(_, .record(.delegate(.finished(let id, let seconds))))):
            state.meetings[id: id]?.meeting.history.append("Held for \(seconds)s")
            return Update(state: state)
        case .path(.popFrom(let id)):
            // A meeting's screen that leaves the stack closes what it presented.
            for screen in state.path.ids.drop(while: { $0 != id }) {
                if case .detail(let meetingID) = state.path[id: screen] {
                    state.meetings[id: meetingID]?.destination = nil
                }
            }
            return update(
                state: state, action: .popFrom(id: id), environment: environment, child: \.path,
                tag: Action.path)
        case .path(let action):
            return update(
                state: state, action: action, environment: environment, child: \.path,
                tag: Action.path)
        }
    }
}
