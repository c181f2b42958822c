import Reflow
import SampleTerminal

/// A recorded session in a file: written with `--record`, looked through with `--replay`.
@MainActor
enum SessionFile {
    /// Looks through a recorded session: on a terminal, the history view; otherwise each step
    /// printed, with the list after it. A session whose recorded states the update does not
    /// produce is refused, naming the first step that differs.
    ///
    /// - Parameters:
    ///   - journalPath: The session's file.
    ///   - path: The todo file, only named on screen: nothing is read from it or saved.
    /// - Returns: The exit status.
    static func replay(_ journalPath: String, path: String) async -> Int32 {
        let journal: Journal<AppModel>
        do throws(PersistenceError) {
            guard let read = try Journal<AppModel>.read(fromFile: journalPath) else {
                printError("todos: there is no session file \(journalPath)")
                return 1
            }
            journal = read
        } catch {
            guard case .corrupt(_, let reason) = error else {
                printError("todos: \(error)")
                return 1
            }
            // The reason names fields of the file: escaped, so they cannot drive the terminal.
            printError(
                "todos: \(journalPath) is not a todos session: "
                    + reason.neutralisingControlCharacters)
            return 1
        }
        // Nothing is loaded or saved: the session's reads and writes are in its journal.
        let environment = AppEnvironment(
            file: PersistenceStorage(path: journalPath, read: { nil }, write: { _ in }))
        // Shown states are the recorded ones: check first that the update produces them, so a
        // session never shows a history that did not happen (an edited file, another version).
        if let divergence = journal.firstDivergence(environment: environment) {
            // The states come from the file: escaped, so a title cannot drive the terminal.
            let lines = "\(divergence)".split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0).neutralisingControlCharacters }
            printError(
                "todos: \(journalPath) does not replay as recorded, at "
                    + lines.joined(separator: "\n"))
            return 1
        }
        let store = Store(replaying: journal, environment: environment)
        guard Terminal.isInteractive else {
            // Step by step from the start: each step runs one action on the state before it.
            for step in journal.steps {
                store.travel(to: step)
                printOutput(Renderer.history(step: step, of: journal))
                printOutput(
                    "  \(Renderer.summary(store.state)): "
                        + Renderer.list(store.state).joined(separator: ", "))
            }
            return 0
        }
        let keys = InterruptibleInput(
            StandardInput.chunks(), endingAt: TerminationSignals.stream())
        await InteractiveSession(store: store, path: journalPath, showsHistory: true)
            .run(chunks: keys.stream)
        return 0
    }
}
