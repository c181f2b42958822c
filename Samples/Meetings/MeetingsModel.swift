import Reflow

/// The app: a list of meetings, a sheet to add one, and a stack of screens (a meeting's
/// detail, then its recording) pushed over the list.
///
/// Each meeting is kept once, in `meetings`; the screens keep its ID and their own state, and
/// their actions run at their places, which join the meeting in.
struct MeetingsModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case addTapped
        case openTapped(meetingID: Meeting.ID)
        case add(PresentationAction<MeetingFormModel.Action>)
        case path(StackAction<Screen>)
    }

    struct Environment: Sendable {
        var record: RecordModel.Environment
    }

    /// The meetings: the one place a meeting is kept.
    var meetings: KeyedList<Meeting> = []
    var add: MeetingFormModel?
    var path = StackState<Screen>()
    var nextID = 1

    // Where the children live: the add sheet, the stack, and its two screens, each joined with
    // its meeting.
    static let add = Place.presented(\Self.add, tag: Action.add)
    static let path = Place.stack(\Self.path, tag: Action.path)
    static let detail = path.screen(Screen.detail, action: Screen.Action.detail)
        .joined(records: \Self.meetings)
    static let record = path.screen(Screen.record, action: Screen.Action.record)
        .joined(records: \Self.meetings)
    /// Both screens close when their meeting leaves the list, whatever removed it.
    static let recordScreens = RecordScreens(detail, record)

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
            state.path.append(.detail(MeetingDetail(recordID: id)))
            return Update(state: state)
        case .add(.presented(.delegate(.saved(let meeting)))):
            state.meetings.append(meeting)
            state.nextID = max(state.nextID, meeting.id + 1)
            return update(
                state: state, action: .presented(.delegate(.saved(meeting))), environment: (),
                at: add)
        case .add(let action):
            return update(state: state, action: action, environment: (), at: add)
        case .path(.element(let id, .detail(.delegate(.start)))):
            guard case .detail(let detail)? = state.path[id: id] else {
                return Update(state: state)
            }
            let screen = state.path.append(.record(RecordModel(recordID: detail.recordID)))
            return Update(
                state: state, fx: .send(.path(.element(id: screen, action: .record(.start)))))
        case .path(.element(let id, .detail(let action))):
            return update(state: state, action: action, environment: (), at: detail(id))
        case .path(.element(let id, .record(let action))):
            return update(
                state: state, action: action, environment: environment.record, at: record(id))
        case .path(let action):
            return update(state: state, action: action, environment: environment, at: path)
        }
    }
}
