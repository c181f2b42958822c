import SampleTerminal

/// The interactive screen's own state — which todo is selected, which field is being typed in
/// and where its cursor is, and the last notice — and the pure function from a key press to
/// what should happen.
///
/// The app's state lives in the store; this is only the screen. Keeping the decision in a pure
/// function lets the tests drive the whole keyboard without a terminal.
///
/// Every key that does nothing says why in ``notice``, and a text field is left only with
/// Escape: Enter on an empty "new todo" field keeps typing, so the next keys cannot fall
/// through into list commands.
struct TerminalUI: Equatable, Sendable {
    /// What the keys are doing.
    enum Mode: Equatable, Sendable {
        /// Moving through the list; single keys are commands.
        case browsing
        /// Typing in the "new todo" field.
        case adding
        /// Typing a todo's new title; `original` is put back on escape.
        case editing(id: TodoModel.ID, original: String)
        /// Looking back through the session: the state after a recorded step.
        case history(step: Int)
    }

    /// What the keys are doing.
    var mode = Mode.browsing
    /// The selected todo, if any is visible.
    var selectedID: TodoModel.ID?
    /// The field being typed in, with its cursor, while ``mode`` is adding or editing.
    var field = TextField()
    /// What the last key did, or why it did nothing; cleared by the next key.
    var notice: String?

    /// The key help for the current mode, as the screen shows it: every key that acts.
    var keyHelp: [String] {
        switch mode {
        case .browsing:
            [
                "↑↓/jk select  space/x/enter toggle  a/n add  e edit  d delete",
                "f/tab filter  c clear completed  u undo  h history  q quit",
            ]
        case .history:
            [
                "←→ step back and on  home end first and last step",
                "esc/h back to now  q quit",
            ]
        case .adding:
            [
                "type a title  enter add it  esc back to the list (keeps the text)",
                "←→ home end move  backspace delete erase",
            ]
        case .editing:
            [
                "type the new title  enter keep  esc cancel (puts the old title back)",
                "←→ home end move  backspace delete erase",
            ]
        }
    }

    /// Decides what a key press does, and moves the selection, the cursor or the mode.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - state: The app's current state.
    ///   - history: The recorded steps the history view can show; `nil` when the session is
    ///     not recorded.
    /// - Returns: What the session should do, in order.
    mutating func handle(
        _ key: Key,
        state: AppModel,
        history: ClosedRange<Int>? = nil
    ) -> [TerminalCommand] {
        notice = nil
        if key == .interrupt { return [.quit] }
        switch mode {
        case .browsing:
            if key == .character("h") { return openHistory(history) }
            return browse(key, state: state)
        case .history(let step):
            return travel(key, from: step, through: history ?? step...step)
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
            guard let selectedID else { return nothingSelected() }
            return [.send(.todo(id: selectedID, action: .toggle))]
        case .character("a"), .character("n"):
            mode = .adding
            field = TextField(text: state.newTodoTitle)
        case .character("e"):
            guard let selectedID, let todo = state.todos[id: selectedID] else {
                return nothingSelected()
            }
            mode = .editing(id: selectedID, original: todo.title)
            field = TextField(text: todo.title)
        case .character("d"):
            guard let index else { return nothingSelected() }
            let deleted = visible[index].id
            let neighbour = index + 1 < visible.count ? index + 1 : index - 1
            selectedID = neighbour >= 0 ? visible[neighbour].id : nil
            notice = "Deleted #\(deleted). u undoes it."
            return [.send(.todo(id: deleted, action: .delete))]
        case .character("f"), .tab:
            return [.send(.setFilter(state.filter.next))]
        case .character("c"):
            guard state.todos.contains(where: \.isCompleted) else {
                notice = "No completed todos to clear."
                return []
            }
            return [.send(.clearCompleted)]
        case .character("u"):
            guard !state.undoStack.isEmpty else {
                notice = "Nothing to undo."
                return []
            }
            notice = "Undone."
            return [.send(.undo)]
        case .character("q"), .endOfInput:
            return [.quit]
        case .character(let character):
            notice =
                "\"\(String(character).neutralisingControlCharacters)\" does nothing here."
                + " The keys are below."
        default:
            notice = "That key does nothing here. The keys are below."
        }
        return []
    }

    /// Opens the history view at the present, the last recorded step.
    private mutating func openHistory(_ history: ClosedRange<Int>?) -> [TerminalCommand] {
        guard let history, history.count > 1 else {
            notice = "No history yet: the view shows the changes made since the start."
            return []
        }
        mode = .history(step: history.upperBound)
        return [.travel(to: history.upperBound)]
    }

    /// The keys of the history view: step back and on, or go back to now.
    private mutating func travel(
        _ key: Key,
        from step: Int,
        through history: ClosedRange<Int>
    ) -> [TerminalCommand] {
        let target: Int
        switch key {
        case .left, .up, .character("k"): target = step - 1
        case .right, .down, .character("j"): target = step + 1
        case .home: target = history.lowerBound
        case .end: target = history.upperBound
        case .escape, .character("h"):
            mode = .browsing
            return [.returnToPresent]
        case .character("q"), .endOfInput:
            mode = .browsing
            return [.returnToPresent, .quit]
        default:
            notice = "That key does nothing in the history; esc goes back to now."
            return []
        }
        guard history.contains(target) else {
            notice = target < step ? "This is the first recorded step." : "This is now."
            return []
        }
        mode = .history(step: target)
        return [.travel(to: target)]
    }

    private mutating func nothingSelected() -> [TerminalCommand] {
        notice = "No todo selected: add one with a."
        return []
    }

    private mutating func add(_ key: Key, state: AppModel) -> [TerminalCommand] {
        // The store may have changed the field (an add clears it): follow it.
        if field.text != state.newTodoTitle { field = TextField(text: state.newTodoTitle) }
        let before = field.text
        if field.handle(key) {
            return field.text == before ? [] : [.setNewTodoTitle(field.text)]
        }
        switch key {
        case .enter:
            guard !field.text.trimmingWhitespace().isEmpty else {
                notice = "Type a title first, or press esc to go back to the list."
                return []
            }
            selectedID = state.nextID
            return [.send(.addTodo)]
        case .escape, .endOfInput:
            mode = .browsing
            if !field.text.isEmpty {
                notice = "The text stays in the field: a goes on typing it."
            }
            return []
        default:
            notice = "That key does nothing while typing; esc goes back to the list."
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
            notice = "That todo is gone."
            return []
        }
        if field.text != title { field = TextField(text: title) }
        if field.handle(key) {
            return field.text == title ? [] : [.setTitle(id: id, field.text)]
        }
        switch key {
        case .enter:
            mode = .browsing
            let trimmed = title.trimmingWhitespace()
            if trimmed.isEmpty {
                notice = "A todo needs a title: the old one is kept."
                return [.setTitle(id: id, original)]
            }
            return trimmed == title ? [] : [.setTitle(id: id, trimmed)]
        case .escape, .endOfInput:
            mode = .browsing
            return title == original ? [] : [.setTitle(id: id, original)]
        default:
            notice = "That key does nothing while typing; enter keeps, esc cancels."
            return []
        }
    }
}
