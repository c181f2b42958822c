import Foundation
import ReflowTesting
import Testing

@testable import Reflow

/// A record several screens show: kept once, in the app's list.
private struct Meeting: Identifiable, Equatable, Sendable, Codable {
    var id: Int
    var title: String
    var history: [String] = []
}

private enum AlertAction: Sendable, Equatable {
    case confirmDeletion
}

/// What the meeting's screen asks before deleting.
private let deleteAlert = AlertState<AlertAction>(title: "Delete?") {
    ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
}

/// A meeting's screen: it keeps the meeting's ID and its own alert; the meeting is joined in.
private struct MeetingDetail: RecordScreen {
    typealias Record = Meeting

    enum Action: Sendable, Equatable {
        case rename(String)
        case deleteTapped
        case alert(PresentationAction<AlertAction>)
        case closeTapped
        case startRecording
        case finished
        /// The deletion confirmed: the parent removes the record, and the screen closes.
        case deleteConfirmed
    }

    let recordID: Meeting.ID
    var alert: AlertState<AlertAction>?

    /// The deletion alert, presented from the screen's own state.
    static let alert = Place.presented(\Joined<MeetingDetail>.screen.alert, tag: Action.alert)

    static func update(
        state: consuming Joined<MeetingDetail>, action: Action, environment: TestClock
    ) -> Update<Joined<MeetingDetail>> {
        switch action {
        case .rename(let title):
            state.record.title = title
            return Update(state: state)
        case .deleteTapped:
            state.screen.alert = deleteAlert
            return Update(state: state)
        case .alert(.presented(.confirmDeletion)):
            // The screen deletes its own record: the form removes it from the list, and the
            // screen, with nothing left to show, ends.
            state.deleteRecord()
            return Joined.update(
                state: state, action: .presented(.confirmDeletion), environment: (), at: alert)
        case .alert(let action):
            // The alert's place is `Joined`'s, the model the update runs on.
            return Joined.update(state: state, action: action, environment: (), at: alert)
        case .closeTapped, .deleteConfirmed:
            return Update(state: state, fx: .dismiss)
        case .startRecording:
            return Update(
                state: state,
                fx: .run { send in
                    guard (try? await environment.sleep(for: .seconds(1))) != nil else { return }
                    await send(.finished)
                })
        case .finished:
            // The screen's own effect writes the record, then closes the screen.
            state.record.history.append("Held")
            return Update(state: state, fx: .dismiss)
        }
    }
}

/// The screens the app pushes: only the meeting's, here.
private enum Screen: ModelProtocol {
    case detail(MeetingDetail)

    enum Action: Sendable, Equatable {
        case detail(MeetingDetail.Action)
    }

    static func update(
        state: consuming Screen, action: Action, environment: TestClock
    ) -> Update<Screen> {
        // Every case needs a record: the app runs them through the record-screen form.
        Update(state: state)
    }
}

/// The app: the meetings, and a stack of screens over them.
private struct MeetingsModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case open(Meeting.ID)
        case remove(Meeting.ID)
        case path(StackAction<Screen>)
    }

    var meetings: KeyedList<Meeting> = [Meeting(id: 1, title: "Standup")]
    var path = StackState<Screen>()
    /// Whether the app removes a deleted meeting before it runs the screen's form, or after.
    var removesBeforeTheForm = false
    /// Whether the app pops the stack itself when a screen closes, in the same action.
    var popsOnClose = false

    static let path = Place.stack(\Self.path, tag: Action.path)
    static let detail = path.screen(Screen.detail, action: Screen.Action.detail)
        .joined(records: \Self.meetings)

    static func update(
        state: consuming MeetingsModel, action: Action, environment: TestClock
    ) -> Update<MeetingsModel> {
        switch action {
        case .open(let id):
            state.path.append(.detail(MeetingDetail(recordID: id)))
            return Update(state: state)
        case .remove(let id):
            state.meetings.remove(id: id)
            return Update(state: state)
        case .path(.element(let id, .detail(.deleteConfirmed))):
            // A port of TCA's flow: the screen confirms and dismisses, the app removes the record.
            let recordID = state.path[id: id, case: /Screen.detail]?.recordID ?? 0
            if state.removesBeforeTheForm {
                state.meetings.remove(id: recordID)
            }
            var next = update(
                state: state, action: .deleteConfirmed, environment: environment, at: detail(id))
            next.state.meetings.remove(id: recordID)
            return next
        case .path(.element(let id, .detail(.closeTapped))) where state.popsOnClose:
            var next = update(
                state: state, action: .closeTapped, environment: environment, at: detail(id))
            next.state.path.removeAll()
            return next
        case .path(.element(let id, .detail(let action))):
            return update(state: state, action: action, environment: environment, at: detail(id))
        case .path(let action):
            return update(state: state, action: action, environment: environment, at: path)
        }
    }
}

