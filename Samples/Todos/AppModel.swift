import Reflow
import ReflowSQLite

/// The whole todo app: a keyed list of ``TodoModel`` children, a filter, a "new todo" field,
/// undo, and the file the list is saved to.
///
/// Every change is an action. Changes to one todo run the child's own update where the todo is
/// stored, at the todo's place: ``todo``, declared once beside ``Action``, says where the list
/// is and which action case tags what the todos' effects send back; a route names one todo by
/// its ID, `update(state:action:environment:at: todo(id))`.
///
/// The list and the next ID live in ``file``, a `Persisted` value: Reflow loads it when the
/// store starts (``Action/file(_:)`` with `.load`) and saves it after every change, once the
/// storage's delay has passed without another change, so a burst of changes is written once.
/// `.file(.save)` saves at once (before quitting, say). Only one save runs at a time; changes
/// made while it runs are saved right after it. When the file could not be read, nothing is
/// ever saved: the app never overwrites a file it could not understand.
struct AppModel: ModelProtocol, Sendable, Codable {
    /// Everything that can happen in the app.
    enum Action: Sendable, Equatable, Codable {
        /// Loading and saving the file: `.file(.load)` at start, `.file(.save)` to save now.
        case file(PersistenceAction)
        /// The "new todo" field changed, as typed.
        case setNewTodoTitle(String)
        /// Add a todo with the "new todo" field's title, then clear the field.
        case addTodo
        /// Something happened to one todo.
        case todo(id: TodoModel.ID, action: TodoModel.Action)
        /// Show all, active or completed todos.
        case setFilter(Filter)
        /// Remove every completed todo.
        case clearCompleted
        /// Take back the last change to the list.
        case undo
    }

    /// The todos and the next ID, loaded from the file and saved back when they change.
    var file = Persisted(SavedTodos())
    /// Which todos are shown.
    var filter = Filter.all
    /// The text of the "new todo" field.
    var newTodoTitle = ""
    /// How to take back the latest changes, most recent last.
    var undoStack: [UndoEntry] = []

    /// Each todo of ``todos``, by its ID: `todo(id)`, in a route, a view store or a test.
    static let todo = Place.items(\Self.todos, tag: Action.todo)
    /// ``file`` kept in the todo file, the route's environment its storage.
    static let file = Place.persisted(\Self.file, format: .todoFile, tag: Action.file)
    /// ``file`` kept in a database instead (`todos --db`), one row per todo.
    static let database = Place.database(\Self.file, tag: Action.file)

    /// The most changes ``undoStack`` remembers.
    static let undoLimit = 100

    /// The todos, in display order, by ID: the ones in ``file``.
    var todos: KeyedList<TodoModel> {
        get { file.value.todos }
        set { file.value.todos = newValue }
        _modify { yield &file.value.todos }
    }

    /// The ID the next new todo gets.
    var nextID: TodoModel.ID {
        get { file.value.nextID }
        set { file.value.nextID = newValue }
    }

    /// The todos the current filter shows, in display order.
    var visibleTodos: [TodoModel] { todos.filter(filter.includes) }

    /// What the app is doing with its file.
    var status: Status {
        switch file.status {
        case .notLoaded, .loading: .loading
        case .ready: .ready
        case .saving: .saving
        case .failed(let error): .failed(error.message)
        }
    }

    /// Whether the list has changes the file does not hold yet.
    var hasUnsavedChanges: Bool { file.hasUnsavedChanges }

    /// Whether the file exists: it was there when the list was loaded, or a save wrote it. The
    /// screen says "saved" only then.
    var fileExists: Bool { file.isStored }

    static func update(
        state: consuming AppModel,
        action: Action,
        environment: AppEnvironment
    ) -> Update<AppModel> {
        guard let database = environment.database else {
            return reduce(state, action: action, environment: environment)
                .savingChanges(of: \.file, storage: environment.file, tag: Action.file)
        }
        return reduce(state, action: action, environment: environment)
            .savingChanges(of: \.file, storage: database, tag: Action.file)
    }

