import Reflow
import SampleTerminal

/// Turns the app's state into text: list lines for the scripted mode, and the whole screen for
/// the interactive one. Pure functions, so tests compare strings.
enum Renderer {
    /// One todo as a list line: `#1 [ ] Buy milk`, `#2 [x] Eggs`.
    ///
    /// - Parameter todo: The todo.
    /// - Returns: The line.
    static func line(for todo: TodoModel) -> String {
        "#\(todo.id) [\(todo.isCompleted ? "x" : " ")] \(todo.title.neutralisingControlCharacters)"
    }

    /// The todos the filter shows, one line each, or a sentence saying there are none.
    ///
    /// - Parameter state: The app's state.
    /// - Returns: The lines.
    static func list(_ state: AppModel) -> [String] {
        let visible = state.visibleTodos
        guard !visible.isEmpty else {
            return [state.filter == .all ? "No todos." : "No \(state.filter.rawValue) todos."]
        }
        return visible.map(line(for:))
    }

    /// How many todos there are, and how many are left to do: `3 todos, 1 active`.
    ///
    /// - Parameter state: The app's state.
    /// - Returns: The summary.
    static func summary(_ state: AppModel) -> String {
        let count = state.todos.count
        let active = state.todos.count { !$0.isCompleted }
        return "\(count) \(count == 1 ? "todo" : "todos"), \(active) active"
    }

    /// What the app is doing with its file, in a few words.
    ///
    /// - Parameter state: The app's state.
    /// - Returns: The status text.
    static func status(_ state: AppModel) -> String {
        switch state.status {
        case .loading: "loading…"
        case .saving: "saving…"
        case .failed(let message): "error: \(message)"
        case .ready:
            if state.hasUnsavedChanges {
                "unsaved changes"
            } else {
                state.fileExists ? "saved" : "new list, no file yet"
            }
        }
    }

    /// The interactive screen, one string per line, never more than `height` lines.
    ///
    /// The header (the file and its status, the filter and the counts) always comes first, and
    /// the field, the last notice and the keys last; the list gets the lines between. When the
    /// list is taller than that, it shows a window of it around the selected todo, with a line
    /// saying how many todos are above and below. On a short screen the blank lines go first,
    /// then the key help from the bottom, so the header never scrolls away.
    ///
    /// - Parameters:
    ///   - state: The app's state.
    ///   - ui: The screen's selection, field, notice and mode.
    ///   - path: The file the todos are saved to.
    ///   - width: The terminal's width in columns; longer lines are cut.
    ///   - height: The terminal's height in lines.
    ///   - history: In the history view, the line that says which step is shown.
    /// - Returns: The lines of the screen.
    static func screen(
        state: AppModel,
        ui: TerminalUI,
        path: String,
        width: Int,
        height: Int = .max,
        history: String? = nil
    ) -> [String] {
        let filters = Filter.allCases.map { filter in
            filter == state.filter ? "[\(filter.rawValue)]" : " \(filter.rawValue) "
        }
        var header = [
            "Todos — \(path.neutralisingControlCharacters) — \(status(state))",
            "Filter: \(filters.joined(separator: " "))   \(summary(state))",
        ]
        if let history { header.append(history) }
        // While adding, the field the keys edit; but the store may have changed the text since
        // the last key (an add clears it), and the screen shows the store's then.
        let field =
            ui.field.text == state.newTodoTitle ? ui.field : TextField(text: state.newTodoTitle)
        let newTodo =
            ui.mode == .adding
            ? field.display(width: width - "New todo: ".count)
            : state.newTodoTitle.neutralisingControlCharacters
        var footer = ["New todo: \(newTodo)"]
        if let notice = ui.notice { footer.append("! " + notice) }
        var help = ui.keyHelp
        let visible = state.visibleTodos
        // The list needs one line at least ("No todos.", or one todo), three to be useful.
        let wanted = min(3, max(1, visible.count))
        var spaced = true
        func rows() -> Int {
            height - header.count - footer.count - help.count - (spaced ? 3 : 0)
        }
        if rows() < wanted { spaced = false }
        while rows() < wanted, !help.isEmpty { help.removeLast() }

        var lines = header
        if spaced { lines.append("") }
        if visible.isEmpty {
            lines.append("  " + list(state)[0])
        } else {
            let window = self.window(
                count: visible.count,
                selected: visible.firstIndex { $0.id == ui.selectedID } ?? 0,
                rows: max(1, rows())
            )
            if window.lowerBound > 0 {
                lines.append("  ↑ \(window.lowerBound) more")
            }
            for todo in visible[window] {
                let marker = todo.id == ui.selectedID ? "> " : "  "
                if case .editing(todo.id, _) = ui.mode {
                    let start = marker + "#\(todo.id) [\(todo.isCompleted ? "x" : " ")] "
                    lines.append(start + ui.field.display(width: width - start.count))
                } else {
                    lines.append(marker + line(for: todo))
                }
            }
            if window.upperBound < visible.count {
                lines.append("  ↓ \(visible.count - window.upperBound) more")
            }
        }
        if spaced { lines.append("") }
        lines += footer
        if spaced && !help.isEmpty { lines.append("") }
        lines += help
        return lines.prefix(max(height, 0)).map { cut($0, to: width) }
    }