/// The same app with its meetings saved to disk.
private struct SavedMeetingsModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case open(Meeting.ID)
        case path(StackAction<Screen>)
        case file(PersistenceAction)
    }

    struct Environment: Sendable {
        var clock: TestClock
        var file: PersistenceStorage
    }

    var meetings = Persisted<KeyedList<Meeting>>(
        [Meeting(id: 1, title: "Standup")], status: .ready, isStored: true)
    var path = StackState<Screen>()

    static let path = Place.stack(\Self.path, tag: Action.path)
    static let detail = path.screen(Screen.detail, action: Screen.Action.detail)
        .joined(records: \Self.meetings)
    static let file = Place.persisted(\Self.meetings, tag: Action.file)

    static func update(
        state: consuming SavedMeetingsModel, action: Action, environment: Environment
    ) -> Update<SavedMeetingsModel> {
        let next: Update<SavedMeetingsModel>
        switch action {
        case .open(let id):
            state.path.append(.detail(MeetingDetail(recordID: id)))
            next = Update(state: state)
        case .path(.element(let id, .detail(let action))):
            next = update(
                state: state, action: action, environment: environment.clock, at: detail(id))
        case .path(let action):
            next = update(state: state, action: action, environment: environment.clock, at: path)
        case .file(let action):
            next = update(state: state, action: action, environment: environment.file, at: file)
        }
        return next.savingChanges(of: \.meetings, storage: environment.file, tag: Action.file)
    }
}

/// The app with a meeting whose history has room to grow, held by nothing else: a change in
/// place keeps its buffer.
private func roomyMeetings() -> MeetingsModel {
    var app = MeetingsModel()
    var history: [String] = []
    history.reserveCapacity(16)
    app.meetings[id: 1]?.history = history
    return app
}

/// What a test storage was asked to write.
private actor Writes {
    var count = 0
    func record() { count += 1 }
}

@MainActor
@Suite struct RecordScreenTests {
    @Test func aScreensUpdateChangesTheRecordWhereTheListKeepsIt() async {
        let store = TestStore(state: MeetingsModel(), environment: TestClock())
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.send(.path(.element(id: 0, action: .detail(.rename("Daily"))))) {
            $0.meetings[id: 1]?.title = "Daily"
        }
        await store.finish()
    }

