import Reflow
import SampleTerminal

/// The scripted mode: one ``SettingsCommand`` a line, and the screen printed after each accepted
/// line; rejected lines are reported on standard error and change nothing.
///
/// An edit may start an effect (turning notifications on asks for permission), so the session
/// waits for the store's effects to end before it prints the screen: the screen after
/// `notifications on` already shows the system's answer, and a script's output does not
/// depend on timing.
@MainActor
struct ScriptedSession {
    /// The store the commands act on.
    let store: Store<SettingsModel>

    /// Runs lines until input ends or a `quit`.
    ///
    /// - Parameter lines: The lines, without newlines.
    /// - Returns: The number of lines rejected.
    func run(lines: AsyncStream<String>) async -> Int {
        printScreen()
        return await ScriptLines.run(lines) { line throws(LineRejection) in
            switch try SettingsCommand.parse(line) {
            case nil:
                return true
            case .quit:
                return false
            case .edit(let form):
                store.send(.form(form))
                await store.waitForEffects()
                printScreen()
                return true
            }
        }
    }

    /// Prints the screen and a blank line.
    private func printScreen() {
        print(SettingsScreen.lines(store.state).joined(separator: "\n") + "\n")
    }
}
