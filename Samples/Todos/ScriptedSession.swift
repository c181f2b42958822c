import Reflow
import SampleTerminal

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The scripted mode: one ``Command`` per line, each turned into actions on the store, with a
/// line of output saying what happened.
///
/// A line that does not parse, or names a todo that does not exist, is rejected with a
/// message and sends nothing, so it changes nothing.
@MainActor
struct ScriptedSession {
    /// The store the commands act on.
    let store: Store<AppModel>

    /// Runs one line.
    ///
    /// - Parameter line: The line, without its newline.
    /// - Returns: The output lines, or the error saying why the line was rejected.
    func run(line: String) -> Result<[String], CommandError> {
        do throws(CommandError) {
            guard let command = try Command.parse(line) else { return .success([]) }
            return .success(try run(command))
        } catch {
            return .failure(error)
        }
    }

    /// Runs one command.
    ///
    /// - Parameter command: The command.
    /// - Returns: The output lines.
    /// - Throws: A ``CommandError`` when the command names a todo that does not exist.
    func run(_ command: Command) throws(CommandError) -> [String] {
        switch command {
        case .add(let title):
            let id = store.state.nextID
            // The text goes through the "new todo" field, as typing it would.
            store.newTodoTitle.wrappedValue = title
            store.send(.addTodo)
            return ["Added " + Renderer.line(for: try todo(id))]
        case .toggle(let id):
            _ = try todo(id)
            store.send(.todo(id: id, action: .toggle))
            let todo = try todo(id)
            return ["\(todo.isCompleted ? "Completed" : "Reopened") " + Renderer.line(for: todo)]
        case .edit(let id, let title):
            _ = try todo(id)
            store.title(ofTodo: id).wrappedValue = title
            return ["Edited " + Renderer.line(for: try todo(id))]
        case .delete(let id):
            let deleted = try todo(id)
            store.send(.todo(id: id, action: .delete))
            return ["Deleted " + Renderer.line(for: deleted)]
        case .filter(let filter):
            store.send(.setFilter(filter))
            let shown = store.state.visibleTodos.count
            return ["Filter: \(filter.rawValue) (\(shown) shown)"]
        case .list:
            return Renderer.list(store.state)
        case .clearCompleted:
            let before = store.state.todos.count
            store.send(.clearCompleted)
            let cleared = before - store.state.todos.count
            return [
                cleared == 0
                    ? "No completed todos to clear."
                    : "Cleared \(cleared) completed \(cleared == 1 ? "todo" : "todos")."
            ]
        case .undo:
            guard !store.state.undoStack.isEmpty else { return ["Nothing to undo."] }
            store.send(.undo)
            return ["Undone. " + Renderer.summary(store.state) + "."]
        case .help:
            return Command.helpText.split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
        }
    }

    /// Runs every line of standard input until it ends.
    ///
    /// Output goes to standard output, rejections to standard error as `line N: message`.
    ///
    /// - Parameter lines: The lines.
    /// - Returns: The number of lines rejected.
    func run(lines: AsyncStream<String>) async -> Int {
        var rejected = 0
        var number = 0
        for await line in lines {
            number += 1
            switch run(line: line) {
            case .success(let output):
                // Written at once: `print` to a pipe is fully buffered, so a program reading
                // the answers would see none until the buffer filled or the process ended.
                Terminal.show(output.map { $0 + "\n" }.joined())
            case .failure(let error):
                rejected += 1
                printError("line \(number): \(error.message)")
            }
        }
        return rejected
    }

    private func todo(_ id: TodoModel.ID) throws(CommandError) -> TodoModel {
        guard let todo = store.state.todos[id: id] else {
            throw CommandError("no todo #\(id); type \"list\" to see the numbers")
        }
        return todo
    }
}