    @Test func aTestNamesTheScreensActionByItsPlace() async {
        #expect(
            MeetingsModel.detail(0).action(.rename("Daily"))
                == .path(.element(id: 0, action: .detail(.rename("Daily")))))
        #expect(MeetingsModel.path.action(.popFrom(id: 0)) == .path(.popFrom(id: 0)))
        let store = TestStore(state: MeetingsModel(), environment: TestClock())
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.send(MeetingsModel.detail(0).action(.rename("Daily"))) {
            $0.meetings[id: 1]?.title = "Daily"
        }
        await store.send(MeetingsModel.detail(0).action(.closeTapped))
        await store.receive(MeetingsModel.path.action(.popFrom(id: 0))) {
            $0.path = StackState()
        }
        await store.finish()
    }

    @Test func theRecordIsChangedInPlaceNotCopied() async throws {
        let store = Store(state: roomyMeetings(), environment: TestClock())
        store.send(.open(1))
        let before = try #require(
            store.state.meetings[id: 1]?.history.withUnsafeBufferPointer { $0.baseAddress })
        // The screen's update appends to the record's history: in the list's own buffer.
        store.send(.path(.element(id: 0, action: .detail(.finished))))
        let after = try #require(
            store.state.meetings[id: 1]?.history.withUnsafeBufferPointer { $0.baseAddress })
        #expect(store.state.meetings[id: 1]?.history == ["Held"])
        #expect(before == after)
    }

    @Test func theScreenKeepsItsOwnStateOnTheStackAndTheRecordStaysOnlyInTheList() {
        var app = MeetingsModel()
        app.path.append(.detail(MeetingDetail(recordID: 1)))
        let next = MeetingsModel.update(
            state: app, action: .path(.element(id: 0, action: .detail(.deleteTapped))),
            environment: TestClock())
        guard case .detail(let screen)? = next.state.path[id: 0] else {
            Issue.record("the screen left the stack")
            return
        }
        #expect(screen.alert?.title == "Delete?")
        #expect(next.state.meetings == [Meeting(id: 1, title: "Standup")])
    }

    @Test func aScreenThatDismissesItselfIsPoppedWhereverItsRecordLives() async {
        let store = TestStore(state: MeetingsModel(), environment: TestClock())
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.send(.path(.element(id: 0, action: .detail(.closeTapped))))
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        await store.finish()
    }

    @Test func poppingTheScreenEndsItsEffectsAndLeavesNoStateBehind() async {
        let store = TestStore(state: MeetingsModel(), environment: TestClock())
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.send(.path(.element(id: 0, action: .detail(.deleteTapped)))) {
            $0.path[id: 0, case: /Screen.detail]?.alert = deleteAlert
        }
        await store.send(.path(.element(id: 0, action: .detail(.startRecording))))
        #expect(store.runningEffectCount == 1)
        await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
        #expect(store.runningEffectCount == 0)
        // Pushed again, the screen starts afresh: its alert went with it.
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.finish()
    }

    @Test func theScreensOwnEffectChangesTheRecordWithoutADelegate() async {
        let clock = TestClock()
        let store = TestStore(state: MeetingsModel(), environment: clock)
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.send(.path(.element(id: 0, action: .detail(.startRecording))))
        await clock.advance(by: .seconds(1))
        await store.receive(.path(.element(id: 0, action: .detail(.finished)))) {
            $0.meetings[id: 1]?.history = ["Held"]
        }
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        await store.finish()
    }

    @Test func removingTheRecordEndsTheScreensEffectsAndItsNextActionPopsItAndIsReported() async {
        let store = TestStore(state: MeetingsModel(), environment: TestClock())
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.send(.path(.element(id: 0, action: .detail(.startRecording))))
        await store.send(.remove(1)) { $0.meetings = [] }
        #expect(store.runningEffectCount == 0)
        await store.send(.path(.element(id: 0, action: .detail(.rename("x")))))
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        #expect(store.runtimeIssues.count == 1)
        #expect(
            store.runtimeIssues.first?.message.contains("the record 1 of the screen #0") == true)
        await store.finish()
    }

    @Test func aScreenDeletesItsOwnRecordAndIsPopped() async {
        var app = MeetingsModel()
        app.meetings.append(Meeting(id: 2, title: "Retro"))
        let store = TestStore(state: app, environment: TestClock())
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.send(.path(.element(id: 0, action: .detail(.deleteTapped)))) {
            $0.path[id: 0, case: /Screen.detail]?.alert = deleteAlert
        }
        await store.send(.path(.element(id: 0, action: .detail(.startRecording))))
        await store.send(
            .path(.element(id: 0, action: .detail(.alert(.presented(.confirmDeletion)))))
        ) {
            $0.meetings.remove(id: 1)
            $0.path[id: 0, case: /Screen.detail]?.alert = nil
        }
        #expect(store.runningEffectCount == 0, "the screen's effects end with its record")
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        #expect(store.runtimeIssues.isEmpty, "\(store.runtimeIssues)")
        await store.finish()
    }

    @Test func aScreenReplacesItsRecordButNotWithOneOfAnotherID() async {
        var joined = Joined(
            record: Meeting(id: 1, title: "Standup"), screen: MeetingDetail(recordID: 1))
        joined.record = Meeting(id: 1, title: "Daily", history: ["Held"])
        #expect(joined.record == Meeting(id: 1, title: "Daily", history: ["Held"]))
        let issues = Issues()
        RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            joined.record = Meeting(id: 2, title: "Retro")
        }
        #expect(joined.record.id == 1)
        #expect(issues.messages.count == 1, "\(issues.messages)")
    }

    @Test func aScreenTestedAloneWithTheListItReadsShowsItsRecordGoneAndItselfDismissed() async {
        let store = TestStore(
            state: Joined(
                records: [Meeting(id: 1, title: "Standup"), Meeting(id: 2, title: "Retro")],
                screen: MeetingDetail(recordID: 1)),
            environment: TestClock())
        await store.send(.rename("Daily")) { $0.records?[id: 1]?.title = "Daily" }
        await store.send(.deleteTapped) { $0.screen.alert = deleteAlert }
        await store.send(.alert(.presented(.confirmDeletion))) {
            $0.records?.remove(id: 1)
            $0.screen.alert = nil
        }
        #expect(store.state.records == [Meeting(id: 2, title: "Retro")])
        #expect(store.isDismissed)
        await store.finish()
    }

    @Test func aDeletionOfAPersistedRecordIsSaved() async {
        let writes = Writes()
        let clock = TestClock()
        let storage = PersistenceStorage(
            path: "meetings.json", read: { nil }, write: { _ in await writes.record() },
            saveDelay: .milliseconds(300), sleep: { try await clock.sleep(for: $0) })
        let store = TestStore(
            state: SavedMeetingsModel(), environment: .init(clock: clock, file: storage))
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        let revision = store.state.meetings.revision
        await store.send(.path(.element(id: 0, action: .detail(.deleteTapped)))) {
            $0.path[id: 0, case: /Screen.detail]?.alert = deleteAlert
        }
        await store.send(
            .path(.element(id: 0, action: .detail(.alert(.presented(.confirmDeletion)))))
        ) {
            $0.meetings.value = []
            $0.path[id: 0, case: /Screen.detail]?.alert = nil
        }
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.file(.save)) { $0.meetings.status = .saving }
        await store.receive(.file(.didWrite(revision: revision + 1, error: nil))) {
            $0.meetings.status = .ready
        }
        await store.finish()
        #expect(await writes.count == 1)
    }

    @Test func aScreensDismissalPopsItWhenTheAppRemovesItsRecordAfterTheForm() async {
        let store = TestStore(state: MeetingsModel(), environment: TestClock())
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.send(.path(.element(id: 0, action: .detail(.startRecording))))
        await store.send(.path(.element(id: 0, action: .detail(.deleteConfirmed)))) {
            $0.meetings = []
        }
        #expect(store.runningEffectCount == 0)
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        #expect(store.runtimeIssues.isEmpty, "\(store.runtimeIssues)")
        await store.finish()
    }

    @Test func aScreenWhoseRecordTheAppRemovedBeforeTheFormIsPoppedWithItsEffects() async {
        var app = MeetingsModel()
        app.removesBeforeTheForm = true
        let store = TestStore(state: app, environment: TestClock())
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.send(.path(.element(id: 0, action: .detail(.startRecording))))
        await store.send(.path(.element(id: 0, action: .detail(.deleteConfirmed)))) {
            $0.meetings = []
        }
        #expect(store.runningEffectCount == 0)
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        // The screen's action could not run without its record: said, not dropped silently.
        #expect(store.runtimeIssues.count == 1)
        await store.finish()
    }

    @Test func aDismissalDroppedBecauseTheScreenAlreadyLeftIsReported() async {
        var app = MeetingsModel()
        app.popsOnClose = true
        let store = TestStore(state: app, environment: TestClock())
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.send(.path(.element(id: 0, action: .detail(.closeTapped)))) {
            $0.path = StackState()
        }
        #expect(store.runtimeIssues.count == 1)
        #expect(
            store.runtimeIssues.first?.message.contains("was dropped") == true,
            "\(store.runtimeIssues)")
        await store.finish()
    }

    @Test func aScreenTestedAloneWithItsRecordShowsWhatItDoesToIt() async {
        let store = TestStore(
            state: Joined(
                record: Meeting(id: 1, title: "Standup"), screen: MeetingDetail(recordID: 1)),
            environment: TestClock())
        await store.send(.rename("Daily")) { $0.record.title = "Daily" }
        await store.send(.closeTapped)
        #expect(store.isDismissed)
        await store.finish()
    }

    @Test func aTapThatChangesOnlyTheScreenWritesNothingAndAnEditOfTheRecordIsSaved() async {
        let writes = Writes()
        let clock = TestClock()
        let storage = PersistenceStorage(
            path: "meetings.json", read: { nil }, write: { _ in await writes.record() },
            saveDelay: .milliseconds(300), sleep: { try await clock.sleep(for: $0) })
        let store = TestStore(
            state: SavedMeetingsModel(), environment: .init(clock: clock, file: storage))
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        let revision = store.state.meetings.revision
        await store.send(.path(.element(id: 0, action: .detail(.deleteTapped)))) {
            $0.path[id: 0, case: /Screen.detail]?.alert = deleteAlert
        }
        #expect(store.state.meetings.revision == revision)
        #expect(store.runningEffectCount == 0, "no save is scheduled")
        await store.send(.path(.element(id: 0, action: .detail(.rename("Daily"))))) {
            $0.meetings.value[id: 1]?.title = "Daily"
        }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.file(.save)) { $0.meetings.status = .saving }
        await store.receive(.file(.didWrite(revision: revision + 1, error: nil))) {
            $0.meetings.status = .ready
        }
        await store.finish()
        #expect(await writes.count == 1)
    }

    @Test func theScreensStoreShowsTheRecordAndSendsToIt() {
        let store = Store(state: MeetingsModel(), environment: TestClock())
        store.send(.open(1))
        let detail = store.viewStore(MeetingsModel.detail(0))
        #expect(detail?.state.record.title == "Standup")
        detail?.send(.rename("Daily"))
        #expect(store.state.meetings[id: 1]?.title == "Daily")
        #expect(detail?.state.record.title == "Daily")
        store.send(.remove(1))
        #expect(store.viewStore(MeetingsModel.detail(0)) == nil)
    }

    @Test func joinedValuesCompareByRecordAndScreen() {
        var written = Joined(
            record: Meeting(id: 1, title: "Standup"), screen: MeetingDetail(recordID: 1))
        written.record.title = "Standup"
        #expect(
            written
                == Joined(
                    record: Meeting(id: 1, title: "Standup"), screen: MeetingDetail(recordID: 1)))
        #expect(Mirror(reflecting: written).children.compactMap(\.label) == ["record", "screen"])
    }
}