    /// The positions of the list to show in `rows` lines, around the selected one; when the
    /// list does not fit, two of the lines are left for the "more" markers.
    static func window(count: Int, selected: Int, rows: Int) -> Range<Int> {
        guard count > rows else { return 0..<count }
        // With fewer than three rows there is no room for the markers: show the selected one.
        guard rows >= 3 else { return min(selected, count - 1)..<(min(selected, count - 1) + 1) }
        let shown = rows - 2
        let start = min(max(selected - shown / 2, 0), count - shown)
        return start..<(start + shown)
    }

    /// The history view's line for a recorded step: which step of how many, the action that
    /// led to it and who sent it.
    ///
    /// - Parameters:
    ///   - step: The step shown.
    ///   - journal: The session's journal.
    /// - Returns: `History: step 3 of 7 — add (you)`, or the start for the first step.
    static func history(step: Int, of journal: Journal<AppModel>) -> String {
        let position = "History: step \(step) of \(journal.endStep)"
        guard step > journal.startStep else {
            return "\(position) — \(journal.startStep == 0 ? "the start" : "the oldest kept")"
        }
        let entry = journal.entries[step - journal.startStep - 1]
        let who: String
        switch entry.origin {
        case .user: who = "you"
        case .effect: who = "an effect"
        }
        return "\(position) — \(describe(entry.action)) (\(who))"
    }

    /// An action in a few words: `toggle #3`, `add`, `save`.
    ///
    /// - Parameter action: The action.
    /// - Returns: The words.
    static func describe(_ action: AppModel.Action) -> String {
        switch action {
        case .file(.load): "load the file"
        case .file(.save): "save"
        case .file(.didRead(.success)): "file read"
        case .file(.didRead(.failure)), .file(.failed): "file error"
        case .file(.didWrite(_, nil)): "file saved"
        case .file(.didWrite(_, _?)): "save failed"
        case .setNewTodoTitle(let title):
            "type \"\(title.neutralisingControlCharacters)\""
        case .addTodo: "add"
        case .todo(let id, .toggle): "toggle #\(id)"
        case .todo(let id, .setTitle(let title)):
            "retitle #\(id) \"\(title.neutralisingControlCharacters)\""
        case .todo(let id, .delete): "delete #\(id)"
        case .setFilter(let filter): "show \(filter.rawValue)"
        case .clearCompleted: "clear completed"
        case .undo: "undo"
        }
    }

    private static func cut(_ line: String, to width: Int) -> String {
        guard width > 1, line.count > width else { return line }
        return String(line.prefix(width - 1)) + "…"
    }
}
