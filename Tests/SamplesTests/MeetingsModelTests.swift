import Reflow
import ReflowTesting
import SampleTerminal
import Testing

@testable import Meetings

/// The Meetings sample's screens, driven as the app drives them, asserted exhaustively.
@MainActor
@Suite struct MeetingsModelTests {
    /// An environment whose timer ticks at once, or never.
    private func environment(ticking: Bool = true) -> MeetingsModel.Environment {
        let never: @Sendable () async -> Void = { try? await Task.sleep(for: .seconds(3600)) }
        let atOnce: @Sendable () async -> Void = {}
        return MeetingsModel.Environment(
            record: RecordModel.Environment(tick: ticking ? atOnce : never))
    }

    private func listWithStandup() -> MeetingsModel {
        var meetings = MeetingsModel()
        meetings.meetings.append(
            MeetingItem(meeting: Meeting(id: 1, title: "Standup", duration: 2)))
        meetings.nextID = 2
        return meetings
    }

    @Test func addingAMeetingThroughTheSheetSavesItAndTheSheetClosesItself() async {
        let store = TestStore(state: MeetingsModel(), environment: environment())
        let draft = Meeting(id: 1, title: "", duration: 5)
        await store.send(.addTapped) { $0.add = MeetingFormModel(draft: draft) }
        await store.send(.add(.presented(.saveTapped))) {
            $0.add?.problem = "A meeting needs a title."
        }
        await store.send(.add(.presented(.setTitle("Standup")))) {
            $0.add?.draft.title = "Standup"
            $0.add?.problem = nil
        }
        await store.send(.add(.presented(.saveTapped)))
        let saved = Meeting(id: 1, title: "Standup", duration: 5)
        await store.receive(.add(.presented(.delegate(.saved(saved))))) {
            $0.meetings = [MeetingItem(meeting: saved)]
            $0.nextID = 2
        }
        await store.receive(.add(.dismiss)) { $0.add = nil }
        await store.finish()
    }

    @Test func cancellingTheSheetDropsTheDraft() async {
        let store = TestStore(state: MeetingsModel(), environment: environment())
        await store.send(.addTapped) {
            $0.add = MeetingFormModel(draft: Meeting(id: 1, title: "", duration: 5))
        }
        await store.send(.add(.presented(.setTitle("Retro")))) { $0.add?.draft.title = "Retro" }
        await store.send(.add(.presented(.cancelTapped)))
        await store.receive(.add(.dismiss)) { $0.add = nil }
        await store.finish()
    }

    @Test func editingAMeetingOnItsScreenChangesTheListItself() async {
        let store = TestStore(state: listWithStandup(), environment: environment())
        let standup = Meeting(id: 1, title: "Standup", duration: 2)
        await store.send(.openTapped(meetingID: 1)) { $0.path.append(.detail(meetingID: 1)) }
        await store.send(.meeting(id: 1, action: .editTapped)) {
            $0.meetings[id: 1]?.destination = .edit(MeetingFormModel(draft: standup))
        }
        var renamed = standup
        renamed.title = "Daily"
        await store.send(.meeting(id: 1, action: .edit(.presented(.setTitle("Daily"))))) {
            $0.meetings[id: 1]?.destination = .edit(MeetingFormModel(draft: renamed))
        }
        await store.send(.meeting(id: 1, action: .edit(.presented(.saveTapped))))
        // The screen edits the list's meeting: nothing is copied back.
        await store.receive(
            .meeting(id: 1, action: .edit(.presented(.delegate(.saved(renamed)))))
        ) {
            $0.meetings[id: 1]?.meeting = renamed
        }
        await store.receive(.meeting(id: 1, action: .edit(.dismiss))) {
            $0.meetings[id: 1]?.destination = nil
        }
        #expect(MeetingsScreen.breadcrumb(store.state) == "Meetings › Daily")
        await store.finish()
    }

    @Test func deletingAMeetingAsksFirstThenItsScreenLeavesWithIt() async {
        let store = TestStore(state: listWithStandup(), environment: environment())
        await store.send(.openTapped(meetingID: 1)) { $0.path.append(.detail(meetingID: 1)) }
        let alert = AlertState<MeetingItem.AlertAction>(
            title: "Delete “Standup”?", message: "Its history goes with it."
        ) {
            ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
            ButtonState.cancel("Cancel")
        }
        await store.send(.meeting(id: 1, action: .deleteTapped)) {
            $0.meetings[id: 1]?.destination = .alert(alert)
        }
        await store.send(.meeting(id: 1, action: .alert(.presented(.confirmDeletion))))
        await store.receive(.meeting(id: 1, action: .alert(.dismiss))) {
            $0.meetings[id: 1]?.destination = nil
        }
        await store.receive(.meeting(id: 1, action: .delegate(.deleted))) {
            $0.meetings = []
            $0.path.removeAll()
        }
        await store.finish()
    }