/// The app with the meeting's screen presented in a sheet instead of pushed, its meetings
/// optionally saved: the screen's own state lives in the presentation.
private struct SheetMeetingsModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case open(Meeting.ID)
        case remove(Meeting.ID)
        case detail(PresentationAction<MeetingDetail.Action>)
        case savedDetail(PresentationAction<MeetingDetail.Action>)
    }

    var meetings: KeyedList<Meeting> = [
        Meeting(id: 1, title: "Standup"), Meeting(id: 2, title: "Retro"),
    ]
    var saved = Persisted<KeyedList<Meeting>>(
        [Meeting(id: 1, title: "Standup")], status: .ready, isStored: true)
    var detail: MeetingDetail?
    var savedDetail: MeetingDetail?
    /// Whether the app removes a deleted meeting before it runs the screen's form, or after.
    var removesBeforeTheForm = false

    static let detail = Place.presented(\Self.detail, tag: Action.detail)
        .joined(records: \Self.meetings)
    static let savedDetail = Place.presented(\Self.savedDetail, tag: Action.savedDetail)
        .joined(records: \Self.saved)

    static func update(
        state: consuming SheetMeetingsModel, action: Action, environment: TestClock
    ) -> Update<SheetMeetingsModel> {
        switch action {
        case .open(let id):
            state.detail = MeetingDetail(recordID: id)
            return Update(state: state)
        case .remove(let id):
            state.meetings.remove(id: id)
            return Update(state: state)
        case .detail(.presented(.deleteConfirmed)):
            let recordID = state.detail?.recordID ?? 0
            if state.removesBeforeTheForm {
                state.meetings.remove(id: recordID)
            }
            var next = update(
                state: state, action: .presented(.deleteConfirmed), environment: environment,
                at: detail)
            next.state.meetings.remove(id: recordID)
            return next
        case .detail(let action):
            return update(state: state, action: action, environment: environment, at: detail)
        case .savedDetail(let action):
            return update(state: state, action: action, environment: environment, at: savedDetail)
        }
    }
}

