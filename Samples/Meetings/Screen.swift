import Reflow

/// A screen pushed on the stack: a meeting's screen, or its recording. Each keeps the meeting's
/// ID and its own state; the meeting stays in the list.
enum Screen: ModelProtocol {
    case detail(MeetingDetail)
    case record(RecordModel)

    enum Action: Sendable, Equatable {
        case detail(MeetingDetail.Action)
        case record(RecordModel.Action)
    }

    /// Every screen here shows a meeting, so the app runs their actions at their places joined
    /// with the list of meetings, which join the meeting in; the stack's place only pops them.
    static func update(
        state: consuming Screen,
        action: Action,
        environment: MeetingsModel.Environment
    ) -> Update<Screen> {
        Update(state: state)
    }
}
