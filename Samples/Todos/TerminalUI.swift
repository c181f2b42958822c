/// The interactive screen's own state — which todo is selected and which field is being
/// typed in — and the pure function from a key press to what should happen.
///
/// The app's state lives in the store; this is only where the cursor is. Keeping the decision
/// in a pure function lets the tests drive the whole keyboard without a terminal.
struct TerminalUI: Equatable, Sendable {
    /// What the keys are doing.
    enum Mode: Equatable, Sendable {
        /// Moving through the list; single keys are commands.
        case browsing
        /// Typing in the "new todo" field.
        case adding
        /// Typing a todo's new title; `original` is put back on escape.
        case editing(id: TodoModel.ID, original: String)
    }

    /// What the keys are doing.
    var mode = Mode.browsing
    /// The selected todo, if any is visible.
    var selectedID: TodoModel.ID?

    /// The key help for the current mode, as the screen shows it.
    var keyHelp: [String] {
        switch mode {
        case .browsing:
            [
                "↑/↓ or j/k select   space toggle   a add   e edit   d delete",
                "f filter   c clear completed   u undo   q quit",
            ]
        case .adding:
            ["type a title   enter add   esc done"]
        case .editing:
            ["type the new title   enter keep   esc cancel"]
        }
    }

    /// Decides what a key press does, and moves the selection or changes the mode.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - state: The app's current state.
    /// - Returns: What the session should do, in order.
    mutating func handle(_ key: Key, state: AppModel) -> [TerminalCommand] {
        if key == .interrupt { return [.quit] }
        switch mode {
        case .browsing:
            return browse(key, state: state)
        case .adding:
            return add(key, state: state)
        case .editing(let id, let original):
            return edit(key, id: id, original: original, state: state)
        }
    }

    /// Keeps the selection on a visible todo: the same one if it is still shown, else the
    /// first one.
    ///
    /// - Parameter state: The app's current state.
    mutating func keepSelectionVisible(in state: AppModel) {
        let visible = state.visibleTodos
        if let selectedID, visible.contains(where: { $0.id == selectedID }) { return }
        selectedID = visible.first?.id
    }

    private mutating func browse(_ key: Key, state: AppModel) -> [TerminalCommand] {
        let visible = state.visibleTodos
        let index = visible.firstIndex { $0.id == selectedID }
        switch key {
        case .up, .character("k"):
            if let index, index > 0 { selectedID = visible[index - 1].id }
        case .down, .character("j"):
            if let index, index + 1 < visible.count {
                selectedID = visible[index + 1].id
            } else if index == nil {
                selectedID = visible.first?.id
            }
        case .character(" "), .character("x"), .enter:
            if let selectedID { return [.send(.todo(id: selectedID, action: .toggle))] }
        case .character("a"), .character("n"):
            mode = .adding
        case .character("e"):
            if let selectedID, let todo = state.todos[id: selectedID] {
                mode = .editing(id: selectedID, original: todo.title)
            }
        case .character("d"):
            guard let index else { break }
            let deleted = visible[index].id
            let neighbour = index + 1 < visible.count ? index + 1 : index - 1
            selectedID = neighbour >= 0 ? visible[neighbour].id : nil
            return [.send(.todo(id: deleted, action: .delete))]
        case .character("f"), .tab:
            return [.send(.setFilter(state.filter.next))]
        case .character("c"):
            return [.send(.clearCompleted)]
        case .character("u"):
            return [.send(.undo)]
        case .character("q"), .endOfInput:
            return [.quit]
        default:
            break
        }
        return []
    }

    private mutating func add(_ key: Key, state: AppModel) -> [TerminalCommand] {
        let title = state.newTodoTitle
        switch key {
        case .character(let character):
            return [.setNewTodoTitle(title + String(character))]
        case .backspace:
            return title.isEmpty ? [] : [.setNewTodoTitle(String(title.dropLast()))]
        case .enter:
            guard !title.trimmingWhitespace().isEmpty else {
                mode = .browsing
                return []
            }
            selectedID = state.nextID
            return [.send(.addTodo)]
        case .escape, .endOfInput:
            mode = .browsing
            return title.isEmpty ? [] : [.setNewTodoTitle("")]
        default:
            return []
        }
    }

    private mutating func edit(
        _ key: Key,
        id: TodoModel.ID,
        original: String,
        state: AppModel
    ) -> [TerminalCommand] {
        guard let title = state.todos[id: id]?.title else {
            mode = .browsing
            return []
        }
        switch key {
        case .character(let character):
            return [.setTitle(id: id, title + String(character))]
        case .backspace:
            return title.isEmpty ? [] : [.setTitle(id: id, String(title.dropLast()))]
        case .enter:
            mode = .browsing
            let trimmed = title.trimmingWhitespace()
            if trimmed.isEmpty { return [.setTitle(id: id, original)] }
            return trimmed == title ? [] : [.setTitle(id: id, trimmed)]
        case .escape, .endOfInput:
            mode = .browsing
            return title == original ? [] : [.setTitle(id: id, original)]
        default:
            return []
        }
    }
}