@MainActor
@Suite struct PresentedRecordScreenTests {
    @Test func aPresentedScreenDeletesItsOwnRecordAndIsDismissed() async {
        let store = TestStore(state: SheetMeetingsModel(), environment: TestClock())
        await store.send(.open(2)) { $0.detail = MeetingDetail(recordID: 2) }
        await store.send(.detail(.presented(.deleteTapped))) { $0.detail?.alert = deleteAlert }
        await store.send(.detail(.presented(.alert(.presented(.confirmDeletion))))) {
            $0.meetings.remove(id: 2)
            $0.detail?.alert = nil
        }
        await store.receive(.detail(.dismiss)) { $0.detail = nil }
        #expect(store.runtimeIssues.isEmpty, "\(store.runtimeIssues)")
        await store.finish()
    }

    @Test(arguments: [false, true])
    func aSheetIsDismissedWithItsEffectsWhenTheAppRemovesItsRecord(beforeTheForm: Bool) async {
        var app = SheetMeetingsModel()
        app.removesBeforeTheForm = beforeTheForm
        let store = TestStore(state: app, environment: TestClock())
        await store.send(.open(1)) { $0.detail = MeetingDetail(recordID: 1) }
        await store.send(.detail(.presented(.startRecording)))
        await store.send(.detail(.presented(.deleteConfirmed))) {
            $0.meetings.remove(id: 1)
        }
        #expect(store.runningEffectCount == 0)
        await store.receive(.detail(.dismiss)) { $0.detail = nil }
        // Before the form, the screen's action could not run: said, not dropped silently.
        #expect(store.runtimeIssues.count == (beforeTheForm ? 1 : 0), "\(store.runtimeIssues)")
        await store.finish()
    }

