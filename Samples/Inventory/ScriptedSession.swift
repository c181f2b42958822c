import Reflow
import SampleTerminal

/// The scripted mode: one ``InventoryCommand`` a line, and the screen printed after each
/// accepted line; rejected lines are reported on standard error and change nothing.
///
/// `receive` starts an effect whose deliveries arrive over time, so the session waits for the
/// store's effects to end before it prints the screen: a script's output does not depend on
/// timing.
@MainActor
struct ScriptedSession {
    /// The store the commands act on.
    let store: Store<InventoryModel>

    /// Runs lines until input ends or a `quit`.
    ///
    /// - Parameter lines: The lines, without newlines.
    /// - Returns: The number of lines rejected.
    func run(lines: AsyncStream<String>) async -> Int {
        printScreen()
        return await ScriptLines.run(lines) { line throws(LineRejection) in
            guard let command = try InventoryCommand.parse(line) else { return true }
            guard try command.perform(on: store) else { return false }
            await store.waitForEffects()
            printScreen()
            return true
        }
    }

    /// Prints the screen and a blank line.
    private func printScreen() {
        print(InventoryScreen.lines(store.state).joined(separator: "\n") + "\n")
    }
}
