import Reflow

#if canImport(SwiftUI)
import SwiftUI
#endif

extension Store where Model == AppModel {
    /// The "new todo" text field: it reads the state and sends
    /// ``AppModel/Action/setNewTodoTitle(_:)`` for every write.
    var newTodoTitle: Binding<String> {
        Binding(
            state: self.state.newTodoTitle, send: self.send, tag: AppModel.Action.setNewTodoTitle)
    }

    /// A todo's title field: writes become ``TodoModel/Action/setTitle(_:)`` actions, forwarded
    /// to the todo's key.
    ///
    /// - Parameter id: The todo's ID.
    /// - Returns: The binding; it reads an empty title once the todo is gone.
    func title(ofTodo id: TodoModel.ID) -> Binding<String> {
        Binding(
            state: self.state.todos[id: id]?.title ?? "",
            send: Address.forward(send: self.send) { .todo(id: id, action: $0) },
            tag: TodoModel.Action.setTitle
        )
    }

    /// Waits until the state satisfies a condition.
    ///
    /// Every change comes from an action, so the state is checked again after each one (the
    /// loop resumes on the main actor once the action has run).
    ///
    /// - Parameter condition: The condition.
    func wait(until condition: (AppModel) -> Bool) async {
        let actions = self.actions
        guard !condition(state) else { return }
        for await _ in actions where condition(state) {
            return
        }
    }

    /// Loads the file, then records the session from the list as loaded, as `todos` does.
    ///
    /// The journal starts from the loaded state, not from the bytes read: the action that
    /// brings them (`.file(.didRead)`) carries the whole file, which a journal that recorded it
    /// would keep for the session's length, and the list decoded from them is in the
    /// journal's first state anyway.
    ///
    /// - Parameter limit: The most actions the journal keeps.
    func loadThenRecord(limit: Int) async {
        send(.file(.load))
        await wait { $0.status != .loading }
        startRecording(checkpointInterval: 100, limit: limit)
    }

    /// Saves what is unsaved and waits until every effect has ended.
    func flush() async {
        send(.file(.save))
        await waitForEffects()
    }
}
