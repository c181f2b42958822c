import Reflow
import Testing

@testable import TodosSample

@MainActor
@Suite struct AppModelStoreTests {
    @Test func loadingOnStartShowsTheSavedTodos() async {
        let saved = SavedTodos(nextID: 3, todos: [TodoModel(id: 2, title: "Milk")])
        let store = Store(
            state: AppModel(),
            action: .file(.load),
            environment: testEnvironment(saved: saved)
        )
        #expect(store.state.status == .loading)
        await store.wait { $0.status != .loading }
        #expect(store.state.todos.map(\.title) == ["Milk"])
        #expect(store.state.file.canSave)
    }

    @Test func aBurstOfChangesIsSavedOnceAfterTheDelay() async {
        let recorder = SaveRecorder()
        let clock = ManualClock()
        let store = Store(
            state: loadedState(),
            environment: testEnvironment(recorder: recorder, clock: clock)
        )
        for title in ["Milk", "Eggs", "Flour"] {
            store.newTodoTitle.wrappedValue = title
            store.send(.addTodo)
        }
        // Each change scheduled a save and cancelled the one before; all three sleep.
        var arrivals = clock.arrivals.makeAsyncIterator()
        for _ in 0..<3 { await arrivals.next() }
        #expect(await recorder.saves.isEmpty)
        await clock.release()
        await store.wait { !$0.hasUnsavedChanges && $0.status == .ready }
        await store.flush()
        let saves = await recorder.saves
        #expect(saves.count == 1)
        #expect(saves.first?.todos.map(\.title) == ["Milk", "Eggs", "Flour"])
        #expect(saves.first?.nextID == 4)
        // The first two scheduled saves were cancelled by the changes after them.
        #expect(await clock.cancelledSleeps == 2)
    }

    @Test func saveWritesAtOnceAndCancelsTheScheduledSave() async {
        let recorder = SaveRecorder()
        let clock = ManualClock()
        let store = Store(
            state: loadedState(),
            environment: testEnvironment(recorder: recorder, clock: clock)
        )
        store.newTodoTitle.wrappedValue = "Milk"
        store.send(.addTodo)
        await store.flush()
        #expect(await recorder.saves.map { $0.todos.map(\.title) } == [["Milk"]])
        #expect(!store.state.hasUnsavedChanges)
        #expect(store.runningEffectCount == 0)
    }

    @Test func changesMadeDuringASaveAreSavedRightAfterIt() async {
        let recorder = SaveRecorder()
        let store = Store(state: loadedState(), environment: testEnvironment(recorder: recorder))
        store.newTodoTitle.wrappedValue = "Milk"
        store.send(.addTodo)
        store.send(.file(.save))
        #expect(store.state.status == .saving)
        store.send(.todo(id: 1, action: .toggle))
        store.send(.file(.save))  // ignored while saving; the first save's end starts the next one
        await store.wait { !$0.hasUnsavedChanges && $0.status == .ready }
        await store.flush()
        let saves = await recorder.saves
        #expect(saves.last?.todos.first?.isCompleted == true)
        #expect(saves.count == 2)
    }

    @Test func aFailedSaveIsShownAndRetriedOnTheNextSave() async {
        let recorder = SaveRecorder()
        let error = PersistenceError.unwritable(path: "todos.json", reason: "disk full")
        await recorder.fail(with: error)
        let store = Store(state: loadedState(), environment: testEnvironment(recorder: recorder))
        store.newTodoTitle.wrappedValue = "Milk"
        store.send(.addTodo)
        await store.flush()
        #expect(store.state.status == .failed(error.message))
        #expect(store.state.hasUnsavedChanges)
        await recorder.fail(with: nil)
        await store.flush()
        #expect(store.state.status == .ready)
        #expect(await recorder.saves.count == 1)
    }

    @Test func bindingsTurnWritesIntoActions() {
        let store = Store(state: loadedState([("Milk", false)]), environment: testEnvironment())
        var actions: [AppModel.Action] = []
        store.logger = { event in
            if case .action(let action) = event { actions.append(action) }
        }
        store.newTodoTitle.wrappedValue = "Eggs"
        store.title(ofTodo: 1).wrappedValue = "Oat milk"
        #expect(
            actions == [.setNewTodoTitle("Eggs"), .todo(id: 1, action: .setTitle("Oat milk"))])
        #expect(store.newTodoTitle.wrappedValue == "Eggs")
        #expect(store.title(ofTodo: 1).wrappedValue == "Oat milk")
    }
}