    @Test func aPresentedScreenEditsTheRecordAndDismissesItself() async {
        let store = TestStore(state: SheetMeetingsModel(), environment: TestClock())
        await store.send(.open(1)) { $0.detail = MeetingDetail(recordID: 1) }
        await store.send(.detail(.presented(.rename("Daily")))) {
            $0.meetings[id: 1]?.title = "Daily"
        }
        await store.send(.detail(.presented(.deleteTapped))) { $0.detail?.alert = deleteAlert }
        await store.send(.detail(.presented(.closeTapped)))
        await store.receive(.detail(.dismiss)) { $0.detail = nil }
        await store.finish()
    }

    @Test func itsOwnEffectWritesTheRecordAndDismissingItEndsItsEffects() async {
        let clock = TestClock()
        let store = TestStore(state: SheetMeetingsModel(), environment: clock)
        await store.send(.open(1)) { $0.detail = MeetingDetail(recordID: 1) }
        await store.send(.detail(.presented(.startRecording)))
        await clock.advance(by: .seconds(1))
        await store.receive(.detail(.presented(.finished))) {
            $0.meetings[id: 1]?.history = ["Held"]
        }
        await store.receive(.detail(.dismiss)) { $0.detail = nil }

        await store.send(.open(1)) { $0.detail = MeetingDetail(recordID: 1) }
        await store.send(.detail(.presented(.startRecording)))
        #expect(store.runningEffectCount == 1)
        await store.send(.detail(.dismiss)) { $0.detail = nil }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func aScreenReplacedByAnotherRecordsScreenOrLosingItsRecordEndsItAndItsEffects() async {
        let store = TestStore(state: SheetMeetingsModel(), environment: TestClock())
        await store.send(.open(1)) { $0.detail = MeetingDetail(recordID: 1) }
        await store.send(.detail(.presented(.startRecording)))
        await store.send(.open(2)) { $0.detail = MeetingDetail(recordID: 2) }
        #expect(store.runningEffectCount == 0)
        await store.send(.detail(.presented(.startRecording)))
        await store.send(.remove(2)) { $0.meetings.remove(id: 2) }
        #expect(store.runningEffectCount == 0)
        await store.send(.detail(.presented(.rename("x"))))
        #expect(
            store.runtimeIssues.first?.message.contains(
                "the record 2 of the presented MeetingDetail is not in the list") == true,
            "\(store.runtimeIssues.map(\.message))")
        // Its record gone, the screen ends.
        await store.receive(.detail(.dismiss)) { $0.detail = nil }
        await store.send(.detail(.presented(.rename("y"))))
        #expect(store.runtimeIssues.last?.message.contains("no MeetingDetail is presented") == true)
        await store.finish()
    }

    @Test func aTapThatChangesOnlyThePresentedScreenCountsNoWrite() async {
        let store = TestStore(state: SheetMeetingsModel(), environment: TestClock())
        await store.send(.open(1)) { $0.detail = MeetingDetail(recordID: 1) }
        var app = store.state
        app.savedDetail = MeetingDetail(recordID: 1)
        let revision = app.saved.revision
        app =
            SheetMeetingsModel.update(
                state: app, action: .savedDetail(.presented(.deleteTapped)),
                environment: TestClock()
            ).state
        #expect(app.savedDetail?.alert == deleteAlert)
        #expect(app.saved.revision == revision)
        app =
            SheetMeetingsModel.update(
                state: app, action: .savedDetail(.presented(.rename("Daily"))),
                environment: TestClock()
            ).state
        #expect(app.saved.value[id: 1]?.title == "Daily")
        #expect(app.saved.revision == revision + 1)
        await store.finish()
    }

