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
        case .ready: state.hasUnsavedChanges ? "unsaved changes" : "saved"
        }
    }

    /// The interactive screen, one string per line.
    ///
    /// When the list is taller than the screen, it shows a window of it around the selected
    /// todo, with a line saying how many todos are above and below.
    ///
    /// - Parameters:
    ///   - state: The app's state.
    ///   - ui: The screen's selection and mode.
    ///   - path: The file the todos are saved to.
    ///   - width: The terminal's width in columns; longer lines are cut.
    ///   - height: The terminal's height in lines.
    /// - Returns: The lines of the screen.
    static func screen(
        state: AppModel,
        ui: TerminalUI,
        path: String,
        width: Int,
        height: Int = .max
    ) -> [String] {
        var lines = ["Todos — \(path) — \(status(state))"]
        let filters = Filter.allCases.map { filter in
            filter == state.filter ? "[\(filter.rawValue)]" : " \(filter.rawValue) "
        }
        lines.append("Filter: \(filters.joined(separator: " "))   \(summary(state))")
        lines.append("")
        let visible = state.visibleTodos
        if visible.isEmpty {
            lines.append("  " + list(state)[0])
        }
        let rows = max(3, height - lines.count - 3 - ui.keyHelp.count)
        let window = self.window(
            count: visible.count,
            selected: visible.firstIndex { $0.id == ui.selectedID } ?? 0,
            rows: rows
        )
        if window.lowerBound > 0 {
            lines.append("  ↑ \(window.lowerBound) more")
        }
        for todo in visible[window] {
            let marker = todo.id == ui.selectedID ? "> " : "  "
            let editing: Bool
            if case .editing(todo.id, _) = ui.mode { editing = true } else { editing = false }
            lines.append(marker + line(for: todo) + (editing ? "▏" : ""))
        }
        if window.upperBound < visible.count {
            lines.append("  ↓ \(visible.count - window.upperBound) more")
        }
        lines.append("")
        let cursor = ui.mode == .adding ? "▏" : ""
        lines.append("New todo: \(state.newTodoTitle)\(cursor)")
        lines.append("")
        lines += ui.keyHelp
        return lines.map { cut($0, to: width) }
    }

    /// The positions of the list to show in `rows` lines, around the selected one; when the
    /// list does not fit, two of the lines are left for the "more" markers.
    static func window(count: Int, selected: Int, rows: Int) -> Range<Int> {
        guard count > rows else { return 0..<count }
        let shown = max(1, rows - 2)
        let start = min(max(selected - shown / 2, 0), count - shown)
        return start..<(start + shown)
    }

    private static func cut(_ line: String, to width: Int) -> String {
        guard width > 1, line.count > width else { return line }
        return String(line.prefix(width - 1)) + "…"
    }
}
