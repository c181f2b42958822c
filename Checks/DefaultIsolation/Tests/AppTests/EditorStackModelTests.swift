import Reflow
import ReflowTesting
import Testing

@testable import App

@Suite struct EditorStackModelTests {
    @Test func aScreenPushedByValueEditsAndDismissesItself() async {
        let store = TestStore(state: EditorStackModel(), environment: ())
        await store.send(.path(.push(id: 0, state: MeetingEditorModel()))) {
            $0.pushes = 1
            $0.path.append(MeetingEditorModel())
        }
        await store.send(.path(.element(id: 0, action: .setTitle("Standup")))) {
            $0.path[id: 0]?.title = "Standup"
        }
        await store.send(.path(.element(id: 0, action: .doneTapped)))
        await store.receive(/EditorStackModel.Action.path) {
            $0.path.removeAll()
        }
        await store.finish()
    }

    @Test func aLinksPathPushesByValue() {
        let store = Store(state: EditorStackModel(), environment: ())
        let path = store.stackLinks(EditorStackModel.path)
        path.wrappedValue.append(.push(MeetingEditorModel(title: "Retro")))
        #expect(store.state.path.ids == [0])
        #expect(store.state.path[id: 0]?.title == "Retro")
        #expect(store.state.pushes == 1)
    }
}