    /// Runs an action; ``update(state:action:environment:)`` then schedules the save of what
    /// it changed in ``file``.
    private static func reduce(
        _ state: consuming AppModel,
        action: Action,
        environment: AppEnvironment
    ) -> Update<AppModel> {
        switch action {
        case .file(let action):
            // A loaded list starts a new history: undo does not reach back into another file.
            if case .didRead(.success) = action { state.undoStack = [] }
            if let storage = environment.database {
                // `todos --db`: a save writes the todos that changed, one row each.
                return update(state: state, action: action, environment: storage, at: database)
            }
            return update(state: state, action: action, environment: environment.file, at: file)

        case .setNewTodoTitle(let title):
            state.newTodoTitle = title
            return Update(state: state)

        case .addTodo:
            let title = state.newTodoTitle.asTitle.trimmingWhitespace()
            guard !title.isEmpty else { return Update(state: state) }
            // The file refuses a next ID of `Int.max` (the next add would overflow): a list
            // whose IDs ran out (a state read from a journal, say) takes no more todos.
            guard state.nextID < TodoModel.ID.max - 1 else { return Update(state: state) }
            let todo = TodoModel(id: state.nextID, title: title)
            state.nextID += 1
            state.newTodoTitle = ""
            state.todos.append(todo)
            state.record(.remove(todo.id))
            return Update(state: state)

        case .todo(let id, .delete):
            // Only the list can remove an item: the parent handles the child's delete itself.
            guard let position = state.todos.index(id: id),
                let todo = state.todos.remove(id: id)
            else {
                // No todo has the ID: the route reports it and changes nothing.
                return update(state: state, action: .delete, environment: (), at: todo(id))
            }
            state.record(.insert([UndoEntry.Placed(position: position, todo: todo)]))
            return Update(state: state)

        case .todo(let id, let action):
            guard let before = state.todos[id: id] else {
                // No todo has the ID: the route reports it and changes nothing.
                return update(state: state, action: action, environment: (), at: todo(id))
            }
            let isTitleEdit: Bool
            if case .setTitle = action { isTitleEdit = true } else { isTitleEdit = false }
            if !(isTitleEdit && state.lastEntryEditsTitle(of: id)) {
                state.record(.restore(before, isTitleEdit: isTitleEdit))
            }
            return update(state: state, action: action, environment: (), at: todo(id))

        case .setFilter(let filter):
            state.filter = filter
            return Update(state: state)

        case .clearCompleted:
            // Checked first: a write to the list counts as a change to save, even one that
            // removes nothing.
            guard state.todos.contains(where: \.isCompleted) else { return Update(state: state) }
            let removed = state.todos.removeAll { $0.isCompleted }
            state.record(
                .insert(removed.map { UndoEntry.Placed(position: $0.position, todo: $0.element) }))
            return Update(state: state)

        case .undo:
            guard let entry = state.undoStack.popLast() else { return Update(state: state) }
            switch entry {
            case .remove(let id):
                state.todos.remove(id: id)
                // Taking back an add hands its ID out again, so IDs do not keep counting across
                // add, undo, add. Undo takes back the most recent change first, so the removed
                // todo is the last one added and no todo holds a higher ID.
                if id == state.nextID - 1 { state.nextID = id }
            case .restore(let todo, _):
                state.todos[id: todo.id] = todo
            case .insert(let placed):
                // One pass, whatever the number of todos put back: O(n).
                state.todos.insert(
                    placing: placed.map { (position: $0.position, element: $0.todo) })
            }
            return Update(state: state)
        }
    }

    /// Pushes an undo entry, forgetting the oldest beyond ``undoLimit``.
    private mutating func record(_ entry: UndoEntry) {
        if undoStack.count >= AppModel.undoLimit {
            undoStack.removeFirst()
        }
        undoStack.append(entry)
    }

    /// Whether the latest undo entry already takes back a title edit of this todo.
    private func lastEntryEditsTitle(of id: TodoModel.ID) -> Bool {
        guard case .restore(let todo, isTitleEdit: true) = undoStack.last else { return false }
        return todo.id == id
    }
}