    @Test func thePresentationShowsTheRecordJoinedAndDismissesOnlyItsOwnScreen() {
        let store = Store(state: SheetMeetingsModel(), environment: TestClock())
        let presentation = store.presentation(SheetMeetingsModel.detail)
        #expect(presentation.store == nil)
        store.send(.open(1))
        let item = presentation.item
        #expect(item.wrappedValue?.store.state.record.title == "Standup")
        item.wrappedValue?.store.send(.rename("Daily"))
        #expect(store.state.meetings[id: 1]?.title == "Daily")
        #expect(store.viewStore(SheetMeetingsModel.detail)?.state.record.title == "Daily")
        // The sheet of meeting 1, swiped down after meeting 2's took its place, dismisses
        // nothing.
        store.send(.open(2))
        item.wrappedValue = nil
        #expect(store.state.detail == MeetingDetail(recordID: 2))
        presentation.item.wrappedValue = nil
        #expect(store.state.detail == nil)
    }
}

/// The app naming its meeting screens, pushed and presented, so that each closes as soon as its
/// meeting leaves, whatever action removed it.
private struct ClosingMeetingsModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case open(Meeting.ID)
        case present(Meeting.ID)
        case presentSaved(Meeting.ID)
        case remove(Meeting.ID)
        case removeSaved(Meeting.ID)
        case rename(Meeting.ID, String)
        case path(StackAction<Screen>)
        case sheet(PresentationAction<MeetingDetail.Action>)
        case savedSheet(PresentationAction<MeetingDetail.Action>)
    }

    var meetings: KeyedList<Meeting> = [
        Meeting(id: 1, title: "Standup"), Meeting(id: 2, title: "Retro"),
    ]
    var saved = Persisted<KeyedList<Meeting>>(
        [Meeting(id: 1, title: "Standup")], status: .ready, isStored: true)
    var path = StackState<Screen>()
    var sheet: MeetingDetail?
    var savedSheet: MeetingDetail?

    static let path = Place.stack(\Self.path, tag: Action.path)
    static let detail = path.screen(Screen.detail, action: Screen.Action.detail)
        .joined(records: \Self.meetings)
    static let sheet = Place.presented(\Self.sheet, tag: Action.sheet)
        .joined(records: \Self.meetings)
    static let savedSheet = Place.presented(\Self.savedSheet, tag: Action.savedSheet)
        .joined(records: \Self.saved)
    static let recordScreens = RecordScreens(detail, sheet, savedSheet)

    static func update(
        state: consuming ClosingMeetingsModel, action: Action, environment: TestClock
    ) -> Update<ClosingMeetingsModel> {
        switch action {
        case .open(let id):
            state.path.append(.detail(MeetingDetail(recordID: id)))
        case .present(let id):
            state.sheet = MeetingDetail(recordID: id)
        case .presentSaved(let id):
            state.savedSheet = MeetingDetail(recordID: id)
        case .remove(let id):
            state.meetings.remove(id: id)
        case .removeSaved(let id):
            state.saved.value.remove(id: id)
        case .rename(let id, let title):
            state.meetings[id: id]?.title = title
        case .path(.element(let id, .detail(let action))):
            return update(state: state, action: action, environment: environment, at: detail(id))
        case .path(let action):
            return update(state: state, action: action, environment: environment, at: path)
        case .sheet(let action):
            return update(state: state, action: action, environment: environment, at: sheet)
        case .savedSheet(let action):
            return update(state: state, action: action, environment: environment, at: savedSheet)
        }
        return Update(state: state)
    }
}

/// An app that holds the meetings as a child: their screens close from there too.
private struct ShellModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case meetings(ClosingMeetingsModel.Action)
    }

    var meetings = ClosingMeetingsModel()

    static let meetings = Place.property(\Self.meetings, tag: Action.meetings)

    static func update(
        state: consuming ShellModel, action: Action, environment: TestClock
    ) -> Update<ShellModel> {
        switch action {
        case .meetings(let action):
            update(state: state, action: action, environment: environment, at: meetings)
        }
    }
}

@MainActor
@Suite struct RecordScreensTests {
    @Test func aPushedScreenClosesWhenAnotherActionRemovesItsRecordAndItsEffectsEnd() async {
        let store = TestStore(state: ClosingMeetingsModel(), environment: TestClock())
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.send(.path(.element(id: 0, action: .detail(.startRecording))))
        await store.send(.remove(1)) { $0.meetings.remove(id: 1) }
        #expect(store.runningEffectCount == 0)
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        #expect(store.runtimeIssues.isEmpty, "\(store.runtimeIssues.map(\.message))")
        await store.finish()
    }

