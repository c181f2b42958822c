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
///         action: .file(.load),
///         environment: .live(path: URL.documentsDirectory
///             .appending(path: "todos.json").path)
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
                    #if !os(watchOS)  // watchOS has no segmented picker
                    .pickerStyle(.segmented)
                    #endif
                }
                Section(Renderer.summary(store.state)) {
                    TodoList(store: store, filter: store.state.filter)
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

/// The todos, one row each, each row with a store scoped to its todo.
///
/// `viewStores(AppModel.todo)` observes the list's structure only, and each row observes its own
/// todo: toggling one todo re-renders its row, not the list. Showing all todos, the list reads
/// nothing else. Filtered, it reads each row's completion to choose the rows, so a toggle
/// re-renders the list too: a filtered list has to choose again.
struct TodoList: View {
    /// The app's store.
    let store: Store<AppModel>
    /// Which todos to show.
    let filter: Filter

    var body: some View {
        let rows = store.viewStores(AppModel.todo)
        let visible = filter == .all ? Array(rows) : rows.filter { filter.includes($0.state) }
        ForEach(visible) { row in
            TodoRow(store: row)
        }
        .onDelete { offsets in
            for offset in offsets {
                visible[offset].send(.delete)
            }
        }
    }
}

/// One todo: a toggle and its title field, with a store scoped to the todo.
struct TodoRow: View {
    /// The todo's store.
    let store: ViewStore<TodoModel>

    var body: some View {
        HStack {
            Button {
                store.send(.toggle)
            } label: {
                Image(systemName: store.state.isCompleted ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            TextField("Title", text: store.binding(get: \.title, tag: TodoModel.Action.setTitle))
                .strikethrough(store.state.isCompleted)
        }
    }
}
#endif
