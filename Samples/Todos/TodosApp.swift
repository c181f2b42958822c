import Foundation
import Reflow
import SampleTerminal

/// The `todos` command: parses the options, loads the file, runs the interactive or the
/// scripted mode, and saves everything before it exits.
///
/// Exit status: 0 when the list is saved and every script line was accepted, 1 when the file
/// could not be read or written, 2 for bad options, 3 when the list is saved but some script
/// lines were rejected (they changed nothing; each is reported on standard error), so that a
/// `set -e` script notices, 4 when the list is saved but some output could not be written
/// (standard output or standard error closed, full, or a pipe whose reader has gone: the
/// process goes on, saves, and says so on standard error if it can). On SIGINT, SIGTERM or SIGHUP it saves what is unsaved first, then
/// exits with 128 plus the signal's number, as a shell reports a process the signal ended.
@main
enum TodosApp {
    @MainActor
    static func main() async {
        // A closed or broken standard stream must not end the process before it saves.
        StandardStreams.prepare()
        let options: Options
        do throws(CommandError) {
            options = try Options.parse(
                Array(CommandLine.arguments.dropFirst()),
                environment: ProcessInfo.processInfo.environment
            )
        } catch {
            printError("todos: \(error.message)\n\n\(Options.usage)")
            exit(2)
        }
        if options.showsHelp {
            printOutput(Options.usage)
            exit(0)
        }
        if options.logs && Terminal.isInteractive && isatty(STDERR_FILENO) == 1 {
            // The log would be written under the screen and wiped by the next redraw.
            printError(
                "todos: --log writes to standard error, which is this terminal; send it to a "
                    + "file and watch that instead:\n  todos --log 2>todos.log   "
                    + "(and in another terminal: tail -f todos.log)")
            exit(2)
        }
        exit(await run(options))
    }

    /// The most actions a session's journal keeps (the oldest are dropped past it), as
    /// `--help` says.
    static let recordingLimit = 10_000

    /// Runs the app with options.
    ///
    /// - Parameter options: The options.
    /// - Returns: The exit status.
    @MainActor
    static func run(_ options: Options) async -> Int32 {
        if let journalPath = options.replayPath {
            return await SessionFile.replay(journalPath, path: options.path)
        }
        let store = Store(
            state: AppModel(),
            environment: options.databasePath.map { .live(databasePath: $0) }
                ?? .live(path: options.path),
            logger: options.logs ? { event in printError("[log] \(event)") } : nil
        )
        // SIGINT, SIGTERM and SIGHUP end the input as its end would, so what is unsaved (a
        // change still in the save delay) is saved on the usual way out; a second signal ends
        // the process at once.
        let signals = TerminationSignals.stream()
        // Every session is recorded, from the list as loaded, for the history view (h);
        // --record also writes it to a file at the end.
        await store.loadThenRecord(limit: recordingLimit)
        if case .failed(let message) = store.state.status {
            printError("todos: \(message)")
            return 1
        }
        let isInteractive = Terminal.isInteractive
        var rejectedLines = 0
        let signal: Int32?
        if isInteractive {
            let keys = InterruptibleInput(StandardInput.chunks(), endingAt: signals)
            await InteractiveSession(store: store, path: options.storePath)
                .run(chunks: keys.stream)
            signal = keys.signal
        } else {
            let lines = InterruptibleInput(StandardInput.lines(), endingAt: signals)
            rejectedLines = await ScriptedSession(store: store).run(lines: lines.stream)
            signal = lines.signal
        }
        await store.flush()
        if let journalPath = options.recordPath, let journal = store.journal {
            do throws(PersistenceError) {
                try journal.write(toFile: journalPath)
            } catch {
                printError("todos: cannot write the session to \(journalPath): \(error)")
                return 1
            }
            if journal.startStep > 0 {
                // The recording dropped its oldest actions: say so, since the help promises
                // the session. The journal says it too: it starts at a later step.
                printError(
                    "todos: \(journalPath) keeps the last \(journal.entries.count) of the "
                        + "session's \(journal.endStep) actions, from step \(journal.startStep): "
                        + "--record keeps at most \(recordingLimit)")
            }
        }
        if case .failed(let message) = store.state.status {
            printError("todos: \(message)")
            return 1
        }
        if let signal { return 128 + signal }
        if isInteractive {
            let saved =
                store.state.fileExists
                ? "saved to \(options.storePath)" : "nothing to save, no file written"
            printOutput("\(Renderer.summary(store.state)), \(saved).")
        }
        if let lost = StandardStreams.failures {
            printError("todos: the list is saved, but \(lost)")
            return 4
        }
        return rejectedLines > 0 ? 3 : 0
    }
}
