import Reflow

/// The edit sheet: a draft of a meeting, saved or dropped. It closes itself with `Fx.dismiss`;
/// a saved draft goes to the parent first, as a delegate action.
struct MeetingFormModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case setTitle(String)
        case setDuration(Int)
        case saveTapped
        case cancelTapped
        /// What the parent hears of: the saved meeting.
        case delegate(Delegate)
    }

    enum Delegate: Sendable, Equatable {
        case saved(Meeting)
    }

    var draft: Meeting
    /// Why the draft cannot be saved yet, shown under the form.
    var problem: String?

    static func update(
        state: consuming MeetingFormModel,
        action: Action,
        environment: Void
    ) -> Update<MeetingFormModel> {
        switch action {
        case .setTitle(let title):
            state.draft.title = title
            state.problem = nil
            return Update(state: state)
        case .setDuration(let duration):
            state.draft.duration = min(
                max(Meeting.durations.lowerBound, duration), Meeting.durations.upperBound)
            return Update(state: state)
        case .saveTapped:
            guard !state.draft.title.isEmpty else {
                state.problem = "A meeting needs a title."
                return Update(state: state)
            }
            let saved = state.draft
            return Update(state: state, fx: .merge(.send(.delegate(.saved(saved))), .dismiss))
        case .cancelTapped:
            return Update(state: state, fx: .dismiss)
        case .delegate:
            return Update(state: state)
        }
    }
}
