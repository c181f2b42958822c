import Reflow

/// The app: a list of meetings, a sheet to add one, and a stack of screens (a meeting's
/// detail, then its recording) pushed over the list.
struct MeetingsModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case addTapped
        case openTapped(meetingID: Int)
        case add(PresentationAction<MeetingFormModel.Action>)
        case path(StackAction<Screen.Action>)
    }

    struct Environment: Sendable {
        var record: RecordModel.Environment
    }

    var meetings: KeyedList<Meeting> = []
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
            guard let meeting = state.meetings[id: id] else { return Update(state: state) }
            state.path.append(.detail(DetailModel(meeting: meeting)))
            return Update(state: state)
        case .add(.presented(.delegate(.saved(let meeting)))):
            state.meetings.append(meeting)
            state.nextID = max(state.nextID, meeting.id + 1)
            return update(
                state: state, action: .presented(.delegate(.saved(meeting))), environment: (),
                child: \.add, tag: Action.add)
        case .add(let action):
            return update(
                state: state, action: action, environment: (), child: \.add, tag: Action.add)
        case .path(.element(_, .detail(.delegate(let delegate)))):
            switch delegate {
            case .changed(let meeting):
                state.meetings[id: meeting.id] = meeting
            case .deleted(let id):
                state.meetings.remove(id: id)
            case .start(let meeting):
                let screen = state.path.append(.record(RecordModel(meeting: meeting)))
                return Update(
                    state: state, fx: .send(.path(.element(id: screen, action: .record(.start)))))
            }
            return Update(state: state)
        case .path(.element(_, .record(.delegate(.finished(let id, let seconds))))):
            state.meetings[id: id]?.history.append("Held for \(seconds)s")
            state.refreshDetails(of: id)
            return Update(state: state)
        case .path(let action):
            return update(
                state: state, action: action, environment: environment, child: \.path,
                tag: Action.path)
        }
    }

    /// Shows a meeting's latest state on the detail screens of it on the stack.
    private mutating func refreshDetails(of meetingID: Int) {
        guard let meeting = meetings[id: meetingID] else { return }
        for id in path.ids {
            if case .detail(var detail) = path[id: id], detail.meeting.id == meetingID {
                detail.meeting = meeting
                path[id: id] = .detail(detail)
            }
        }
    }
}
