import Reflow
import ReflowTesting
import Testing

@testable import App

@Suite struct MeetingListModelTests {
    @Test func anEditorThatDismissesItselfIsClearedAndItsTitleKept() async {
        let store = TestStore(state: MeetingListModel(), environment: ())
        await store.send(.addTapped) { $0.destination = .edit(MeetingEditorModel()) }
        await store.send(.edit(.presented(.setTitle("Standup")))) {
            $0.destination = .edit(MeetingEditorModel(title: "Standup"))
        }
        await store.send(.edit(.presented(.doneTapped)))
        await store.receive(.edit(.dismiss)) {
            $0.titles = ["Standup"]
            $0.destination = nil
        }
        await store.finish()
    }

    @Test func anAlertOfAnAppDefinedActionComparesAndItsButtonDismissesIt() async {
        var list = MeetingListModel()
        list.titles = ["Standup"]
        let store = TestStore(state: list, environment: ())
        await store.send(.deleteTapped) {
            $0.destination = .alert(
                AlertState(title: "Delete every meeting?") {
                    ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
                    ButtonState.cancel("Cancel")
                })
        }
        await store.send(.alert(.presented(.confirmDeletion))) {
            $0.titles = []
            $0.destination = nil
        }
        await store.finish()
    }

    @MainActor
    @Test func theListsPlacesFindTheEditorAndTheAlertInAViewsStore() {
        let store = Store(state: MeetingListModel(), environment: ())
        let screen = MeetingListScreen(store: store)
        #expect(screen.editor.store == nil)
        store.send(.addTapped)
        #expect(screen.editor.store?.state == MeetingEditorModel())
        #expect(screen.alert == nil)
        screen.editor.dismiss()
        #expect(store.state.destination == nil)
        store.send(.deleteTapped)
        #expect(screen.alert?.state.title == "Delete every meeting?")
    }
}
