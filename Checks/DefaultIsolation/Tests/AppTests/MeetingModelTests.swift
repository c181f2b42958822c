import Reflow
import ReflowTesting
import Testing

@testable import App

@Suite struct MeetingModelTests {
    @Test func formActionsSetAppDefinedFields() async {
        let store = TestStore(state: MeetingModel(), environment: ())
        let meeting = Meeting(title: "Standup", minutes: 15)
        await store.send(.form(.set(\.meeting, meeting))) { $0.meeting = meeting }
        await store.send(.form(.set(\.visibility, .invited))) { $0.visibility = .invited }
        await store.finish()
    }

    @Test func bindingsAndScopedStoresTakeKeyPathLiterals() {
        let store = Store(state: MeetingModel(), environment: ())
        let views = MeetingViews(store: store)
        views.meeting.wrappedValue = Meeting(title: "Retro", minutes: 30)
        views.visibility.wrappedValue = .invited
        views.title.wrappedValue = "Planning"
        views.text.wrappedValue = "Agenda"
        #expect(store.state.meeting == Meeting(title: "Planning", minutes: 30))
        #expect(store.state.visibility == .invited)
        #expect(views.notesByGet.state.text == "Agenda")
        #expect(views.notesByInit.state.text == "Agenda")
        #expect(views.notesByPlace.state.text == "Agenda")
    }
}