    @Test func aScreenThatNeverRanAnActionClosesToo() async {
        let store = TestStore(state: ClosingMeetingsModel(), environment: TestClock())
        await store.send(.open(2)) { $0.path.append(.detail(MeetingDetail(recordID: 2))) }
        await store.send(.remove(2)) { $0.meetings.remove(id: 2) }
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        #expect(store.runtimeIssues.isEmpty, "\(store.runtimeIssues.map(\.message))")
        await store.finish()
    }

    @Test func theLowestScreenWhoseRecordLeftIsPoppedWithTheScreensAboveIt() async {
        let store = TestStore(state: ClosingMeetingsModel(), environment: TestClock())
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.send(.open(2)) { $0.path.append(.detail(MeetingDetail(recordID: 2))) }
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.send(.remove(2)) { $0.meetings.remove(id: 2) }
        await store.receive(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
        // An action that leaves every record in place closes nothing.
        await store.send(.rename(1, "Daily")) { $0.meetings[id: 1]?.title = "Daily" }
        #expect(store.runtimeIssues.isEmpty, "\(store.runtimeIssues.map(\.message))")
        await store.finish()
    }

    @Test func aPresentedScreenIsDismissedWhenItsRecordLeavesAPlainOrAPersistedList() async {
        let store = TestStore(state: ClosingMeetingsModel(), environment: TestClock())
        await store.send(.present(2)) { $0.sheet = MeetingDetail(recordID: 2) }
        await store.send(.remove(2)) { $0.meetings.remove(id: 2) }
        await store.receive(.sheet(.dismiss)) { $0.sheet = nil }

        await store.send(.presentSaved(1)) { $0.savedSheet = MeetingDetail(recordID: 1) }
        await store.send(.removeSaved(1)) { $0.saved.value.remove(id: 1) }
        await store.receive(.savedSheet(.dismiss)) { $0.savedSheet = nil }
        #expect(store.runtimeIssues.isEmpty, "\(store.runtimeIssues.map(\.message))")
        await store.finish()
    }

    @Test func aScreenThatDeletesItsOwnRecordIsClosedOnceWithoutAReport() async {
        let store = TestStore(state: ClosingMeetingsModel(), environment: TestClock())
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.send(.path(.element(id: 0, action: .detail(.deleteTapped)))) {
            $0.path[id: 0, case: /Screen.detail]?.alert = deleteAlert
        }
        await store.send(
            .path(.element(id: 0, action: .detail(.alert(.presented(.confirmDeletion)))))
        ) {
            $0.meetings.remove(id: 1)
            $0.path[id: 0, case: /Screen.detail]?.alert = nil
        }
        // The screen's own dismissal and the store's closing both ask for the pop: one runs.
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        #expect(store.runtimeIssues.isEmpty, "\(store.runtimeIssues.map(\.message))")
        await store.finish()
    }

    @Test func screensNamedByAChildModelCloseFromItsParent() async {
        let store = TestStore(state: ShellModel(), environment: TestClock())
        await store.send(.meetings(.open(1))) {
            $0.meetings.path.append(.detail(MeetingDetail(recordID: 1)))
        }
        await store.send(.meetings(.present(1))) { $0.meetings.sheet = MeetingDetail(recordID: 1) }
        await store.send(.meetings(.remove(1))) { $0.meetings.meetings.remove(id: 1) }
        await store.receive(.meetings(.path(.popFrom(id: 0)))) { $0.meetings.path = StackState() }
        await store.receive(.meetings(.sheet(.dismiss))) { $0.meetings.sheet = nil }
        #expect(store.runtimeIssues.isEmpty, "\(store.runtimeIssues.map(\.message))")
        await store.finish()
    }

    @Test func aRootStoreClosesTheScreenToo() {
        let store = Store(state: ClosingMeetingsModel(), environment: TestClock())
        store.send(.open(1))
        store.send(.present(1))
        store.send(.remove(1))
        #expect(store.state.path.isEmpty)
        #expect(store.state.sheet == nil)
    }

    @Test func aScreenNotNamedClosesAtItsNextActionWithAReportThatSaysHowToNameIt() async {
        let store = TestStore(state: MeetingsModel(), environment: TestClock())
        await store.send(.open(1)) { $0.path.append(.detail(MeetingDetail(recordID: 1))) }
        await store.send(.remove(1)) { $0.meetings = [] }
        await store.send(.path(.element(id: 0, action: .detail(.rename("x")))))
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        #expect(
            store.runtimeIssues.first?.message.contains("RecordScreens(detail)") == true,
            "\(store.runtimeIssues.map(\.message))")
        await store.finish()
    }
}
