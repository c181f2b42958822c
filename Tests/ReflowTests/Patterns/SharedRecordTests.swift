import ReflowTesting
import Testing

@testable import Reflow

// The pattern of the article "One source of truth": a record kept once, in a list item, with the
// state of the screen that edits it beside it; the pushed screen holds only the record's ID.

private struct Meeting: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
    var notes: [String] = []
}

/// The record and its screen's own state.
private struct MeetingItem: ModelProtocol, Identifiable {
    enum Action: Sendable, Equatable {
        case rename(String)
        case addNote(String)
        case editTapped
        case doneEditing
    }

    var meeting: Meeting
    var isEditing = false
    var id: Int { meeting.id }

    static func update(
        state: consuming MeetingItem, action: Action, environment: Void
    ) -> Update<MeetingItem> {
        switch action {
        case .rename(let title): state.meeting.title = title
        case .addNote(let note): state.meeting.notes.append(note)
        case .editTapped: state.isEditing = true
        case .doneEditing: state.isEditing = false
        }
        return Update(state: state)
    }
}

private struct SharedRecordsModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case open(Int)
        case meeting(id: Int, action: MeetingItem.Action)
    }

    var meetings: KeyedList<MeetingItem> = []
    /// The pushed screens: the IDs of the meetings they show.
    var path: [Int] = []

    static let meeting = Place.items(\Self.meetings, tag: Action.meeting)

    static func update(
        state: consuming SharedRecordsModel, action: Action, environment: Void
    ) -> Update<SharedRecordsModel> {
        switch action {
        case .open(let id):
            state.path.append(id)
            return Update(state: state)
        case .meeting(let id, let action):
            return update(state: state, action: action, environment: (), at: meeting(id))
        }
    }
}

@MainActor
@Suite struct SharedRecordTests {
    private func twoMeetings() -> SharedRecordsModel {
        var model = SharedRecordsModel()
        model.meetings.append(MeetingItem(meeting: Meeting(id: 1, title: "Standup")))
        model.meetings.append(MeetingItem(meeting: Meeting(id: 2, title: "Retro")))
        return model
    }

    @Test func theScreenTestedAloneShowsItsEditsOfTheRecord() async {
        let store = TestStore(
            state: MeetingItem(meeting: Meeting(id: 1, title: "Standup")), environment: ())
        await store.send(.editTapped) { $0.isEditing = true }
        await store.send(.rename("Daily")) { $0.meeting.title = "Daily" }
        await store.send(.doneEditing) { $0.isEditing = false }
        await store.finish()
    }

    @Test func anEditOnThePushedScreenIsTheListsEditWithNothingToPropagate() async {
        let store = TestStore(state: twoMeetings(), environment: ())
        await store.send(.open(1)) { $0.path = [1] }
        await store.send(.meeting(id: 1, action: .rename("Daily"))) {
            $0.meetings[id: 1]?.meeting.title = "Daily"
        }
        await store.finish()
    }

    @Test func theRowAndTheScreenReadTheOneRecord() throws {
        let store = Store(state: twoMeetings(), environment: ())
        store.send(.open(2))
        let row = try #require(
            store.viewStore(SharedRecordsModel.meeting(2)))
        let screen = try #require(
            store.viewStore(SharedRecordsModel.meeting(2)))
        store.send(.meeting(id: 2, action: .addNote("first")))
        screen.send(.addNote("second"))
        #expect(row.state.meeting.notes == ["first", "second"])
        #expect(screen.state == row.state)
        #expect(store.state.meetings[id: 2]?.meeting.notes == ["first", "second"])
        #expect(store.state.meetings[id: 1]?.meeting == Meeting(id: 1, title: "Standup"))
    }
}
