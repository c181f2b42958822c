import Reflow

/// The whole todo app: a keyed list of ``TodoModel`` children, a filter, a "new todo" field,
/// undo, and the state of the file the list is saved to.
///
/// Every change is an action. Changes to one todo run the child's own update where the todo is
/// stored, with the one-line keyed form `update(...child: \.todos, id: id, tag: Action.todo)`:
/// a key path says where the list is, the ID which todo, and the action's case tags what the
/// todo's effects send back. Loading and saving are effects that use the
/// ``AppEnvironment``: ``Action/load`` reads the file once at start, and every change to the
/// list schedules a save after ``AppEnvironment/saveDelay``; a new change within that delay
/// cancels the scheduled save and schedules another, so a burst of changes is written once.
/// ``Action/save`` saves at once (before quitting, say). Only one save runs at a time; changes
/// made while it runs are saved right after it.
///
/// When the file could not be read, ``canSave`` stays `false`: the app never overwrites a file
/// it could not understand.
struct AppModel: ModelProtocol, Sendable {
    /// Everything that can happen in the app.
    enum Action: Sendable, Equatable {
        /// Read the saved todos.
        case load
        /// The saved todos were read, or could not be.
        case loaded(Result<SavedTodos?, TodoFileError>)
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
        /// Save now, if anything is unsaved.
        case save
        /// A save of a revision ended, with an error if it failed.
        case saved(revision: Int, error: TodoFileError?)
    }

    /// The todos, in display order, by ID.
    var todos = KeyedList<TodoModel>()
    /// Which todos are shown.
    var filter = Filter.all
    /// The text of the "new todo" field.
    var newTodoTitle = ""
    /// What the app is doing with its file.
    var status = Status.loading
    /// The ID the next new todo gets.
    var nextID: TodoModel.ID = 1
    /// How to take back the latest changes, most recent last.
    var undoStack: [UndoEntry] = []
    /// Counts changes to the list; ``savedRevision`` tells which one the file holds.
    var revision = 0
    /// The revision last written to the file.
    var savedRevision = 0
    /// Whether the list may be written to the file: `true` once it was read successfully.
    var canSave = false
    /// Whether the file exists: it was there when the list was loaded, or a save wrote it. The
    /// screen says "saved" only then.
    var fileExists = false

    /// The most changes ``undoStack`` remembers.
    static let undoLimit = 100

    /// The todos the current filter shows, in display order.
    var visibleTodos: [TodoModel] { todos.filter(filter.includes) }

    /// Whether the list has changes the file does not hold yet.
    var hasUnsavedChanges: Bool { revision != savedRevision }

    /// The todos as they are written to the file.
    var saved: SavedTodos { SavedTodos(nextID: nextID, todos: todos.elements) }

    static func update(
        state: consuming AppModel,
        action: Action,
        environment: AppEnvironment
    ) -> Update<AppModel> {
        switch action {
        case .load:
            state.status = .loading
            let load = environment.load
            return Update(
                state: state,
                fx: .task {
                    do throws(TodoFileError) {
                        return .loaded(.success(try await load()))
                    } catch {
                        return .loaded(.failure(error))
                    }
                }
            )

        case .loaded(.success(let saved)):
            state.fileExists = saved != nil
            if let saved {
                state.todos = KeyedList(saved.todos)
                state.nextID = max(saved.nextID, (saved.todos.map(\.id).max() ?? 0) + 1)
            }
            state.undoStack = []
            state.savedRevision = state.revision
            state.canSave = true
            state.status = .ready
            return Update(state: state)

        case .loaded(.failure(let error)):
            state.canSave = false
            state.status = .failed(error.message)
            return Update(state: state)

        case .setNewTodoTitle(let title):
            state.newTodoTitle = title
            return Update(state: state)

        case .addTodo:
            let title = state.newTodoTitle.asTitle.trimmingWhitespace()
            guard !title.isEmpty else { return Update(state: state) }
            let todo = TodoModel(id: state.nextID, title: title)
            state.nextID += 1
            state.newTodoTitle = ""
            state.todos.append(todo)
            state.record(.remove(todo.id))
            return changed(state, environment: environment)

        case .todo(let id, .delete):
            // Only the list can remove an item: the parent handles the child's delete itself.
            guard let position = state.todos.index(id: id),
                let todo = state.todos.remove(id: id)
            else {
                // No todo has the ID: the keyed form reports it and changes nothing.
                return update(
                    state: state, action: .delete, environment: (),
                    child: \.todos, id: id, tag: Action.todo)
            }
            state.record(.insert([UndoEntry.Placed(position: position, todo: todo)]))
            return changed(state, environment: environment)

        case .todo(let id, let action):
            guard let before = state.todos[id: id] else {
                // No todo has the ID: the keyed form reports it and changes nothing.
                return update(
                    state: state, action: action, environment: (),
                    child: \.todos, id: id, tag: Action.todo)
            }
            let isTitleEdit: Bool
            if case .setTitle = action { isTitleEdit = true } else { isTitleEdit = false }
            if !(isTitleEdit && state.lastEntryEditsTitle(of: id)) {
                state.record(.restore(before, isTitleEdit: isTitleEdit))
            }
            let next = update(
                state: state, action: action, environment: (),
                child: \.todos, id: id, tag: Action.todo)
            return changed(next.state, environment: environment).mergeFx(next.fx)

        case .setFilter(let filter):
            state.filter = filter
            return Update(state: state)

        case .clearCompleted:
            let removed = state.todos.removeAll { $0.isCompleted }
            guard !removed.isEmpty else { return Update(state: state) }
            state.record(
                .insert(removed.map { UndoEntry.Placed(position: $0.position, todo: $0.element) }))
            return changed(state, environment: environment)

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
            return changed(state, environment: environment)

        case .save:
            guard state.canSave, state.hasUnsavedChanges, state.status != .saving else {
                return Update(state: state)
            }
            state.status = .saving
            let saved = state.saved
            let revision = state.revision
            let save = environment.save
            return Update(
                state: state,
                fx: .merge(
                    .cancel(id: ScheduledSave.id),
                    .task {
                        do throws(TodoFileError) {
                            try await save(saved)
                            return .saved(revision: revision, error: nil)
                        } catch {
                            return .saved(revision: revision, error: error)
                        }
                    }
                )
            )

        case .saved(let revision, let error):
            if let error {
                state.status = .failed(error.message)
                return Update(state: state)
            }
            state.savedRevision = max(state.savedRevision, revision)
            state.fileExists = true
            state.status = .ready
            // Changes made while the file was being written are saved next.
            return Update(state: state, fx: state.hasUnsavedChanges ? .send(.save) : .none)
        }
    }

    /// Counts a change to the list and schedules a save, when saving is allowed.
    private static func changed(
        _ state: consuming AppModel,
        environment: AppEnvironment
    ) -> Update<AppModel> {
        state.revision += 1
        guard state.canSave else { return Update(state: state) }
        let sleep = environment.sleep
        let delay = environment.saveDelay
        return Update(
            state: state,
            fx: Fx.run { send in
                await sleep(delay)
                guard !Task.isCancelled else { return }
                await send(.save)
            }
            .cancellable(id: ScheduledSave.id, cancelInFlight: true)
        )
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

/// The identifier of the scheduled (debounced) save effect.
private enum ScheduledSave {
    static let id = "Todos.ScheduledSave"
}