    @Test func goingBackFromAMeetingsScreenClosesWhatItPresented() async {
        let store = TestStore(state: listWithStandup(), environment: environment())
        let standup = Meeting(id: 1, title: "Standup", duration: 2)
        await store.send(.openTapped(meetingID: 1)) { $0.path.append(.detail(meetingID: 1)) }
        await store.send(.meeting(id: 1, action: .editTapped)) {
            $0.meetings[id: 1]?.destination = .edit(MeetingFormModel(draft: standup))
        }
        await store.send(.path(.popFrom(id: 0))) {
            $0.meetings[id: 1]?.destination = nil
            $0.path.removeAll()
        }
        await store.finish()
    }

    @Test func aRecordingTicksToTheEndThenEndsTheMeetingAndClosesItself() async {
        let store = TestStore(state: listWithStandup(), environment: environment())
        let standup = Meeting(id: 1, title: "Standup", duration: 2)
        await store.send(.openTapped(meetingID: 1)) { $0.path.append(.detail(meetingID: 1)) }
        await store.send(.meeting(id: 1, action: .startTapped))
        await store.receive(.meeting(id: 1, action: .delegate(.start))) {
            $0.path.append(.record(RecordModel(meeting: standup)))
        }
        await store.receive(.path(.element(id: 1, action: .record(.start)))) {
            $0.path[id: 1] = .record(RecordModel(meeting: standup, isRunning: true))
        }
        await store.receive(.path(.element(id: 1, action: .record(.tick)))) {
            $0.path[id: 1] = .record(RecordModel(meeting: standup, elapsed: 1, isRunning: true))
        }
        await store.receive(.path(.element(id: 1, action: .record(.tick)))) {
            $0.path[id: 1] = .record(RecordModel(meeting: standup, elapsed: 2, isRunning: true))
        }
        await store.receive(
            .path(.element(id: 1, action: .record(.delegate(.finished(meetingID: 1, seconds: 2)))))
        ) {
            // The meeting's screen below shows the list's item: it has the new history too.
            $0.meetings[id: 1]?.meeting.history = ["Held for 2s"]
        }
        await store.receive(.path(.popFrom(id: 1))) { $0.path.popLast() }
        await store.finish()
    }

    @Test func endingARecordingEarlyStopsItsTimer() async {
        var meetings = listWithStandup()
        meetings.path.append(.record(RecordModel(meeting: meetings.meetings[0].meeting)))
        let store = TestStore(state: meetings, environment: environment(ticking: false))
        let standup = Meeting(id: 1, title: "Standup", duration: 2)
        await store.send(.path(.element(id: 0, action: .record(.start)))) {
            $0.path[id: 0] = .record(RecordModel(meeting: standup, isRunning: true))
        }
        #expect(store.runningEffectCount == 1)
        await store.send(.path(.element(id: 0, action: .record(.endTapped))))
        await store.receive(
            .path(.element(id: 0, action: .record(.delegate(.finished(meetingID: 1, seconds: 0)))))
        ) {
            $0.meetings[id: 1]?.meeting.history = ["Held for 0s"]
        }
        await store.receive(.path(.popFrom(id: 0))) { $0.path.removeAll() }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func theTerminalShowsTheStackAsABreadcrumb() {
        var meetings = listWithStandup()
        #expect(
            MeetingsScreen.lines(meetings).prefix(3) == [
                "Meetings", "", "  #1 Standup  2s, held 0×",
            ])
        meetings.path.append(.detail(meetingID: 1))
        meetings.path.append(
            .record(RecordModel(meeting: meetings.meetings[0].meeting, elapsed: 1)))
        #expect(MeetingsScreen.breadcrumb(meetings) == "Meetings › Standup › Recording")
        #expect(MeetingsScreen.lines(meetings).last == "Recording “Standup”: 1s of 2s")
    }

    @Test func commandsActOnTheScreenShownAndOthersAreRejected() throws {
        var meetings = listWithStandup()
        #expect(
            try MeetingsCommand.parse("open 1")?.action(in: meetings) == .openTapped(meetingID: 1))
        #expect(try MeetingsCommand.parse("open 9")?.action(in: meetings) == nil)
        #expect(try MeetingsCommand.parse("save")?.action(in: meetings) == nil)
        #expect(try MeetingsCommand.parse("quit") == nil)
        #expect(throws: LineRejection.self) { try MeetingsCommand.parse("fly") }
        meetings.path.append(.detail(meetingID: 1))
        #expect(
            try MeetingsCommand.parse("delete")?.action(in: meetings)
                == .meeting(id: 1, action: .deleteTapped))
        #expect(try MeetingsCommand.parse("back")?.action(in: meetings) == .path(.popFrom(id: 0)))
    }
}
