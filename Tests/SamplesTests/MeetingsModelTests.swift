import Reflow
import ReflowTesting
import SampleTerminal
import Testing

@testable import MeetingsSample

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

    private let standup = Meeting(id: 1, title: "Standup", duration: 2)

    private func listWithStandup() -> MeetingsModel {
        var meetings = MeetingsModel()
        meetings.meetings.append(standup)
        meetings.nextID = 2
        return meetings
    }

    /// The meeting's screen for the standup, as pushed.
    private let standupScreen = Screen.detail(MeetingDetail(recordID: 1))

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
            $0.meetings = [saved]
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
        await store.send(.openTapped(meetingID: 1)) { $0.path.append(standupScreen) }
        await store.send(.path(.element(id: 0, action: .detail(.editTapped)))) {
            $0.path[id: 0] = .detail(
                MeetingDetail(recordID: 1, destination: .edit(MeetingFormModel(draft: standup))))
        }
        var renamed = standup
        renamed.title = "Daily"
        await store.send(
            .path(.element(id: 0, action: .detail(.edit(.presented(.setTitle("Daily"))))))
        ) {
            $0.path[id: 0] = .detail(
                MeetingDetail(recordID: 1, destination: .edit(MeetingFormModel(draft: renamed))))
        }
        await store.send(.path(.element(id: 0, action: .detail(.edit(.presented(.saveTapped))))))
        // The screen edits the list's meeting: nothing is copied back.
        await store.receive(
            .path(
                .element(id: 0, action: .detail(.edit(.presented(.delegate(.saved(renamed)))))))
        ) {
            $0.meetings[id: 1] = renamed
        }
        await store.receive(.path(.element(id: 0, action: .detail(.edit(.dismiss))))) {
            $0.path[id: 0] = standupScreen
        }
        #expect(MeetingsScreen.breadcrumb(store.state) == "Meetings › Daily")
        await store.finish()
    }

    @Test func deletingAMeetingAsksFirstThenItsScreenLeavesWithIt() async {
        let store = TestStore(state: listWithStandup(), environment: environment())
        await store.send(.openTapped(meetingID: 1)) { $0.path.append(standupScreen) }
        let alert = AlertState<MeetingDetail.AlertAction>(
            title: "Delete “Standup”?", message: "Its history goes with it."
        ) {
            ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
            ButtonState.cancel("Cancel")
        }
        await store.send(.path(.element(id: 0, action: .detail(.deleteTapped)))) {
            $0.path[id: 0] = .detail(MeetingDetail(recordID: 1, destination: .alert(alert)))
        }
        // One send: the screen deletes its meeting and clears its alert, and its pop follows.
        await store.send(
            .path(.element(id: 0, action: .detail(.alert(.presented(.confirmDeletion)))))
        ) {
            $0.meetings = []
            $0.path[id: 0] = standupScreen
        }
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        await store.finish()
    }

    @Test func goingBackFromAMeetingsScreenTakesWhatItPresentedWithIt() async {
        let store = TestStore(state: listWithStandup(), environment: environment())
        await store.send(.openTapped(meetingID: 1)) { $0.path.append(standupScreen) }
        await store.send(.path(.element(id: 0, action: .detail(.editTapped)))) {
            $0.path[id: 0] = .detail(
                MeetingDetail(recordID: 1, destination: .edit(MeetingFormModel(draft: standup))))
        }
        // No clean-up in the app: the sheet was the screen's, and went with it.
        await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
        await store.send(.openTapped(meetingID: 1)) { $0.path.append(standupScreen) }
        await store.finish()
    }

    @Test func aRecordingTicksToTheEndThenWritesTheMeetingsHistoryAndClosesItself() async {
        let store = TestStore(state: listWithStandup(), environment: environment())
        await store.send(.openTapped(meetingID: 1)) { $0.path.append(standupScreen) }
        await store.send(.path(.element(id: 0, action: .detail(.startTapped))))
        await store.receive(.path(.element(id: 0, action: .detail(.delegate(.start))))) {
            $0.path.append(.record(RecordModel(recordID: 1)))
        }
        await store.receive(.path(.element(id: 1, action: .record(.start)))) {
            $0.path[id: 1] = .record(RecordModel(recordID: 1, isRunning: true))
        }
        await store.receive(.path(.element(id: 1, action: .record(.tick)))) {
            $0.path[id: 1] = .record(RecordModel(recordID: 1, elapsed: 1, isRunning: true))
        }
        await store.receive(.path(.element(id: 1, action: .record(.tick)))) {
            // The recording screen writes the list's meeting itself: no delegate, no copy.
            $0.path[id: 1] = .record(RecordModel(recordID: 1, elapsed: 2, isRunning: true))
            $0.meetings[id: 1]?.history = ["Held for 2s"]
        }
        await store.receive(.path(.popFrom(id: 1))) { $0.path.popLast() }
        await store.finish()
    }

    @Test func endingARecordingEarlyStopsItsTimer() async {
        var meetings = listWithStandup()
        meetings.path.append(.record(RecordModel(recordID: 1)))
        let store = TestStore(state: meetings, environment: environment(ticking: false))
        await store.send(.path(.element(id: 0, action: .record(.start)))) {
            $0.path[id: 0] = .record(RecordModel(recordID: 1, isRunning: true))
        }
        #expect(store.runningEffectCount == 1)
        await store.send(.path(.element(id: 0, action: .record(.endTapped)))) {
            $0.meetings[id: 1]?.history = ["Held for 0s"]
        }
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func aMeetingsScreenTestedAloneDeletesItsMeetingAndClosesItself() async {
        let retro = Meeting(id: 2, title: "Retro", duration: 5)
        let store = TestStore(
            state: Joined(records: [standup, retro], screen: MeetingDetail(recordID: 1)),
            environment: ())
        let alert = AlertState<MeetingDetail.AlertAction>(
            title: "Delete “Standup”?", message: "Its history goes with it."
        ) {
            ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
            ButtonState.cancel("Cancel")
        }
        await store.send(.deleteTapped) { $0.screen.destination = .alert(alert) }
        await store.send(.alert(.presented(.confirmDeletion))) {
            $0.records = [retro]
            $0.screen.destination = nil
        }
        #expect(store.isDismissed)
        await store.finish()
    }

    @Test func aRecordingScreenTestedAloneWritesItsMeeting() async {
        let store = TestStore(
            state: Joined(record: standup, screen: RecordModel(recordID: 1)),
            environment: RecordModel.Environment(tick: {}))
        await store.send(.start) { $0.screen.isRunning = true }
        await store.receive(.tick) { $0.screen.elapsed = 1 }
        await store.receive(.tick) {
            $0.screen.elapsed = 2
            $0.record.history = ["Held for 2s"]
        }
        #expect(store.isDismissed)
        await store.finish()
    }

    @Test func theTerminalShowsTheStackAsABreadcrumb() {
        var meetings = listWithStandup()
        #expect(
            MeetingsScreen.lines(meetings).prefix(3) == [
                "Meetings", "", "  #1 Standup  2s, held 0×",
            ])
        meetings.path.append(standupScreen)
        meetings.path.append(.record(RecordModel(recordID: 1, elapsed: 1)))
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
        meetings.path.append(standupScreen)
        #expect(
            try MeetingsCommand.parse("delete")?.action(in: meetings)
                == .path(.element(id: 0, action: .detail(.deleteTapped))))
        #expect(try MeetingsCommand.parse("back")?.action(in: meetings) == .path(.popFrom(id: 0)))
    }
}
