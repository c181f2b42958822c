#if canImport(SwiftUI)
import Reflow
import SwiftUI

/// The todo list as a SwiftUI view, for an Apple app.
///
/// The view is thin: it reads ``AppModel`` state from the store and sends actions; every
/// decision is in ``AppModel/update(state:action:environment:)``, which the Linux tests cover.
/// Drop this file and the model files into an app and create the store once:
///
/// ```swift
/// @main
/// struct TodosAppScene: App {
///     @State private var store = Store(
///         state: AppModel(),
///         action: .load,
///         environment: .live(file: TodoFile(path: URL.documentsDirectory
///             .appending(path: "todos.json").path))
///     )
///
///     var body: some Scene {
///         WindowGroup { TodosView(store: store) }
///     }
/// }
/// ```
struct TodosView: View {
    /// The app's store.
    let store: Store<AppModel>

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("New todo", text: store.newTodoTitle)
                        .onSubmit { store.send(.addTodo) }
                    Picker(
                        "Show",
                        selection: Binding(
                            state: store.state.filter,
                            send: store.send,
                            tag: AppModel.Action.setFilter
                        )
                    ) {
                        ForEach(Filter.allCases, id: \.self) { filter in
                            Text(filter.rawValue.capitalized).tag(filter)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section(Renderer.summary(store.state)) {
                    ForEach(store.state.visibleTodos) { todo in
                        TodoRow(
                            todo: todo,
                            title: store.title(ofTodo: todo.id),
                            send: Address.forward(send: store.send) {
                                .todo(id: todo.id, action: $0)
                            }
                        )
                    }
                    .onDelete { offsets in
                        let visible = store.state.visibleTodos
                        for offset in offsets {
                            store.send(.todo(id: visible[offset].id, action: .delete))
                        }
                    }
                }
                if case .failed(let message) = store.state.status {
                    Text(message).foregroundStyle(.red)
                }
            }
            .navigationTitle("Todos")
            .toolbar {
                Button("Undo") { store.send(.undo) }
                    .disabled(store.state.undoStack.isEmpty)
                Button("Clear completed") { store.send(.clearCompleted) }
            }
        }
    }
}

/// One todo: a toggle and its title field, with the todo's own `send`.
struct TodoRow: View {
    /// The todo to show.
    let todo: TodoModel
    /// The title field; writes become ``TodoModel/Action/setTitle(_:)`` actions.
    let title: Binding<String>
    /// Sends the todo's actions, tagged with its ID by the parent.
    let send: @MainActor @Sendable (TodoModel.Action) -> Void

    var body: some View {
        HStack {
            Button {
                send(.toggle)
            } label: {
                Image(systemName: todo.isCompleted ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            TextField("Title", text: title)
                .strikethrough(todo.isCompleted)
        }
    }
}
#endif
