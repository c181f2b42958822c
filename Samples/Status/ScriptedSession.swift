import Reflow
import SampleTerminal

/// The scripted mode: one ``StatusCommand`` a line, and the screen printed after each accepted
/// line; rejected lines are reported on standard error and change nothing.
///
/// The screen is printed by the closure given to `observe`, as a view is updated: the session
/// sends actions and never draws. Because `observe` folds every change made in one main-actor
/// turn into one re-run, the session waits for each line's screen before it reads the next
/// line: each line gets its own screen, however fast the lines arrive.
@MainActor
struct ScriptedSession {
    /// The store the commands act on.
    let store: Store<StatusModel>

    /// Runs lines until input ends or a `quit`.
    ///
    /// - Parameter lines: The lines, without newlines.
    /// - Returns: The number of lines rejected.
    func run(lines: AsyncStream<String>) async -> Int {
        let (screens, printed) = AsyncStream.makeStream(of: Void.self)
        var screensPrinted = screens.makeAsyncIterator()
        let token = observe { [store] in
            let screen = StatusViewState(store.state)
            print(TerminalScreen.lines(screen, colors: false).joined(separator: "\n") + "\n")
            printed.yield()
        }
        defer { token.cancel() }
        await screensPrinted.next()

        var rejected = 0
        var number = 0
        reading: for await line in lines {
            number += 1
            do throws(StatusCommand.Rejection) {
                guard let command = try StatusCommand.parse(line) else { continue reading }
                guard let action = try command.action(in: store.state) else { break reading }
                // Every accepted command changes the phase, so the store publishes and
                // `observe` prints exactly one screen for it.
                store.send(action)
                await screensPrinted.next()
            } catch {
                rejected += 1
                printError("line \(number): \(error.message)")
            }
        }
        return rejected
    }
}
